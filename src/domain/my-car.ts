import * as z from 'zod/mini';

import { splitMakes } from './catalog.schema.ts';
import { MAX_YEAR, MIN_YEAR } from './years.ts';

/** The visitor's car, picked once and remembered in the browser. */
export const MyCarSchema = z.object({
  year: z.int().check(z.minimum(MIN_YEAR), z.maximum(MAX_YEAR)),
  make: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  model: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type MyCar = z.infer<typeof MyCarSchema>;

export function describeCar(car: MyCar): string {
  return `${car.year} ${car.make} ${car.model}`;
}

/**
 * A model's name by its letters and digits ("Star-Chief" is the Star Chief), as the search compares them
 * (compactText, whose accent folding is left out here: every public page loads this file, and
 * search-text.ts's accent tables would add half a kilobyte to each; the cars' model names have no accents).
 */
const modelLetters = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether a part fits the car: the year within the part's years, the make among its makes, and the
 * model among the models its model text names (as the search reads a model chosen from the list,
 * vehicleValuesNamed: the 1934 Eight's parts are not the Economy Eight's).
 */
export function partFitsCar(part: { yearStart: number; yearEnd: number; make: string; model: string }, car: MyCar): boolean {
  const make = car.make.toLowerCase();
  const model = modelLetters(car.model);
  return (
    part.yearStart <= car.year &&
    car.year <= part.yearEnd &&
    splitMakes(part.make).some((partMake) => partMake.toLowerCase() === make) &&
    part.model.split(',').some((name) => modelLetters(name) === model)
  );
}
