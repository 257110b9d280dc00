/**
 * How the shop writes a moment, a size and a list of words, in one place: the back office's lists, the offline offer and
 * the offline banner the service worker writes say them the same way ("Nov 26, 2026, 5:20 PM", "1.8 MB").
 */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the shop shows it: an ISO string from the API, or a Date. */
export const formatDateTime = (moment: string | Date): string => dateTime.format(typeof moment === 'string' ? new Date(moment) : moment);

const megabytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/** A size in bytes as megabytes ("0.3 MB", "241.5 MB"): how big a copy kept on this device is. */
export const formatMegabytes = (bytes: number): string => megabytes.format(Math.max(bytes, 0) / 1_000_000);

const anyOf = new Intl.ListFormat('en-US', { type: 'disjunction' });

/** Words the visitor typed or the shop read them as, each quoted, any one of them: "“emergency” or “cable”", "“a”, “b”, or “c”". */
export const formatQuotedWords = (words: readonly string[]): string => anyOf.format(words.map((word) => `“${word}”`));
