import { describe, expect, it } from 'vitest';

import { describeCar, partFitsCar } from './my-car.ts';

const car = { year: 1955, make: 'Pontiac', model: 'Star Chief' };

describe('my car', () => {
  it('is described as year, make and model', () => {
    expect(describeCar(car)).toBe('1955 Pontiac Star Chief');
  });

  it('fits a part whose years include the year, whose makes include the make and whose model names it', () => {
    expect(partFitsCar({ yearStart: 1954, yearEnd: 1956, make: 'Pontiac', model: 'Star Chief' }, car)).toBe(true);
    expect(partFitsCar({ yearStart: 1955, yearEnd: 1955, make: 'Oakland, Pontiac', model: 'Chieftain, Star Chief' }, car)).toBe(true);
    expect(partFitsCar({ yearStart: 1956, yearEnd: 1958, make: 'Pontiac', model: 'Star Chief' }, car)).toBe(false);
    expect(partFitsCar({ yearStart: 1954, yearEnd: 1956, make: 'Oakland', model: 'Star Chief' }, car)).toBe(false);
    expect(partFitsCar({ yearStart: 1954, yearEnd: 1956, make: 'Pontiac', model: 'Chieftain' }, car)).toBe(false);
    expect(partFitsCar({ yearStart: 1954, yearEnd: 1956, make: 'Pontiac', model: 'Star-Chief' }, car)).toBe(true);
  });

  it('fits the model the car is, not another whose name holds it', () => {
    const eight = { year: 1934, make: 'Pontiac', model: 'Eight' };
    expect(partFitsCar({ yearStart: 1933, yearEnd: 1934, make: 'Pontiac', model: 'Economy Eight' }, eight)).toBe(false);
    expect(partFitsCar({ yearStart: 1933, yearEnd: 1934, make: 'Pontiac', model: 'Economy Eight, Eight' }, eight)).toBe(true);
  });
});
