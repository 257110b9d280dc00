import { z } from 'zod';

const DECIMAL_WHOLE_NUMBER = /^-?\d{1,15}$/;

/**
 * A whole number from a query string or path, written in decimal digits only. `z.coerce` would take
 * "0x7b2" as 1970, "1e3" as 1000 and "" as 0; here they are "not a number".
 */
export function wholeNumberParam(notANumber: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (DECIMAL_WHOLE_NUMBER.test(value.trim()) ? Number(value.trim()) : Number.NaN) : value),
    z.number({ error: notANumber }).int(notANumber),
  );
}

/** The largest id PostgreSQL's integer column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path ("/parts/:id"): positive, decimal, within the integer column. */
export function rowIdParam(label: string) {
  return wholeNumberParam(`${label} id must be a number`).pipe(
    z.number().positive(`${label} id must be positive`).max(MAX_ROW_ID, `${label} id is too large`),
  );
}
