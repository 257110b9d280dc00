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

const SKU_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** At most this many part numbers are offered for one typed a slip away from them. */
export const MAX_OFFERED_PART_NUMBERS = 3;

/** A normalised part number this long, with a figure in it, is looked for one slip away when nothing holds it: a shorter one has too many neighbours to offer. */
const PART_NUMBER_SLIP_MIN_LENGTH = 5;
const PART_NUMBER_SLIP_MAX_LENGTH = 20;

/**
 * The normalised part numbers one slip from `normalized`: a figure or letter left out, doubled or put in,
 * two neighbours swapped, or one mistyped ("8193846" for "8193864"). None for a number too short or too
 * long to be a whole part number, or with no figure in it (a word, not a number).
 */
export function partNumberSlips(normalized: string): string[] {
  if (normalized.length < PART_NUMBER_SLIP_MIN_LENGTH || normalized.length > PART_NUMBER_SLIP_MAX_LENGTH || !/\d/.test(normalized)) return [];
  const slips = new Set<string>();
  for (let i = 0; i <= normalized.length; i++) {
    const [before, after] = [normalized.slice(0, i), normalized.slice(i)];
    for (const character of SKU_CHARACTERS) {
      slips.add(before + character + after);
      if (i < normalized.length) slips.add(before + character + after.slice(1));
    }
    if (i < normalized.length) slips.add(before + after.slice(1));
    if (i + 1 < normalized.length) slips.add(before + after[1] + after[0] + after.slice(2));
  }
  slips.delete(normalized);
  return [...slips];
}
