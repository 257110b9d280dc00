import { describe, expect, it } from 'vitest';

import { parseAllYears } from './all-years.ts';
import { ModelInputSchema, splitProductionPeriods } from './vehicle.schema.ts';

describe('All Years', () => {
  it('reads ranges, lists and mixes into the set of years they name', () => {
    expect(parseAllYears('1967-1969, 1971-1972')).toEqual({ ok: true, years: [1967, 1968, 1969, 1971, 1972] });
    expect(parseAllYears('1967, 1968, 1969')).toEqual({ ok: true, years: [1967, 1968, 1969] });
    expect(parseAllYears('1940-1942,1946, 1947 - 1948')).toEqual({ ok: true, years: [1940, 1941, 1942, 1946, 1947, 1948] });
  });

  it('forgives en and em dashes, spaces, semicolons, duplicates and a range written backwards', () => {
    expect(parseAllYears(' 1955 \u2013 1957 ; 1956,1956 ')).toEqual({ ok: true, years: [1955, 1956, 1957] });
    expect(parseAllYears('1957\u20141955')).toEqual({ ok: true, years: [1955, 1956, 1957] });
    expect(parseAllYears('1960-1958, , 1959,')).toEqual({ ok: true, years: [1958, 1959, 1960] });
  });

  it('names what it cannot read, and the year outside the model\'s own years', () => {
    expect(parseAllYears('')).toEqual({ ok: false, message: 'All years is required' });
    expect(parseAllYears(' , ')).toEqual({ ok: false, message: 'All years is required' });
    expect(parseAllYears('1955, fifty-six')).toEqual({ ok: false, message: 'Invalid year format: "fifty-six" is not a year or a range such as 1967-1969' });
    expect(parseAllYears('55-57')).toMatchObject({ ok: false, message: expect.stringContaining('"55-57"') });
    expect(parseAllYears('1955-1957-1959')).toMatchObject({ ok: false });
    expect(parseAllYears('1955.5')).toMatchObject({ ok: false });
    expect(parseAllYears('1954-1956', { start: 1955, end: 1960 })).toEqual({ ok: false, message: "1954 is outside the model's years 1955-1960" });
    expect(parseAllYears('1899')).toEqual({ ok: false, message: "1899 is outside the model's years 1900-2040" });
  });
});

describe('the model form', () => {
  const valid = { makeId: 1, name: ' Star Chief ', yearStart: 1954, yearEnd: 1960, allYears: ' 1954-1960 ', productionPeriods: '124 in wheelbase\n\n  Custom Safari  \n' };

  it('trims the name and All Years and splits production periods by line, dropping blank ones', () => {
    expect(ModelInputSchema.parse(valid)).toEqual({ makeId: 1, name: 'Star Chief', yearStart: 1954, yearEnd: 1960, allYears: '1954-1960', productionPeriods: ['124 in wheelbase', 'Custom Safari'] });
    expect(splitProductionPeriods(['  a ', '', 'b'])).toEqual(['a', 'b']);
  });

  it('gives SPEC\'s messages for each year rule', () => {
    const message = (change: object) => ModelInputSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message;
    expect(message({ makeId: undefined })).toBe('Please select a make');
    expect(message({ yearStart: Number.NaN })).toBe('Invalid year format');
    expect(message({ yearStart: 1899 })).toBe('Start year must be between 1900 and 2040');
    expect(message({ yearEnd: 2041 })).toBe('End year must be between 1900 and 2040');
    expect(message({ yearStart: 1960, yearEnd: 1954 })).toBe('End year cannot be before start year');
    expect(message({ allYears: '1950-1954' })).toBe("1950 is outside the model's years 1954-1960");
    expect(message({ name: '  ' })).toBe('Model name is required');
  });
});
