/**
 * Which items of a paid order a refund takes back, as indices into the order's items (cart order).
 *
 * The rule (simple and honest): a refund of the whole amount takes back every item. A partial refund
 * takes back whole items, from the last item of the order towards the first, as long as the refunded
 * amount covers each item's full price; a remainder smaller than the next item's price takes nothing
 * back (that item keeps its access; the refunded amount is shown on the payment). Access is never
 * shortened proportionally. `refundedCents` is the running total refunded so far, so the answer for a
 * later, larger refund always contains the answer for an earlier one.
 */
export function itemsTakenBackByRefund(pricesCents: readonly number[], refundedCents: number): number[] {
  const total = pricesCents.reduce((sum, p) => sum + p, 0);
  if (refundedCents <= 0) return [];
  if (refundedCents >= total) return pricesCents.map((_, i) => i);
  const taken: number[] = [];
  let covered = 0;
  for (let i = pricesCents.length - 1; i >= 0; i--) {
    if (covered + pricesCents[i] > refundedCents) break;
    covered += pricesCents[i];
    taken.push(i);
  }
  return taken;
}
