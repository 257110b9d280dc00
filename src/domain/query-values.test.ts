import { describe, expect, it } from 'vitest';

import { rowIdParam, wholeNumberParam } from './query-values.ts';

describe('numbers in query strings and paths', () => {
  const year = wholeNumberParam('Year must be a number');

  it('reads decimal digits, with spaces around them trimmed', () => {
    expect(year.parse('1955')).toBe(1955);
    expect(year.parse(' 1955 ')).toBe(1955);
    expect(year.parse('-3')).toBe(-3);
    expect(year.parse(1955)).toBe(1955);
  });

  it('refuses hexadecimal, exponents, decimals and empty text that coercion would accept', () => {
    for (const text of ['0x7b2', '1e3', '19.5', '', ' ', '1955abc', 'Infinity', '0b11']) {
      const result = year.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message, text).toBe('Year must be a number');
    }
  });

  it('keeps row ids positive and within the integer column', () => {
    const id = rowIdParam('Part');
    expect(id.parse('42')).toBe(42);
    expect(id.safeParse('0').error?.issues[0]?.message).toBe('Part id must be positive');
    expect(id.safeParse('2147483648').error?.issues[0]?.message).toBe('Part id is too large');
    expect(id.safeParse('1abc').error?.issues[0]?.message).toBe('Part id must be a number');
  });
});
