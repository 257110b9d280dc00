import { describe, expect, it } from 'vitest';

import { formatYearRange, isValidYear, MAX_YEAR, MIN_YEAR, yearOptions, yearsAway, YEARS_AWAY_LEVELS } from './years.ts';

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

describe('years away', () => {
  it('counts the years between a part\'s years and those named, 0 where they meet', () => {
    const part = { yearStart: 1949, yearEnd: 1954 };
    expect(yearsAway(part, { first: 1953, last: 1953 })).toBe(0);
    expect(yearsAway(part, { first: 1955, last: 1957 })).toBe(1);
    expect(yearsAway(part, { first: 1940, last: 1946 })).toBe(3);
    expect(yearsAway(part, { first: 1926, last: 1926 })).toBe(23);
    // Every year apart counts, to the widest span the accepted years allow.
    expect(yearsAway({ yearStart: 2040, yearEnd: 2040 }, { first: 1900, last: 1900 })).toBe(YEARS_AWAY_LEVELS - 1);
  });
});
