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
 * Of a near miss's parts ranked alike, those whose years lie nearest to the years a word names come first
 * (ADR 009): a part of the year before or after is often the same part, and the one a restorer checks
 * first. As many levels as there are years apart within the bounds (MIN_YEAR to MAX_YEAR).
 */
export const YEARS_AWAY_LEVELS = MAX_YEAR - MIN_YEAR + 1;

/** A span of model years a typed word names: one year, a span, a decade, an engine's years. */
export interface YearSpan {
  first: number;
  last: number;
}

/** How many years lie between a part's years and `years` (0 when they meet), at most YEARS_AWAY_LEVELS - 1. */
export function yearsAway(part: { yearStart: number; yearEnd: number }, years: YearSpan): number {
  return Math.min(YEARS_AWAY_LEVELS - 1, Math.max(years.first - part.yearEnd, part.yearStart - years.last, 0));
}

/**
 * The years typed words name (a year, a span, a decade, an engine's), each once, in their order: those a
 * near miss's parts are ranked nearest to (yearsAway). A span holding another named is left out, the
 * narrower saying more: "1959 wide track hood ornament" is 1959's, not the Wide-Track's 1959-1960 too.
 */
export function namedYears(words: readonly { years?: YearSpan }[]): YearSpan[] {
  const named = new Map<string, YearSpan>();
  for (const { years } of words) if (years) named.set(`${years.first}-${years.last}`, { first: years.first, last: years.last });
  const spans = [...named.values()];
  return spans.filter((span) => !spans.some((other) => other !== span && other.first >= span.first && other.last <= span.last));
}
