import { addMonths } from './calendar-date';

export const SHOP_DURATIONS = [3, 6, 12] as const;
export type ShopDuration = (typeof SHOP_DURATIONS)[number];
export const DEFAULT_DURATION: ShopDuration = 12;

export const SHOP_EXAM_TYPES = ['ecus', 'eth'] as const;
export type ShopExamType = (typeof SHOP_EXAM_TYPES)[number];
export const DEFAULT_EXAM_TYPE: ShopExamType = 'ecus';
export const SHOP_EXAM_TYPE_LABELS = { ecus: 'Standard', eth: 'ETH' } as const satisfies Record<
  ShopExamType,
  string
>;

export const MONTHLY_SURCHARGE = 0.05;
export const CURRENCY = 'CHF';

export function isShopDuration(value: unknown): value is ShopDuration {
  return (SHOP_DURATIONS as readonly unknown[]).includes(value);
}

export function isShopExamType(value: unknown): value is ShopExamType {
  return (SHOP_EXAM_TYPES as readonly unknown[]).includes(value);
}

/** Category price × (1 + 0.05 × months), to the cent; computed in cents so no float error shows. */
export function priceFor(categoryPrice: number, months: number): number {
  const priceCents = Math.round(categoryPrice * 100);
  const surchargePercent = Math.round(MONTHLY_SURCHARGE * 100 * months);
  return Math.round((priceCents * (100 + surchargePercent)) / 100) / 100;
}

const chfFormat = new Intl.NumberFormat('de-CH', { style: 'currency', currency: CURRENCY });

/** Swiss German money format, e.g. 'CHF\u00a01'234.50' (ICU puts a no-break space after CHF). */
export function formatChf(amount: number): string {
  return chfFormat.format(amount);
}

/** A bought access expires this many calendar months after it starts (end of month clamped). */
export function expiryFrom(startIsoDate: string, months: number): string {
  return addMonths(startIsoDate, months);
}
