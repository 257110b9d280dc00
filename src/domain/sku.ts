/**
 * Part numbers are typed many ways (`977-5196`, `9775196`, `977 5196`, `977.5196`):
 * the normalised form keeps only lower-case letters and digits so they all compare equal.
 * The database computes the same expression in a generated column (see parts schema).
 */
export function normalizeSku(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The SQL twin of normalizeSku, used by the generated column and by queries. */
export const NORMALIZE_SKU_SQL = `regexp_replace(lower(sku), '[^a-z0-9]', '', 'g')`;
