import { describe, expect, it } from 'vitest';

import { formatDateTime, formatMegabytes, formatQuotedWords } from './format.ts';

describe('how the shop writes moments, sizes and words', () => {
  it('quotes the words, any one of them', () => {
    expect(formatQuotedWords(['xqzt'])).toBe('“xqzt”');
    expect(formatQuotedWords(['emergency', 'cable'])).toBe('“emergency” or “cable”');
    expect(formatQuotedWords(['lamp', 'light', 'lamps'])).toBe('“lamp”, “light”, or “lamps”');
  });

  it('writes a size in megabytes and a moment in the shop\'s words', () => {
    expect(formatMegabytes(1_834_000)).toBe('1.8 MB');
    expect(formatMegabytes(-5)).toBe('0 MB');
    expect(formatDateTime(new Date(2026, 10, 26, 17, 20))).toBe('Nov 26, 2026, 5:20 PM');
  });
});
