import { describe, expect, it } from 'vitest';

import { countOf, formatCount } from './counts.ts';

describe('counts', () => {
  it('marks the thousands and says one thing in the singular', () => {
    expect(formatCount(1309)).toBe('1,309');
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(0)).toBe('0');
    expect(countOf(1, 'part')).toBe('1 part');
    expect(countOf(0, 'part')).toBe('0 parts');
    expect(countOf(1309, 'part')).toBe('1,309 parts');
    expect(countOf(3, 'category', 'categories')).toBe('3 categories');
  });
});
