/**
 * The public requests a crowd sends (bench:http and bench:memory): 1,000 distinct searches drawn
 * Zipf-like from the catalogue's own words, makes, models, years, categories and part numbers, and
 * for a fifth of the requests a part by id.
 */
import { BENCH_DEMO_PARTS, type BenchPart } from './catalogue.ts';

const DISTINCT_SEARCHES = 1_000;
const PART_PAGE_SHARE = 0.2;

/** A small deterministic random source, so every run draws the same mix. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Draws index i of n with weight 1/(i+1): a few searches are very common, most are rare. */
function zipf(n: number, next: () => number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) cumulative.push((total += 1 / (i + 1)));
  return () => {
    const target = next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** 1,000 distinct public searches as a restorer would make them, from the catalogue's own values. */
function searchMix(rows: BenchPart[], next: () => number): string[] {
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;
  const words = [...new Set(rows.slice(0, BENCH_DEMO_PARTS).flatMap((row) => row.name.toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= 4)))];
  const makes = ['Pontiac', 'Oakland'];
  const models = [...new Set(rows.slice(0, BENCH_DEMO_PARTS).map((row) => row.model ?? '').filter(Boolean))];
  const categories = [...new Set(rows.slice(0, BENCH_DEMO_PARTS).flatMap((row) => row.categories ?? []))];
  const skus = rows.slice(0, BENCH_DEMO_PARTS).map((row) => row.sku.split('-').slice(0, 2).join('-'));
  const year = () => String(1926 + Math.floor(next() * 35));
  const makers: (() => Record<string, string>)[] = [
    () => ({ q: pick(words) }),
    () => ({ make: pick(makes), year: year() }),
    () => ({ make: 'Pontiac', model: pick(models), year: year() }),
    () => ({ category: pick(categories) }),
    () => ({ partNumber: pick(skus) }),
    () => ({ make: pick(makes), q: pick(words) }),
    () => ({ year: year(), category: pick(categories) }),
    () => ({ q: `${pick(words)} ${pick(words)}` }),
  ];
  const searches = new Set<string>();
  while (searches.size < DISTINCT_SEARCHES) searches.add(`/api/catalog/search?${new URLSearchParams(pick(makers)())}`);
  return [...searches];
}

/** The next request path of the mix, drawn the same way on every run (part ids 1..min(rows, 5,000)). */
export function requestMix(rows: BenchPart[]): () => string {
  const next = random(1955);
  const searches = searchMix(rows, next);
  const drawSearch = zipf(searches.length, next);
  const drawPart = zipf(Math.min(rows.length, 5_000), next);
  return () => (next() < PART_PAGE_SHARE ? `/api/catalog/parts/${drawPart() + 1}` : searches[drawSearch()]!);
}
