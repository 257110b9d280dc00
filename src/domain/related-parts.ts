import * as z from 'zod/mini';

import { availableQuantity } from './cart.ts';
import { type Part, PartSchema } from './part.schema.ts';

// "More for this car" on a part's page: the shop's other parts for the car it fits, those nearest in kind
// first. The server picks them in SQL (modules/catalog/related-parts.ts) and the copy kept offline here;
// the rule is one, and the offline copy's test holds the two to the same answers.

/** How many of the car's other parts a part's page shows: a row of four, two rows on a phone. */
export const RELATED_PARTS = 4;

/** The answer of /api/catalog/parts/:id/related. */
export const RelatedPartsSchema = z.object({ items: z.array(PartSchema) });

/** Whether a part fits one car (one make, one model): its page links that car's parts and shows some of them. */
export const namesOneCar = (part: Pick<Part, 'make' | 'model'>) => part.make !== '' && part.model !== '' && !part.make.includes(',') && !part.model.includes(',');

/** Whether `other` fits the car `part` fits: the same make and model, and a year of it. */
const fitsSameCar = (part: Part, other: Part) =>
  other.id !== part.id && other.make === part.make && other.model === part.model && other.yearStart <= part.yearEnd && other.yearEnd >= part.yearStart;

/** A shop section and the categories filed in it, as the search panel lists them. */
export interface SectionOfCategories {
  name: string;
  categories: string[];
}

/** A kind of part: one of a part's categories, or one of its sections (every category filed in it). */
export interface PartKind {
  name: string;
  categories: string[];
}

/** A part's kinds: its categories, then the sections they are filed in (by name). */
export function partKinds(part: Part, sections: readonly SectionOfCategories[]): PartKind[] {
  const own = [...new Set(part.categories)];
  const filed = sections.filter((section) => section.categories.some((category) => own.includes(category))).sort((a, b) => compareNames(a.name, b.name));
  return [...own.map((category) => ({ name: category, categories: [category] })), ...filed.map((section) => ({ name: section.name, categories: section.categories }))];
}

/** Whether a part is of a kind. */
const isOfKind = (part: Part, kind: PartKind) => part.categories.some((category) => kind.categories.includes(category));

/**
 * Past this many of the car's filings (a part under a category of the kind), a kind tells little of what
 * a part is ("NOS GM Parts", "Reproduction Parts"): such kinds count as equally broad, so the server
 * counts no further (a few index entries, not the car's thousands at 100,000 parts).
 */
export const BROAD_KIND_FILINGS = 24;

/** How many times the parts are filed under the kind's categories (a part under two of a section's, twice), up to BROAD_KIND_FILINGS. */
const kindFilings = (parts: readonly Part[], kind: PartKind) =>
  Math.min(BROAD_KIND_FILINGS, parts.reduce((filings, part) => filings + [...new Set(part.categories)].filter((category) => kind.categories.includes(category)).length, 0));

/**
 * A part's kinds, the most telling first: those under which the fewest of the car's other parts are filed
 * (kindFilings: a water pump's "Water Pumps", then the COOLING section, before "NOS GM Parts", which files
 * half the car), in the order partKinds gives them where as many.
 */
export function kindsByTelling(kinds: readonly PartKind[], filingsOf: (kind: PartKind) => number): PartKind[] {
  return kinds
    .map((kind, place) => ({ kind, place, filings: filingsOf(kind) }))
    .sort((a, b) => a.filings - b.filings || a.place - b.place)
    .map(({ kind }) => kind);
}

/**
 * The car's other parts a part's page shows: those of its most telling kind first (kindsByTelling), then
 * of its next, then the rest; within each, those that can be ordered first, by name, the first added.
 * None for a part that fits no one car.
 */
export function relatedParts(part: Part, parts: readonly Part[], sections: readonly SectionOfCategories[]): Part[] {
  if (!namesOneCar(part)) return [];
  const car = parts.filter((other) => fitsSameCar(part, other));
  const kinds = kindsByTelling(partKinds(part, sections), (kind) => kindFilings(car, kind));
  const tierOf = (other: Part) => {
    const tier = kinds.findIndex((kind) => isOfKind(other, kind));
    return tier < 0 ? kinds.length : tier;
  };
  return car
    .map((other) => ({ other, tier: tierOf(other), waiting: availableQuantity(other) > 0 ? 0 : 1 }))
    .sort((a, b) => a.tier - b.tier || a.waiting - b.waiting || compareNames(a.other.name, b.other.name) || a.other.id - b.other.id)
    .slice(0, RELATED_PARTS)
    .map(({ other }) => other);
}

/** Names in the database's order for them: byte by byte ("C" collation), as the server's statement sorts. */
const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
