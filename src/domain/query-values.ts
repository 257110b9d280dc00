import * as z from 'zod/mini';

const DECIMAL_WHOLE_NUMBER = /^-?\d{1,15}$/;

/**
 * A whole number from a query string or path, written in decimal digits only. `z.coerce` would take
 * "0x7b2" as 1970, "1e3" as 1000 and "" as 0; here they are "not a number".
 */
export function wholeNumberParam(notANumber: string) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? (DECIMAL_WHOLE_NUMBER.test(value.trim()) ? Number(value.trim()) : Number.NaN) : value)),
    z.int({ error: notANumber }),
  );
}

/** A whole number from a query string within `min`..`max`, each bound with its message. */
export function wholeNumberInRange(notANumber: string, bounds: { min?: [number, string]; max?: [number, string] }) {
  const checks = [
    ...(bounds.min ? [z.minimum(bounds.min[0], bounds.min[1])] : []),
    ...(bounds.max ? [z.maximum(bounds.max[0], bounds.max[1])] : []),
  ];
  return z.pipe(wholeNumberParam(notANumber), z.number().check(...checks));
}

/** The largest id PostgreSQL's integer column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path ("/parts/:id"): positive, decimal, within the integer column. */
export function rowIdParam(label: string) {
  return z.pipe(
    wholeNumberParam(`${label} id must be a number`),
    z.number().check(z.positive(`${label} id must be positive`), z.maximum(MAX_ROW_ID, `${label} id is too large`)),
  );
}
