import type { ShopExamType } from '@portal/core';
import type { FileLinker } from '../../lib/signed-files.js';
import type { boughtOf, CartLine, listProducts } from './service.js';

type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];
type BoughtRow = Awaited<ReturnType<typeof boughtOf>>[number];

/** A programme for sale; `price` is the programme's price per the spec, the shop shows price × (1 + 0.05 × months). */
export function presentProduct(p: ProductRow, link: FileLinker) {
  return {
    id: p.id,
    category_id: p.categoryId,
    name: p.title,
    title: p.title,
    description: p.description,
    price: Number(p.price),
    position: p.position,
    image: p.image,
    /** The picture as a signed link (issue 14), null without one. */
    image_url: p.image ? link(p.image) : null,
  };
}

/** Cart item (learner spec §3): id, category_id, category_name, price, exam_type, expiration_date. */
export function presentCartItem(l: CartLine) {
  return {
    id: l.id,
    product_id: l.productId,
    category_id: l.categoryId,
    category_name: l.categoryName,
    price: l.price,
    // written only through the shop (AddQuery validates it)
    exam_type: l.examType as ShopExamType,
    duration: l.duration,
    expiration_date: l.expirationDate,
    held_until: l.heldUntil,
    from_earlier_attempt: l.fromEarlierAttempt,
  };
}

export function presentCart(lines: CartLine[]) {
  const cents = lines.reduce((sum, l) => sum + Math.round(l.price * 100), 0);
  return { cart: lines.map(presentCartItem), total: cents / 100 };
}

/** Bought product (learner spec §3): category_id, category_name, created_at, exam_type, expiration_date, receipt_url, activating; and whether it was taken back. */
export function presentBought(b: BoughtRow) {
  return {
    id: b.id,
    category_id: b.categoryId,
    category_name: b.categoryName,
    created_at: b.createdAt.toISOString(),
    exam_type: b.examType as ShopExamType,
    duration: b.duration,
    price: Number(b.price),
    expiration_date: b.expirationDate,
    receipt_url: b.receiptUrl,
    activating: b.activating,
    /** active, or taken back: refunded, disputed (a lost chargeback), canceled */
    status: b.status,
    revoked_at: b.revokedAt ? b.revokedAt.toISOString() : null,
  };
}
