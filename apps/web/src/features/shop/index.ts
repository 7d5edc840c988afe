/** The shop's public face for other features: the programmes for sale (GET /api/shop, viewable by visitors). */
export { useProducts, type Product } from './api/shop';
