import { MAX_YEAR, MIN_YEAR } from './years.ts';

// A model's All Years text, read. Apart from vehicle.schema.ts (the model's input rules): the
// public pages read a model's years with it, and would otherwise build every schema of that file.

/** SPEC §5's words for an All Years text that names no year, or one that cannot be read. */
export const ALL_YEARS_MESSAGES = { required: 'All years is required', invalidYear: 'Invalid year format' } as const;

/** One token of an All Years text: a year, or a range written with a hyphen or a dash. */
const TOKEN = /^(\d{4})(?:\s*[-\u2010-\u2015]\s*(\d{4}))?$/;

export type AllYearsResult = { ok: true; years: number[] } | { ok: false; message: string };

/**
 * Reads All Years as restorers write it ("1967-1969, 1971-1972", "1967, 1968, 1969", or a mix; en
 * dashes, spaces, duplicates and a range written backwards are all fine) into the sorted set of years
 * it names. Returns a message naming what could not be read, or the year outside `bounds`.
 */
export function parseAllYears(text: string, bounds: { start: number; end: number } = { start: MIN_YEAR, end: MAX_YEAR }): AllYearsResult {
  const tokens = text.split(/[,;]/).map((token) => token.trim()).filter(Boolean);
  if (tokens.length === 0) return { ok: false, message: ALL_YEARS_MESSAGES.required };
  const years = new Set<number>();
  for (const token of tokens) {
    const match = TOKEN.exec(token);
    if (!match) return { ok: false, message: `${ALL_YEARS_MESSAGES.invalidYear}: "${token}" is not a year or a range such as 1967-1969` };
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    for (let year = Math.min(first, last); year <= Math.max(first, last); year++) {
      if (year < bounds.start || year > bounds.end) {
        return { ok: false, message: `${year} is outside the model's years ${bounds.start === bounds.end ? bounds.start : `${bounds.start}-${bounds.end}`}` };
      }
      years.add(year);
    }
  }
  return { ok: true, years: [...years].sort((a, b) => a - b) };
}
