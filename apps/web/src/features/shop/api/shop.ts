import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShopDuration, ShopExamType } from '@portal/core';
import { api, type ApiAnswer, type ApiBody } from '../../../lib/api';
import { getConfig } from '../../../lib/config';
import { useModes } from '../../../lib/session';

/** A programme for sale (GET /api/shop). `price` is the programme's base price in CHF; `image_url` a signed link. */
export type Product = ApiAnswer<'/api/shop', 'get'>['products'][number];

/** GET /api/shop/cart: the cart items and their total. */
export type Cart = ApiAnswer<'/api/shop/cart', 'get'>;

/** Cart item (learner spec §3). */
export type CartItem = Cart['cart'][number];

/**
 * Bought product (learner spec §3). `status`: active, or taken back (its access withdrawn): refunded, disputed
 * (charged back), canceled.
 */
export type BoughtProduct = ApiAnswer<'/api/shop/bought', 'get'>['bought'][number];

export type ShopConfig = ApiAnswer<'/api/shop/config', 'get'>;

/** GET /api/shop/buy. `client_secret` is null when the cart cost nothing and was granted at once ('succeeded'). */
export type BuyResponse = ApiAnswer<'/api/shop/buy', 'get'>;

export const shopKeys = {
  products: ['shop', 'products'] as const,
  config: ['shop', 'config'] as const,
  cart: (userId: number) => ['shop', 'cart', userId] as const,
  bought: (userId: number) => ['shop', 'bought', userId] as const,
};

export const fetchProducts = () => api.get<ApiAnswer<'/api/shop', 'get'>>('/shop').then((r) => r.products);
export const fetchShopConfig = () => api.get<ShopConfig>('/shop/config');
export const fetchCart = () => api.get<Cart>('/shop/cart');
export const fetchBought = () =>
  api.get<ApiAnswer<'/api/shop/bought', 'get'>>('/shop/bought').then((r) => r.bought);
/** GET /api/shop/add/{id}: creates a cart item (201) and answers it with the whole cart. */
export const addToCart = (productId: number, examType: ShopExamType, duration: ShopDuration) =>
  api.get<ApiAnswer<'/api/shop/add/{id}', 'get'>>(`/shop/add/${productId}`, {
    query: { exam_type: examType, duration },
  });
export const removeFromCart = (cartItemId: number) =>
  api.get<ApiAnswer<'/api/shop/remove/{id}', 'get'>>(`/shop/remove/${cartItemId}`);
export const startPayment = () => api.get<BuyResponse>('/shop/buy', { query: { terms: 1 } });
export const generateCategory = (categoryId: number) =>
  api.get<ApiAnswer<'/api/cats/generate/{categoryId}', 'get'>>(`/cats/generate/${categoryId}`, {
    timeout: false,
  });
/** Demo mode only: the demo card form; failures go to the caller (no error dialog). */
export const confirmDemoPayment = (body: ApiBody<'/api/payments/demo/confirm', 'post'>) =>
  api.post<ApiAnswer<'/api/payments/demo/confirm', 'post'>>('/payments/demo/confirm', body, { silent: true });

/** A receipt link; the demo provider's receipts are paths on the API's origin. */
export const receiptHref = (url: string) => (url.startsWith('/') ? `${getConfig().baseUrl}${url}` : url);

export function useProducts() {
  return useQuery({ queryKey: shopKeys.products, queryFn: fetchProducts, staleTime: 60_000 });
}

export function useShopConfig() {
  return useQuery({ queryKey: shopKeys.config, queryFn: fetchShopConfig, staleTime: Infinity });
}

/** The logged-in user's id (0 when logged out): per-user caches are keyed by it. */
const useUserId = () => useModes().user?.id ?? 0;

export function useCart(enabled = true) {
  const userId = useUserId();
  return useQuery({ queryKey: shopKeys.cart(userId), queryFn: fetchCart, enabled: enabled && userId > 0 });
}

export function useBought(options: { refetchInterval?: number | false } = {}) {
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.bought(userId),
    queryFn: fetchBought,
    enabled: userId > 0,
    refetchInterval: options.refetchInterval,
  });
}

function useSetCart() {
  const qc = useQueryClient();
  const userId = useUserId();
  return (cart: Cart) => qc.setQueryData<Cart>(shopKeys.cart(userId), { cart: cart.cart, total: cart.total });
}

export function useAddToCart() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: ({
      productId,
      examType,
      duration,
    }: {
      productId: number;
      examType: ShopExamType;
      duration: ShopDuration;
    }) => addToCart(productId, examType, duration),
    onSuccess: setCart,
  });
}

export function useRemoveFromCart() {
  const setCart = useSetCart();
  return useMutation({ mutationFn: removeFromCart, onSuccess: setCart });
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}

/** Query keys that do not depend on what the user may see; everything else is refetched after a purchase. */
const UNAFFECTED = new Set(['currentUser', 'publicHtml', 'publicJson', 'shop']);

/**
 * 'Reset the course tree': after a purchase the user's categories, progress and lessons change, so every
 * query outside the shop, the user and static files is refetched (whatever key the features use).
 */
export function resetCourseTree(qc: QueryClient) {
  return qc.invalidateQueries({
    predicate: (query) => !UNAFFECTED.has(String(query.queryKey[0])),
  });
}

export function invalidateShop(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: ['shop'] });
}
