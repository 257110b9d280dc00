import { describe, expect, it } from 'vitest';

import { formatYearRange, isValidYear, MAX_YEAR, MIN_YEAR, yearOptions } from './years.ts';

describe('year options', () => {
  it('run from 2040 down to 1900: 141 values', () => {
    const years = yearOptions();
    expect(years).toHaveLength(141);
    expect(years[0]).toBe(MAX_YEAR);
    expect(years.at(-1)).toBe(MIN_YEAR);
  });

  it('never go below the chosen start year', () => {
    expect(yearOptions(1955).at(-1)).toBe(1955);
    expect(yearOptions(1800)).toHaveLength(141);
  });

  it('accept only whole years within the bounds', () => {
    expect(isValidYear(1900)).toBe(true);
    expect(isValidYear(2040)).toBe(true);
    expect(isValidYear(1899)).toBe(false);
    expect(isValidYear(2041)).toBe(false);
    expect(isValidYear(1955.5)).toBe(false);
  });

  it('format a single year without a dash', () => {
    expect(formatYearRange(1955, 1955)).toBe('1955');
    expect(formatYearRange(1955, 1957)).toBe('1955-1957');
  });
});
