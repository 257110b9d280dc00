/** Inclusive bounds for every model year the catalogue accepts (SPEC §5, PRODUCT "Year bounds"). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2040;

/** The catalogue's own era: the years the shop sells parts for. */
export const CATALOG_FIRST_YEAR = 1926;
export const CATALOG_LAST_YEAR = 1960;

/** Year choices for selects: MAX_YEAR down to `from` (141 values by default). */
export function yearOptions(from: number = MIN_YEAR): number[] {
  const start = Math.max(from, MIN_YEAR);
  const years: number[] = [];
  for (let year = MAX_YEAR; year >= start; year--) years.push(year);
  return years;
}

export function isValidYear(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_YEAR && value <= MAX_YEAR;
}

/** "1955" for one year, "1955-1957" for a span. */
export function formatYearRange(start: number, end: number): string {
  return start === end ? String(start) : `${start}-${end}`;
}

/**
 * Of a near miss's parts holding as many of the words, those whose years lie nearest to the years a word
 * names come first (ADR 009): a part of the year before or after is often the same part, and the one a
 * restorer checks first. Counted up to this many levels: a part this many years away or more is as far as any.
 */
export const YEARS_AWAY_LEVELS = 11;

/** How many years lie between a part's years and `years` (0 when they meet), up to YEARS_AWAY_LEVELS - 1. */
export function yearsAway(part: { yearStart: number; yearEnd: number }, years: { first: number; last: number }): number {
  return Math.min(YEARS_AWAY_LEVELS - 1, Math.max(years.first - part.yearEnd, part.yearStart - years.last, 0));
}
