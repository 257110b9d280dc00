import { compactText } from './search-text.ts';

/**
 * Of the parts' make or model texts holding a search's make or model (SPEC §7: a partial match, by
 * letters and digits alone, "deluxe" in "De Luxe Six"), those naming it exactly when some do: one of the
 * names a text lists (comma separated) with the same letters and digits. A model chosen from the list is
 * that model's parts alone: the 1934 Pontiac "Eight" is not the Economy, Improved or De Luxe Eight, the
 * Oakland "Six" not the All-American Six; a text naming no model whole ("chief") keeps every model
 * holding it (the Chieftain, the Star Chief and the Super Chief).
 */
export function vehicleValuesNamed(holding: readonly string[], typed: string): string[] {
  const wanted = compactText(typed);
  const exact = holding.filter((value) => value.split(',').some((name) => compactText(name) === wanted));
  return exact.length > 0 ? exact : [...holding];
}
