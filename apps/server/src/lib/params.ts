import { z } from 'zod';

/** Boolean path/form values accept 1/0 and true/false (DESIGN.md §5). */
export function parseBoolish(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return undefined;
}

export const Boolish = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => parseBoolish(v) as boolean);

/** Decimal digits only: Number() would also read '0x10', '1e3', '0b1' and ' ' (as 0). */
const DECIMAL = /^\s*[-+]?\d+(\.\d+)?\s*$/;

/** A positive database id from a path or query string (or a JSON number). */
export const Id = z.preprocess(
  (v) => (typeof v === 'string' && !DECIMAL.test(v) ? Number.NaN : v),
  z.coerce.number().int().min(1).max(2_147_483_647),
);

export const IdParams = z.object({ id: Id });
