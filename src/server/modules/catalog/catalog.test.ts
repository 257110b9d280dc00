import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import type { SearchResult } from '../../../domain/catalog.schema.ts';
import { compactText } from '../../../domain/search-text.ts';
import { categories, parts, vehicleMakes, vehicleModels } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { describeEachDatabase, type TestContext } from '../../testing/test-database.ts';

type NewPart = typeof parts.$inferInsert;

const base = { description: '', categories: [] as string[], make: 'Pontiac', model: 'Chieftain', yearStart: 1949, yearEnd: 1952 };
const FIXTURE: NewPart[] = [
  { ...base, sku: '977-5196', name: 'Chief Pontiac Hood Ornament', regularPrice: '189.95', categories: ['Hood Ornaments'], description: 'Illuminated chief head' },
  { ...base, sku: 'SS-TL-1001', name: 'Tail Lamp Lens', regularPrice: '34.50', categories: ['Tail Lamp Lenses', 'Reproduction Parts'], model: 'Star Chief', yearStart: 1954, yearEnd: 1956 },
  { ...base, sku: 'SS-EN-2002', name: 'Head Gasket 100%', regularPrice: '54.00', categories: ['Gaskets & Seals'], make: 'Oakland, Pontiac', model: 'V-8', yearStart: 1930, yearEnd: 1932 },
  { ...base, sku: 'SS-LT-3003', name: 'Bonneville Fender Script', regularPrice: '89.00', categories: ['Scripts'], model: 'Bonneville', yearStart: 1957, yearEnd: 1960 },
  { ...base, sku: '977-51960', name: 'Hood Ornament Base Gasket', regularPrice: '12.00', description: 'Fits under part 977-5196' },
  { ...base, sku: 'SS-ED-4004', name: 'Early Part', regularPrice: '10.00', make: 'Oakland', model: 'Six', yearStart: 1900, yearEnd: 1900 },
  { ...base, sku: 'SS-ED-5005', name: 'Late Part', regularPrice: '11.00', model: 'Future', yearStart: 2040, yearEnd: 2040 },
];

/** The fixture, and the sections and categories the facets list, in a suite's fresh database. */
async function loadFixture(db: Db): Promise<void> {
  await db.insert(parts).values(FIXTURE);
  const [section] = await db.insert(categories).values({ name: 'EMBLEMS & SCRIPTS', isSection: true }).returning();
  await db.insert(categories).values([{ name: 'Hood Ornaments', parentId: section!.id }, { name: 'Scripts', parentId: section!.id }]);
}

/** `count` cheap washers, inserted a thousand at a time. */
async function insertWashers(db: Db, count: number, prefix: string, categories: string[] = []): Promise<void> {
  for (let start = 0; start < count; start += 1_000) {
    const size = Math.min(1_000, count - start);
    await db.insert(parts).values(Array.from({ length: size }, (_, i) => ({ ...base, sku: `${prefix}-${start + i}`, name: `Bulk Washer ${prefix}${start + i}`, regularPrice: `${((start + i) % 50) + 2}.00`, categories })));
  }
}

function searchHelpers(context: () => TestContext) {
  const search = async (query: string) => {
    const response = await context().app.inject({ url: `/api/catalog/search?${query}` });
    return { status: response.statusCode, body: response.json() as SearchResult & { message?: string } };
  };
  const skus = (result: SearchResult) => result.items.map((item) => item.sku);
  /** A keyword's parts in their order and the words it says no part holds, with the keyword, for a table of queries. */
  const found = async (q: string) => {
    const { body } = await search(`q=${encodeURIComponent(q)}`);
    return { q, skus: skus(body), partial: body.partial };
  };
  return { search, skus, found };
}

/** Adds models of the Pontiac make, as the shop's vehicle list holds them (the search reads a model's years from there). */
async function addPontiacModels(db: Db, models: Omit<typeof vehicleModels.$inferInsert, 'makeId'>[]) {
  const [pontiac] = await db.select().from(vehicleMakes).where(sql`lower(${vehicleMakes.name}) = 'pontiac'`);
  return db
    .insert(vehicleModels)
    .values(models.map((model) => ({ ...model, makeId: pontiac!.id })))
    .returning();
}

describeEachDatabase('public catalogue API', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await loadFixture(context().database.db);
  });

  it('orders by price, highest first, with the total count', async () => {
    const { body } = await search('pageSize=3');
    expect(body.total).toBe(FIXTURE.length);
    expect(body.items.map((item) => item.regularPrice)).toEqual(['189.95', '89.00', '54.00']);
  });

  it('finds a part number however it is typed, in the part-number field or as a keyword', async () => {
    // Said as restorers say it, too: "part no.", "p/n", "#".
    for (const typed of ['part no. 977-5196', 'p/n 977-5196', '#977-5196', 'part number 9775196']) {
      const { body } = await search(`q=${encodeURIComponent(typed)}`);
      expect(skus(body)[0], typed).toBe('977-5196');
      expect(body.partial, typed).toBeUndefined();
    }
    for (const typed of ['977-5196', '9775196', '977 5196', '977.5196']) {
      expect(skus((await search(`partNumber=${encodeURIComponent(typed)}`)).body)).toEqual(['977-5196', '977-51960']);
      expect(skus((await search(`q=${encodeURIComponent(typed)}&sort=relevance`)).body)[0]).toBe('977-5196');
    }
    // Its letters typed apart too, and named as the SKU.
    for (const typed of ['SS TL 1001', 'ss tl-1001', 'sku SS-TL-1001']) {
      const { body } = await search(`q=${encodeURIComponent(typed)}`);
      expect({ typed, skus: skus(body), partial: body.partial }).toEqual({ typed, skus: ['SS-TL-1001'], partial: undefined });
    }
  });

  it('ranks the exact part number first under best match, whatever the prices', async () => {
    const { body } = await search('partNumber=97751960&sort=relevance');
    expect(skus(body)).toEqual(['977-51960']);
    const both = await search('partNumber=977-5196&sort=relevance');
    expect(skus(both.body)).toEqual(['977-5196', '977-51960']);
  });

  it('orders a typed keyword by best match unless another order is chosen; filters alone keep price, high to low', async () => {
    // The ornament filed under Hood Ornaments before the gasket whose name begins with the words.
    expect(skus((await search('q=hood%20ornament')).body)).toEqual(['977-5196', '977-51960']);
    expect(skus((await search('q=hood%20ornament&sort=price_asc')).body)).toEqual(['977-51960', '977-5196']);
    const browsing = (await search('model=Chieftain')).body.items.map((item) => Number(item.regularPrice));
    expect(browsing).toEqual([...browsing].sort((x, y) => y - x));
  });

  it('tolerates a typo in a keyword', async () => {
    const slip = (await search('q=bonnevile')).body;
    expect(skus(slip)).toEqual(['SS-LT-3003']);
    // The visitor is told what the slip was taken for; a word found as typed, or found nowhere, is no correction.
    expect(slip.corrections).toEqual([{ typed: 'bonnevile', meant: ['bonneville'] }]);
    expect((await search('q=bonneville')).body.corrections).toBeUndefined();
    expect((await search('q=Ornment%20hood')).body.corrections).toEqual([{ typed: 'Ornment', meant: ['ornament'] }]);
    expect(skus((await search('q=ornment')).body).sort()).toEqual(['977-5196', '977-51960']);
    const nothing = (await search('q=xylophone')).body;
    expect(nothing.items).toEqual([]);
    expect(nothing.corrections).toBeUndefined();
  });

  it("knows the owners' names for the cars: a Bonnie is a Bonneville", async () => {
    const bonnie = (await search('q=57%20bonnie%20script')).body;
    expect(skus(bonnie)).toEqual(['SS-LT-3003']);
    expect(bonnie.partial).toBeUndefined();
  });

  it('filters by year inclusive of both ends, including 1900 and 2040', async () => {
    expect(skus((await search('year=1952')).body)).toEqual(['977-5196', '977-51960']);
    expect(skus((await search('year=1953')).body)).toEqual([]);
    expect(skus((await search('year=1900')).body)).toEqual(['SS-ED-4004']);
    expect(skus((await search('year=2040')).body)).toEqual(['SS-ED-5005']);
  });

  it('matches makes within comma-separated make lists', async () => {
    expect(skus((await search('make=oakland')).body).sort()).toEqual(['SS-ED-4004', 'SS-EN-2002']);
  });

  it('filters by category and model, and combines filters', async () => {
    expect(skus((await search('category=Scripts')).body)).toEqual(['SS-LT-3003']);
    expect(skus((await search('make=Pontiac&model=star&year=1955')).body)).toEqual(['SS-TL-1001']);
  });

  it('searches keywords across name, description, SKU, make and model; marks and wildcards are no part of a word', async () => {
    expect(skus((await search('q=illuminated')).body)).toEqual(['977-5196']);
    // "100%" is the word 100: in the name of the gasket first, then in the part number SS-TL-1001.
    expect(skus((await search('q=100%25')).body)).toEqual(['SS-EN-2002', 'SS-TL-1001']);
    // A page past the last still says how many there are.
    expect((await search('q=gasket&page=9')).body).toMatchObject({ total: 2, items: [] });
    expect((await search(`q=${encodeURIComponent("'; drop table parts; --")}`)).status).toBe(200);
    expect((await search('')).body.total).toBe(FIXTURE.length);
  });

  it('shows the parts that hold some of the words when none holds them all, and names the words found nowhere', async () => {
    const full = (await search('q=lens%20tail')).body;
    expect(skus(full)).toEqual(['SS-TL-1001']);
    expect(full.partial).toBeUndefined();
    const oneMissing = (await search('q=lens%20frobnitz')).body;
    expect(skus(oneMissing)).toEqual(['SS-TL-1001']);
    expect(oneMissing.partial).toEqual({ missingWords: ['frobnitz'] });
    // No part holds both, but each is held by some: the gaskets, not the Bonneville's other parts.
    const apart = (await search('q=bonneville%20gasket')).body;
    expect(apart.partial).toEqual({ missingWords: [] });
    expect(skus(apart).sort()).toEqual(['977-51960', 'SS-EN-2002']);
    // Words that all name the part: the parts holding any of them.
    const parts = (await search('q=gasket%20script')).body;
    expect(parts.partial).toEqual({ missingWords: [] });
    expect(skus(parts).sort()).toEqual(['977-51960', 'SS-EN-2002', 'SS-LT-3003']);
    expect((await search('q=frobnitz%20quux')).body).toMatchObject({ total: 0, items: [] });
  });

  it('forgives slips in words and ignores hyphens, dots and spaces inside them', async () => {
    expect(skus((await search('q=ornamnet')).body)).toEqual(['977-5196', '977-51960']);
    expect(skus((await search('q=bonnevlle%20scirpt')).body)).toEqual(['SS-LT-3003']);
    expect(skus((await search('q=hed%20gasket')).body)).toEqual(['SS-EN-2002']);
    expect(skus((await search('q=tail-lamp')).body)).toEqual(['SS-TL-1001']);
    expect(skus((await search('q=taillamp')).body)).toEqual(['SS-TL-1001']);
    expect(skus((await search('q=star%20chief%20lens')).body)).toEqual(['SS-TL-1001']);
    expect(skus((await search('q=starchief')).body)).toEqual(['SS-TL-1001']);
    // "v8" alone is also every car of 1955 on (an engine's name): beside a word, the V-8's gasket.
    expect(skus((await search('q=v8%20gasket')).body)).toEqual(['SS-EN-2002']);
    // A word found as typed is not stretched to its neighbours: "lamp" is no "lame" or "camp".
    expect(skus((await search('q=scripts')).body)).toEqual(['SS-LT-3003']);
  });

  it('takes a year typed among the words for the parts that fit it, and a light for a lamp', async () => {
    // The lens fits 1954 to 1956: "1955" is nowhere in its text, yet it holds every word.
    for (const typed of ['1955 tail lens', "'55 tail lens", 'tail lens 55', 'taillight 1955', 'tail light', 'tail lite lens']) {
      const { body } = await search(`q=${encodeURIComponent(typed)}`);
      expect(skus(body), typed).toEqual(['SS-TL-1001']);
      expect(body.partial, typed).toBeUndefined();
    }
    // A span of years holds the parts that fit any year of it: the lens (1954-1956) and the 1949-1952 ornament.
    expect(skus((await search('q=lens%2055-57')).body)).toEqual(['SS-TL-1001']);
    expect(skus((await search('q=ornament%201952-53')).body).sort()).toEqual(['977-5196', '977-51960']);
    expect((await search('q=ornament%2053-55')).body).toMatchObject({ partial: { missingWords: [] } });
    // So does a decade, however it is written: the fifties hold the lens and the ornaments, the thirties the head gasket.
    for (const typed of ['1950s lens', "50's lens", "lens '50s"]) expect(skus((await search(`q=${encodeURIComponent(typed)}`)).body), typed).toEqual(['SS-TL-1001']);
    expect(skus((await search('q=gasket%201930s')).body)).toEqual(['SS-EN-2002']);
    expect((await search('q=ornament%201930s')).body).toMatchObject({ partial: { missingWords: [] } });
    // Typed as a sentence: its filler words are no words a part must hold.
    const sentence = (await search(`q=${encodeURIComponent('do you have a tail lens for my 1955?')}`)).body;
    expect(skus(sentence)).toEqual(['SS-TL-1001']);
    expect(sentence.partial).toBeUndefined();
    // The trade's "w/" is "with": what follows it comes with the part, which is what is shown (the lens, not the gaskets).
    const withWord = (await search(`q=${encodeURIComponent('tail lens w/ gasket')}`)).body;
    expect(withWord).toEqual((await search(`q=${encodeURIComponent('tail lens with gasket')}`)).body);
    expect(skus(withWord)).toEqual(['SS-TL-1001']);
    expect(skus((await search(`q=${encodeURIComponent('tail lens gasket')}`)).body)).toEqual(['SS-TL-1001', 'SS-EN-2002', '977-51960']);
    // The head gasket fits 1930 to 1932; the other gasket, 1949 to 1952.
    expect(skus((await search('q=gasket%2031')).body)).toEqual(['SS-EN-2002']);
    expect(skus((await search('q=gasket%201951')).body)).toEqual(['977-51960']);
    // A year no part fits is a word no part holds.
    expect((await search('q=gasket%201975')).body).toMatchObject({ partial: { missingWords: ['1975'] } });
    // Alone, a year finds the parts that fit it, at both ends of the years the catalogue takes.
    expect(skus((await search('q=1900')).body)).toEqual(['SS-ED-4004']);
    expect(skus((await search('q=2040')).body)).toEqual(['SS-ED-5005']);
    // Two digits are the model year: "55" finds what "1955" finds, not a part whose text holds "55" and
    // that fits no 1955 car, alone or beside other words; before a measure ("55 cm"), they are its size.
    const { db } = context().database;
    const [wiper] = await db.insert(parts).values({ sku: 'WB-55', name: 'Wiper Blade 55 cm', regularPrice: '9.00', yearStart: 1930, yearEnd: 1932, model: 'Big Six' }).returning();
    try {
      expect(skus((await search('q=55')).body)).toEqual(skus((await search('q=1955')).body));
      expect(skus((await search('q=55')).body)).not.toContain('WB-55');
      expect(skus((await search('q=wiper%2055%20cm')).body)).toEqual(['WB-55']);
      const nearMiss = (await search('q=wiper%2055')).body;
      expect(nearMiss.partial).toEqual({ missingWords: [], nearYears: [{ first: 1955, last: 1955 }] });
      expect(skus(nearMiss)[0]).toBe('WB-55');
    } finally {
      await db.delete(parts).where(sql`${parts.id} = ${wiper!.id}`);
    }
    // A fraction is a size, never a year its figures would make: "3/1" is no 1931.
    expect((await search(`q=${encodeURIComponent('gasket 3/1')}`)).body.partial).toEqual({ missingWords: ['3/1'] });
    // Digits that name no year are matched in the parts' texts as before: "100" is in the gasket's name.
    expect(skus((await search('q=gasket%20100')).body)).toEqual(['SS-EN-2002']);
  });

  it('answers bad input with 400 and a clear message, never a 5xx', async () => {
    expect(await search('year=abc')).toMatchObject({ status: 400, body: { message: 'Year must be a number' } });
    expect(await search('year=1899')).toMatchObject({ status: 400, body: { message: 'Year must be between 1900 and 2040' } });
    expect(await search('page=-1')).toMatchObject({ status: 400, body: { message: 'Page must be 1 or more' } });
    expect(await search(`q=${'a'.repeat(10_000)}`)).toMatchObject({ status: 400, body: { message: 'Keyword must be at most 200 characters' } });
    expect(await search('category=No%20Such%20Category')).toMatchObject({ status: 200, body: { total: 0 } });
  });

  it('serves one part by id and 404 for an unknown id', async () => {
    const { body } = await search('partNumber=9775196');
    const found = await context().app.inject({ url: `/api/catalog/parts/${body.items[0]!.id}` });
    expect(found.json()).toMatchObject({ sku: '977-5196', categories: ['Hood Ornaments'] });
    expect((await context().app.inject({ url: '/api/catalog/parts/999999' })).statusCode).toBe(404);
    expect((await context().app.inject({ url: '/api/catalog/parts/abc' })).statusCode).toBe(400);
  });

  it('lists facets: split makes, the year span and categories under their sections', async () => {
    const facets = (await context().app.inject({ url: '/api/catalog/facets' })).json();
    expect(facets.makes).toEqual(['Oakland', 'Pontiac']);
    expect(facets.years[0]).toBe(2040);
    expect(facets.years.at(-1)).toBe(1900);
    expect(facets.sections).toEqual([
      expect.objectContaining({ name: 'EMBLEMS & SCRIPTS', categories: [expect.objectContaining({ name: 'Hood Ornaments' }), expect.objectContaining({ name: 'Scripts' })] }),
    ]);
  });

  it('counts the parts of each category for the digital catalogue', async () => {
    const sections = (await context().app.inject({ url: '/api/catalog/sections' })).json();
    expect(sections).toEqual([
      expect.objectContaining({ name: 'EMBLEMS & SCRIPTS', categories: [expect.objectContaining({ name: 'Hood Ornaments', partCount: 1 }), expect.objectContaining({ name: 'Scripts', partCount: 1 })] }),
    ]);
  });

  it("lists a model's years with the parts the search finds for each, and says when there are none", async () => {
    const db = context().database.db;
    const [starChief, streamliner] = await addPontiacModels(db, [
      { name: 'Star Chief', allYears: '1954-1957', yearStart: 1954, yearEnd: 1957, productionPeriods: ['1954-1957 first series'] },
      { name: 'Streamliner', allYears: '1946, 1948', yearStart: 1946, yearEnd: 1948 },
    ]);
    const years = (await context().app.inject({ url: `/api/catalog/models/${starChief!.id}/years` })).json();
    expect(years).toEqual({ partCount: 1, years: [{ year: 1954, partCount: 1 }, { year: 1955, partCount: 1 }, { year: 1956, partCount: 1 }, { year: 1957, partCount: 0 }] });
    for (const { year, partCount } of years.years) {
      expect((await search(`make=Pontiac&model=Star%20Chief&year=${year}`)).body.total, String(year)).toBe(partCount);
    }
    // All Years names the years built: 1947 is left out.
    expect((await context().app.inject({ url: `/api/catalog/models/${streamliner!.id}/years` })).json()).toEqual({ partCount: 0, years: [{ year: 1946, partCount: 0 }, { year: 1948, partCount: 0 }] });
    const models = (await context().app.inject({ url: '/api/catalog/models?make=Pontiac' })).json();
    expect(models).toContainEqual(expect.objectContaining({ name: 'Star Chief', productionPeriods: ['1954-1957 first series'] }));
    expect((await context().app.inject({ url: '/api/catalog/models/2147483647/years' })).statusCode).toBe(404);
    expect((await context().app.inject({ url: '/api/catalog/models/1abc/years' })).statusCode).toBe(400);
  });
});

describeEachDatabase('public catalogue API among many parts', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await loadFixture(context().database.db);
    await insertWashers(context().database.db, 1_100, 'BULK');
  });

  it('counts past 1,000 exactly, and finds a rare keyword among many parts', async () => {
    const broad = await search('q=washer&pageSize=1');
    expect(broad.body).toMatchObject({ total: 1100, totalIsCapped: false });
    expect(broad.body.items[0]!.name).toMatch(/^Bulk Washer/);
    const rare = await search('q=illuminated&make=pontiac');
    expect(rare.body).toMatchObject({ total: 1, totalIsCapped: false });
    expect(skus(rare.body)).toEqual(['977-5196']);
    // Typos are forgiven in the words of names, makes and models.
    const rareTypo = await search('q=chief%20ornment');
    expect(skus(rareTypo.body).sort()).toEqual(['977-5196', '977-51960']);
  });
});

describeEachDatabase('public catalogue API, deep pages of a keyword', (context) => {
  const { search, skus } = searchHelpers(context);
  // Washers whose part numbers, names or neither start with the word, at prices that tie, in the order added.
  const added: NewPart[] = [
    ...Array.from({ length: 10 }, (_, i) => ({ ...base, sku: `WASHER-${i}`, name: `Flat Ring ${i}`, regularPrice: `${(i % 4) + 2}.00` })),
    ...Array.from({ length: 30 }, (_, i) => ({ ...base, sku: `WK-${i}`, name: `Washer Pack ${i}`, regularPrice: `${(i % 6) + 2}.00` })),
    ...Array.from({ length: 700 }, (_, i) => ({ ...base, sku: `BW-${i}`, name: `Bulk Washer ${i}`, regularPrice: `${(i % 50) + 2}.${i % 3}0` })),
  ];
  beforeAll(async () => {
    await context().database.db.insert(parts).values(added);
  });

  /** Best match worked out here: the part number starting with the word, the name holding it, the name starting with it, then the price and the order added. */
  function expected(sort: 'relevance' | 'price_desc' | 'price_asc'): string[] {
    const ranks = (part: NewPart) => (sort === 'relevance' ? [part.sku.startsWith('WASHER') ? 1 : 2, /washer/i.test(part.name) ? 0 : 1, /^washer/i.test(part.name) ? 0 : 1] : []);
    return added
      .map((part, i) => ({ part, i, ranks: ranks(part) }))
      .sort((a, b) => a.ranks.reduce((order, rank, r) => order || rank - b.ranks[r]!, 0) || (Number(a.part.regularPrice) - Number(b.part.regularPrice)) * (sort === 'price_asc' ? 1 : -1) || a.i - b.i)
      .map(({ part }) => part.sku);
  }

  it('serves every page of a keyword, the first and those deep past them, in best match and price orders with ties in part order', async () => {
    for (const sort of ['relevance', 'price_desc', 'price_asc'] as const) {
      const all = expected(sort);
      for (const page of [1, 2, 20, 21, 30, 31]) {
        const { body } = await search(`q=washer&sort=${sort}&pageSize=24&page=${page}`);
        expect({ sort, page, total: body.total, skus: skus(body) }).toEqual({ sort, page, total: all.length, skus: all.slice((page - 1) * 24, page * 24) });
      }
    }
  });

  it('orders the parts holding some of the words by name or price when none holds them all', async () => {
    // "pack" is in the packs' names, "ring" in the rings': no part holds both.
    const some = added.map((part, i) => ({ part, i })).filter(({ part }) => /pack|ring/i.test(part.name));
    const byName = some.sort((a, b) => (a.part.name < b.part.name ? -1 : a.part.name > b.part.name ? 1 : a.i - b.i)).map(({ part }) => part.sku);
    const byPrice = some.sort((a, b) => Number(a.part.regularPrice) - Number(b.part.regularPrice) || a.i - b.i).map(({ part }) => part.sku);
    for (const page of [1, 2, 3]) {
      const named = (await search(`q=pack%20ring&sort=name&pageSize=15&page=${page}`)).body;
      expect({ page, total: named.total, partial: named.partial, skus: skus(named) }).toEqual({ page, total: 40, partial: { missingWords: [] }, skus: byName.slice((page - 1) * 15, page * 15) });
      const cheapest = (await search(`q=pack%20ring&sort=price_asc&pageSize=15&page=${page}`)).body;
      expect({ page, skus: skus(cheapest) }).toEqual({ page, skus: byPrice.slice((page - 1) * 15, page * 15) });
    }
  });
});

describeEachDatabase('best match: a word of its own before a word inside another', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'WH-1', name: 'Steering Wheel, Ivory', regularPrice: '425.00' },
      { ...base, sku: 'WH-2', name: 'Main Wiring Harness', regularPrice: '389.00' },
      { ...base, sku: 'WH-3', name: 'Piston Rings, Standard', regularPrice: '67.00' },
      { ...base, sku: 'WH-4', name: 'Synchro Ring', regularPrice: '45.00' },
      { ...base, sku: 'WH-5', name: 'Door Panel Set', regularPrice: '345.00' },
      { ...base, sku: 'WH-6', name: 'Floor Pan-Half, Left', regularPrice: '119.00' },
      { ...base, sku: 'WH-7', name: 'Tail Lamp Lenses (Pair)', regularPrice: '38.00' },
      { ...base, sku: 'WH-8', name: 'Lensatic Compass', description: 'A dash compass behind a lens.', regularPrice: '95.00' },
      { ...base, sku: 'WH-9', name: 'Running Board Cover', regularPrice: '60.00' },
      { ...base, sku: 'WH-10', name: 'Front Floor Mat', regularPrice: '80.00' },
      { ...base, sku: 'WH-11', name: 'Trunk Mat', regularPrice: '70.00' },
      { ...base, sku: 'WH-12', name: 'Tie Rod End Set', description: 'Inner and outer ends, for the 4-door sedan.', regularPrice: '99.00' },
      { ...base, sku: 'WH-13', name: 'Distributor Cap and Rotor', description: 'Reproduction made to the original drawings.', regularPrice: '40.00', model: 'Six (Series 402)' },
    ]);
  });

  it('finds a word from the start of a word or across words, never by chance inside one or across two', async () => {
    // "rod" is inside "reproduction", "pan" across "cap and": the tie rods alone, the pans alone.
    expect(skus((await search('q=rod')).body)).toEqual(['WH-12']);
    expect(skus((await search('q=pan')).body)).toEqual(['WH-6', 'WH-5']);
    // Typed as one for words written apart, or begun: still found.
    expect(skus((await search('q=tierod')).body)).toEqual(['WH-12']);
    expect(skus((await search('q=reproduct')).body)).toEqual(['WH-13']);
    // A number of one or two figures is a number of its own: the 4 of "4-door", not of "402".
    expect(skus((await search('q=4%20door%20tie%20rod')).body)).toEqual(['WH-12']);
    expect((await search('q=4%20series')).body.partial).toEqual({ missingWords: [] });
    expect(skus((await search('q=402%20series')).body)).toEqual(['WH-13']);
  });

  it('ranks the names holding the word whole, or its plural, above the dearer names holding it at the start of another word; never inside one', async () => {
    // "Steering Wheel" and "Main Wiring Harness" hold "ring" only inside their words: no rings.
    expect(skus((await search('q=ring')).body)).toEqual(['WH-3', 'WH-4']);
    expect(skus((await search('q=rings')).body)).toEqual(['WH-3', 'WH-4']);
    expect(skus((await search('q=pan')).body)).toEqual(['WH-6', 'WH-5']);
    expect(skus((await search('q=lens')).body)).toEqual(['WH-7', 'WH-8']);
    // A name holding the word at all still comes before one whose other texts alone hold it.
    expect(skus((await search('q=compass%20lens')).body)).toEqual(['WH-8']);
    // An order chosen is kept.
    expect(skus((await search('q=lens&sort=price_asc')).body)).toEqual(['WH-7', 'WH-8']);
    expect(skus((await search('q=pan&sort=price_asc')).body)).toEqual(['WH-6', 'WH-5']);
  });

  it('takes a word two of a name\'s words make, typed as one, as whole in it: "runningboard" in "Running Board Cover"', async () => {
    // No part holds both: the running board (the rarer word, and whole in its name as "mat" is in the mats') first.
    const board = (await search('q=runningboard%20mat')).body;
    expect(board.partial).toEqual({ missingWords: [] });
    expect(skus(board)).toEqual(['WH-9', 'WH-10', 'WH-11']);
  });
});

describeEachDatabase('best match: a name starting with the words as typed', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'HS-1', name: 'Headlamp Switch', regularPrice: '60.00' },
      { ...base, sku: 'HS-2', name: 'Headlamps, Sealed Beam (Pair)', regularPrice: '40.00' },
      { ...base, sku: 'HS-3', name: 'Head Lamps Chrome Rim', regularPrice: '35.00' },
      { ...base, sku: 'HS-4', name: 'Hood Ornament', regularPrice: '20.00' },
      { ...base, sku: 'HS-5', name: 'Chief Hood Ornament', regularPrice: '90.00' },
      // "lamp" a word of the catalogue: "head lamps" is the headlamps written apart.
      { ...base, sku: 'HS-6', name: 'Tail Lamp Lens', regularPrice: '10.00' },
    ]);
  });

  it('ranks the names starting with the words first, each ending where a word of the name ends: "headlamps" does not start the dearer Headlamp Switch', async () => {
    expect(skus((await search('q=headlamps')).body)).toEqual(['HS-2', 'HS-3', 'HS-1']);
    // The name holding both words whole first; then the name starting with them written as one.
    expect(skus((await search('q=head%20lamps')).body)).toEqual(['HS-3', 'HS-2', 'HS-1']);
    // Every name starts with "headlamp", as one word, across two or in the plural: the headlamps, which the
    // word says what they are (their name's head), before the dearer headlamp switch; then by price.
    expect(skus((await search('q=headlamp')).body)).toEqual(['HS-2', 'HS-1', 'HS-3']);
    // The last word may be begun.
    expect(skus((await search('q=hood%20orn')).body)).toEqual(['HS-4', 'HS-5']);
    expect(skus((await search('q=hood%20ornament')).body)).toEqual(['HS-4', 'HS-5']);
  });
});

describeEachDatabase("a model chosen from the list: that model's parts alone, not every model whose name holds it", (context) => {
  const { search, skus } = searchHelpers(context);
  let eight: { id: number } | undefined;
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'ME-1', name: 'Valve Cover', model: 'Eight', yearStart: 1934, yearEnd: 1934, regularPrice: '90.00' },
      { ...base, sku: 'ME-2', name: 'Valve Cover', model: 'Economy Eight', yearStart: 1933, yearEnd: 1933, regularPrice: '95.00' },
      { ...base, sku: 'ME-3', name: 'Valve Cover', model: 'De Luxe Eight', yearStart: 1935, yearEnd: 1940, regularPrice: '99.00' },
      { ...base, sku: 'ME-4', name: 'Dash Knob', model: 'Eight, De Luxe Eight', yearStart: 1934, yearEnd: 1936, regularPrice: '20.00' },
      { ...base, sku: 'ME-5', name: 'Radiator Shell', make: 'Oakland', model: 'Six', yearStart: 1926, yearEnd: 1927, regularPrice: '450.00' },
      { ...base, sku: 'ME-6', name: 'Radiator Shell', make: 'Oakland', model: 'All-American Six', yearStart: 1928, yearEnd: 1929, regularPrice: '420.00' },
    ]);
    [eight] = await addPontiacModels(db, [{ name: 'Eight', allYears: '1934', yearStart: 1934, yearEnd: 1934 }]);
  });

  it('finds the parts naming the model, alone or among others, and no other eight', async () => {
    expect(skus((await search('make=Pontiac&model=Eight')).body)).toEqual(['ME-1', 'ME-4']);
    expect(skus((await search('model=eight&sort=price_asc')).body)).toEqual(['ME-4', 'ME-1']);
    expect(skus((await search('make=Oakland&model=Six')).body)).toEqual(['ME-5']);
    expect(skus((await search('make=Oakland&model=all%20american%20six')).body)).toEqual(['ME-6']);
  });

  it('keeps a partial name every model holding it, as SPEC\'s filter has it', async () => {
    expect(skus((await search('model=economy')).body)).toEqual(['ME-2']);
    expect(skus((await search('model=luxe')).body)).toEqual(['ME-3', 'ME-4']);
  });

  it("counts the model's parts in the digital catalogue as its search finds them", async () => {
    const years = (await context().app.inject({ url: `/api/catalog/models/${eight!.id}/years` })).json();
    expect(years).toEqual({ partCount: 2, years: [{ year: 1934, partCount: 2 }] });
    expect((await search('make=Pontiac&model=Eight')).body.total).toBe(years.partCount);
  });
});

describeEachDatabase("a car's name typed its own way: a figure for its number, its words run together", (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'FG-1', name: 'Door Panel Set', model: 'De Luxe Six', regularPrice: '100.00' },
      { ...base, sku: 'FG-2', name: 'Door Panel Set', model: 'De Luxe 120', description: 'With the 6-volt courtesy lamp.', regularPrice: '120.00' },
      { ...base, sku: 'FG-3', name: 'Head Gasket', description: 'Copper, for the straight eight.', regularPrice: '40.00' },
      { ...base, sku: 'FG-4', name: 'Grille Bar', make: 'Oakland', model: 'All-American Six', regularPrice: '310.00' },
      { ...base, sku: 'FG-5', name: 'Grille Bar', model: 'Streamliner', regularPrice: '290.00' },
      { ...base, sku: 'FG-6', name: 'Water Pump', model: 'Economy Eight', yearStart: 1933, yearEnd: 1933, regularPrice: '95.00' },
      { ...base, sku: 'FG-7', name: 'Water Pump', model: 'Six (Series 402)', yearStart: 1932, yearEnd: 1932, regularPrice: '90.00' },
      { ...base, sku: 'FG-8', name: 'Fan Blade', model: 'Eight', yearStart: 1934, yearEnd: 1934, description: 'Four-blade fan for the straight eight, on the water pump pulley.', regularPrice: '70.00' },
    ]);
  });

  it('finds a car by two words of its name typed as one: "deluxe" is every De Luxe, "allamerican" the All-American', async () => {
    expect(skus((await search('q=deluxe')).body).sort()).toEqual(['FG-1', 'FG-2']);
    expect(skus((await search('q=deluxe%20door%20panel')).body).sort()).toEqual(['FG-1', 'FG-2']);
    expect(skus((await search('q=allamerican%20grille')).body)).toEqual(['FG-4']);
  });

  it('reads a car\'s name typed apart as one word where its first part is no word of the catalogue: "stream liner" is the Streamliner', async () => {
    const streamliner = (await search('q=stream%20liner%20grille')).body;
    expect({ skus: skus(streamliner), partial: streamliner.partial }).toEqual({ skus: ['FG-5'], partial: undefined });
  });

  it('takes a 6 for a Six and an 8 for an eight, and still for a figure of the text', async () => {
    expect(skus((await search('q=deluxe%206%20door%20panel')).body).sort()).toEqual(['FG-1', 'FG-2']);
    const straight = (await search('q=straight%208%20gasket')).body;
    expect(skus(straight)).toEqual(['FG-3']);
    expect(straight.partial).toBeUndefined();
    expect(skus((await search('q=6%20volt')).body)).toEqual(['FG-2']);
  });

  it('takes a straight eight for the Eights and a straight six for the Sixes, typed any way, where the text does not say "straight"', async () => {
    for (const q of ['straight 8 water pump', 'straight eight water pump', 'straight8 water pump', 'inline 8 water pump']) {
      const found = (await search(`q=${encodeURIComponent(q)}`)).body;
      // The Eight's water pump first, then the fan blade whose text says the straight eight and the water pump.
      expect({ q, skus: skus(found), partial: found.partial }).toEqual({ q, skus: ['FG-6', 'FG-8'], partial: undefined });
    }
    const six = (await search('q=straight%206%20water%20pump')).body;
    expect({ skus: skus(six), partial: six.partial }).toEqual({ skus: ['FG-7'], partial: undefined });
    // Alone, it finds the parts saying so, not every part of every Eight.
    for (const q of ['straight eight', 'straight8']) expect(skus((await search(`q=${q}`)).body).sort(), q).toEqual(['FG-3', 'FG-8']);
  });
});

describeEachDatabase('near misses: the part before where it sits', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'PW-1', name: 'Rear Main Seal', regularPrice: '30.00' },
      { ...base, sku: 'PW-2', name: 'Accessory Spotlight', description: 'Chrome spotlight with a mirror in its back.', regularPrice: '20.00' },
      { ...base, sku: 'PW-3', name: 'Front Fender Patch Panel', regularPrice: '60.00' },
    ]);
  });

  it('shows the part a near miss names before the parts named by where it sits: "rear view mirror" is a mirror', async () => {
    const mirror = (await search('q=rear%20view%20mirror')).body;
    expect(mirror.partial).toEqual({ missingWords: ['view'] });
    // The mirrors alone, as "55 chieftain hood ornament" shows the hood ornaments: not every part named "Rear".
    expect(skus(mirror)).toEqual(['PW-2']);
    // "lh" is left: the fender patch, though no part says left.
    expect(skus((await search('q=lh%20front%20fender%20patch')).body)[0]).toBe('PW-3');
  });
});

describeEachDatabase('near misses: the part before the car', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'NM-1', name: 'Engine Rebuild Kit', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '728.00' },
      { ...base, sku: 'NM-2', name: 'Continental Kit', model: 'Star Chief', yearStart: 1955, yearEnd: 1956, regularPrice: '1495.00' },
      { ...base, sku: 'NM-3', name: 'Grille Bar', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '353.00' },
      { ...base, sku: 'NM-4', name: 'Seat Cover Set', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '95.00' },
      { ...base, sku: 'NM-5', name: 'Water Pump', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '129.00' },
      { ...base, sku: 'NM-6', name: 'Carburetor Repair Set', description: 'Gaskets, needle valve and accelerator pump.', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '139.00' },
    ]);
  });

  it('shows the parts a near miss names, not the other parts of the car it names', async () => {
    // No Chieftain has a grille here: the grille for another car, not the Chieftain's engine kit and seats.
    const chieftain = (await search('q=chieftain%20grille')).body;
    expect(chieftain.partial).toEqual({ missingWords: [] });
    expect(skus(chieftain)).toEqual(['NM-3']);
    // A year names the car too.
    expect(skus((await search('q=1956%20grille')).body)).toEqual(['NM-3']);
    // Of the parts named, those that also fit the car named come first, whatever their price (a set is a kit).
    const kits = (await search('q=chieftain%20torpedo%20kit')).body;
    expect(kits.partial).toEqual({ missingWords: [] });
    expect(skus(kits)).toEqual(['NM-1', 'NM-6', 'NM-4', 'NM-2']);
    // Words that all name the part are counted as before: the part holding two of them first.
    expect(skus((await search('q=water%20pump%20grille')).body)).toEqual(['NM-5', 'NM-3', 'NM-6']);
  });

  it('shows no near miss of single letters alone, which nearly every part holds, nor of the words of how parts are sold', async () => {
    expect((await search('q=safe%20t%20track')).body).toMatchObject({ total: 0, items: [] });
    expect((await search('q=safe%20t%20track')).body.partial).toBeUndefined();
    // Beside a word some part holds, a letter is one more word of it.
    expect(skus((await search('q=t%20grille%20xqzt')).body)).toEqual(['NM-3']);
    // Nor of the words of how parts are sold alone: no plug wires, so not every kit.
    expect((await search('q=plug%20wire%20kit')).body).toMatchObject({ total: 0, items: [] });
    expect(skus((await search('q=chieftain%20kit%20xqzt')).body)).toEqual(['NM-1', 'NM-6', 'NM-4']);
  });

  it('shows no near miss of the car alone, or of where the part sits, when the word naming the part is missing', async () => {
    // No clock here: not every part of a 1950 car, every Chieftain part or every part at the front, as
    // "clock" alone finds nothing; the words naming the part held, the car's word missing, still make one.
    for (const q of ['clock 1950', 'chieftain xqzt', 'front xqzt', '1950 chieftain xqzt']) {
      const { body } = await search(`q=${encodeURIComponent(q)}`);
      expect({ q, total: body.total, partial: body.partial }).toEqual({ q, total: 0, partial: undefined });
    }
    expect(await search('q=clock')).toMatchObject({ body: { total: 0 } });
    // A word of the car's body names the car, held or not: the car's parts.
    const sedan = (await search('q=1950%20chieftain%20sedan')).body;
    expect({ skus: skus(sedan).sort(), partial: sedan.partial }).toEqual({ skus: ['NM-1', 'NM-4', 'NM-6'], partial: { missingWords: ['sedan'] } });
    // Its trim and the body's other names too: a business coupe, a sedan delivery.
    const business = (await search('q=1950%20chieftain%20business%20coupe')).body;
    expect({ skus: skus(business).sort(), partial: business.partial }).toEqual({ skus: ['NM-1', 'NM-4', 'NM-6'], partial: { missingWords: ['business', 'coupe'] } });
    const delivery = (await search('q=chieftain%20sedan%20delivery')).body;
    expect({ skus: skus(delivery).sort(), partial: delivery.partial }).toEqual({ skus: ['NM-1', 'NM-4', 'NM-6'], partial: { missingWords: ['sedan', 'delivery'] } });
    const grille = (await search('q=grille%201975')).body;
    expect({ skus: skus(grille), partial: grille.partial }).toEqual({ skus: ['NM-3'], partial: { missingWords: ['1975'], nearYears: [{ first: 1975, last: 1975 }] } });
  });

  it('shows the part named by the words in its name before a part of the car whose text holds as many of them', async () => {
    // No water pump gasket at all: the water pump for another car, before the Chieftain's carburetor set
    // (its text holds "pump" and "gasket"), then the Chieftain's other parts.
    const gasket = (await search('q=water%20pump%20gasket%20chieftain')).body;
    expect(gasket.partial).toEqual({ missingWords: [] });
    expect(skus(gasket)).toEqual(['NM-5', 'NM-6', 'NM-1', 'NM-4']);
    // An order the visitor chose keeps the words held first, and the price after them.
    expect(skus((await search('q=water%20pump%20gasket%20chieftain&sort=price_asc')).body)).toEqual(['NM-5', 'NM-6', 'NM-4', 'NM-1']);
    // A repair says what is wanted done to the part, not what it is: "seat repair", with no seat repair
    // part, shows the seat cover set, not the dearer carburetor repair set first.
    const seat = (await search('q=seat%20repair')).body;
    expect({ skus: skus(seat), partial: seat.partial }).toEqual({ skus: ['NM-4'], partial: { missingWords: [] } });
  });
});

describeEachDatabase('near misses: of the parts named, those fitting the rarer word of the car first', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'RO-1', name: 'Hood Ornament', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '300.00' },
      { ...base, sku: 'RO-2', name: 'Hood Ornament', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '310.00' },
      { ...base, sku: 'RO-3', name: 'Hood Ornament', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '320.00' },
      { ...base, sku: 'RO-4', name: 'Hood Ornament', model: 'Star Chief', yearStart: 1955, yearEnd: 1955, regularPrice: '150.00' },
      { ...base, sku: 'RO-5', name: 'Hood Ornament', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '50.00' },
      { ...base, sku: 'RO-6', name: 'Seat Cover Set', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '95.00' },
    ]);
  });

  it('ranks the hood ornaments by the car words they fit, the rarer first, then by price', async () => {
    // No ornament fits both cars: one fits the Torpedo, three the Chieftain, one neither.
    const ornaments = (await search('q=torpedo%20chieftain%20hood%20ornament')).body;
    expect(ornaments.partial).toEqual({ missingWords: [] });
    expect({ total: ornaments.total, skus: skus(ornaments) }).toEqual({ total: 5, skus: ['RO-5', 'RO-3', 'RO-2', 'RO-1', 'RO-4'] });
    // Paged, the same order.
    const second = (await search('q=torpedo%20chieftain%20hood%20ornament&pageSize=2&page=2')).body;
    expect({ total: second.total, skus: skus(second) }).toEqual({ total: 5, skus: ['RO-2', 'RO-1'] });
    expect((await search('q=torpedo%20chieftain%20hood%20ornament&pageSize=2&page=4')).body).toMatchObject({ total: 5, items: [] });
    // An order the visitor chose: the car words held, then the price.
    expect(skus((await search('q=torpedo%20chieftain%20hood%20ornament&sort=price_asc')).body)).toEqual(['RO-5', 'RO-1', 'RO-2', 'RO-3', 'RO-4']);
  });
});

describeEachDatabase('near misses: of the parts ranked alike, those of the nearest years first', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'NY-1', name: 'Window Regulator', model: 'Six', yearStart: 1926, yearEnd: 1927, regularPrice: '140.00' },
      { ...base, sku: 'NY-2', name: 'Window Regulator', model: 'Streamliner', yearStart: 1942, yearEnd: 1951, regularPrice: '96.00' },
      { ...base, sku: 'NY-3', name: 'Window Regulator', model: 'Bonneville', yearStart: 1957, yearEnd: 1960, regularPrice: '120.00' },
      { ...base, sku: 'NY-4', name: 'Seat Cover Set', model: 'Chieftain', yearStart: 1953, yearEnd: 1953, regularPrice: '95.00' },
    ]);
  });

  it('shows the regulators of the years nearest to 1953 first, where the dearest came first', async () => {
    // No regulator fits 1953: the regulators (the words naming the part), those two, four and 26 years away in that order.
    const near = (await search('q=window%20regulator%201953')).body;
    expect({ partial: near.partial, skus: skus(near) }).toEqual({ partial: { missingWords: [], nearYears: [{ first: 1953, last: 1953 }] }, skus: ['NY-2', 'NY-3', 'NY-1'] });
    // An engine's years likewise, though no part fits them: the 287 powered the cars of 1955, two years before the Bonneville's and four after the Streamliner's.
    const engine = (await search('q=287%20window%20regulator')).body;
    expect({ partial: engine.partial, skus: skus(engine) }).toEqual({ partial: { missingWords: ['287'], nearYears: [{ first: 1955, last: 1955 }] }, skus: ['NY-3', 'NY-2', 'NY-1'] });
    // An order the visitor chose is kept, and the years are not said.
    const dearest = (await search('q=window%20regulator%201953&sort=price_desc')).body;
    expect({ partial: dearest.partial, skus: skus(dearest) }).toEqual({ partial: { missingWords: [] }, skus: ['NY-1', 'NY-3', 'NY-2'] });
  });
});

/** Parts over several makes, models and ranges of years, with prices that tie across them. */
const VEHICLE_PARTS: NewPart[] = Array.from({ length: 240 }, (_, i) => ({
  ...base,
  sku: `VB-${i}`,
  name: `Vehicle Part ${i}`,
  regularPrice: `${(i * 7) % 23}.50`,
  make: ['Pontiac', 'Oakland', 'Oakland, Pontiac'][i % 3]!,
  model: ['Chieftain', 'Star Chief', 'Super Chief', 'Torpedo', 'Six'][i % 5]!,
  yearStart: 1926 + (i % 13) * 2,
  yearEnd: 1926 + (i % 13) * 2 + (i % 4) * 3,
  categories: [['Trim'], ['Trim', 'Glass'], [], ['Glass']][i % 7 % 4]!,
}));

describeEachDatabase('best match: a part filed under the category a word names', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(categories).values([{ name: 'Tail Lamp Lenses' }, { name: 'Hood Ornaments' }]);
    await db.insert(parts).values([
      { ...base, sku: 'CL-1', name: 'Illuminated Hood Ornament Lens', categories: ['Hood Ornaments'], regularPrice: '90.00' },
      { ...base, sku: 'CL-2', name: 'Tail Lamp Lens, Left', categories: ['Tail Lamp Lenses'], regularPrice: '40.00' },
      { ...base, sku: 'CL-3', name: 'Tail Lamp Lens, Right', categories: ['Tail Lamp Lenses'], regularPrice: '45.00' },
      { ...base, sku: 'CL-4', name: 'Lens Gasket', regularPrice: '8.00' },
    ]);
  });

  it('ranks the parts filed under the category a word names before the dearer ones whose names alone hold it whole', async () => {
    // Then, of the others, the ornament's lens, which the word says what it is (its name's head), before the
    // gasket for a lens whose name starts with the word ("lenses" starts no name).
    expect(skus((await search('q=lens')).body)).toEqual(['CL-3', 'CL-2', 'CL-1', 'CL-4']);
    expect(skus((await search('q=lenses')).body)).toEqual(['CL-3', 'CL-2', 'CL-1', 'CL-4']);
    // A name holding more of the words still comes first: the ornament's lens for "ornament lens".
    expect(skus((await search('q=ornament%20lens')).body)[0]).toBe('CL-1');
    // An order the visitor chose is kept.
    expect(skus((await search('q=lens&sort=price_desc')).body)).toEqual(['CL-1', 'CL-3', 'CL-2', 'CL-4']);
  });
});

describeEachDatabase('best match: the part a single word says what it is', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'WI-1', name: 'Horn Ring, 1949-1953 Pontiac Chieftain', model: 'Chieftain', regularPrice: '219.95' },
      { ...base, sku: 'WI-2', name: 'Horn, 1949-1953 Pontiac Chieftain', model: 'Chieftain', regularPrice: '160.00' },
      { ...base, sku: 'WI-3', name: 'Horn Relay, 1949-1953 Pontiac Chieftain', model: 'Chieftain', regularPrice: '40.00' },
      { ...base, sku: 'WI-4', name: 'Horn Pair (High and Low Note), 1955 Pontiac Star Chief', model: 'Star Chief', regularPrice: '150.00' },
      { ...base, sku: 'WI-5', name: 'Radio Knob Set, 1955 Pontiac Star Chief', model: 'Star Chief', regularPrice: '60.00' },
      { ...base, sku: 'WI-6', name: 'Push-Button Radio, 1955 Pontiac Star Chief', model: 'Star Chief', regularPrice: '450.00' },
    ]);
  });

  it('ranks the parts whose own name ends with the word (before how they are sold) before the dearer ones whose names only start with it', async () => {
    // "horn": the horns (a pair of them too) before the horn ring and the horn relay, whose names start with the word.
    expect(skus((await search('q=horn')).body)).toEqual(['WI-2', 'WI-4', 'WI-1', 'WI-3']);
    expect(skus((await search('q=horns')).body).slice(0, 2)).toEqual(['WI-2', 'WI-4']);
    // "radio": the radio before the radio knobs, as "radio knob" finds the knobs alone.
    expect(skus((await search('q=radio')).body)).toEqual(['WI-6', 'WI-5']);
    expect(skus((await search('q=radio%20knob')).body)).toEqual(['WI-5']);
    // The car beside the word only narrows it: the Chieftain's horn before its horn ring.
    expect(skus((await search('q=chieftain%20horn')).body)).toEqual(['WI-2', 'WI-1', 'WI-3']);
    // An order the visitor chose is kept.
    expect(skus((await search('q=horn&sort=price_desc')).body)).toEqual(['WI-1', 'WI-2', 'WI-4', 'WI-3']);
  });
});

describeEachDatabase('near misses: the rarer word before a word written whole', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(categories).values([{ name: 'Windshield & Back Glass Channel' }]);
    await db.insert(parts).values([
      { ...base, sku: 'RW-1', name: 'Rubber Channel', categories: ['Windshield & Back Glass Channel'], regularPrice: '20.00' },
      { ...base, sku: 'RW-2', name: 'Cylinder Head Gasket', regularPrice: '60.00' },
      { ...base, sku: 'RW-3', name: 'Oil Pan Gasket', regularPrice: '30.00' },
      { ...base, sku: 'RW-4', name: 'Manifold Gasket', regularPrice: '25.00' },
    ]);
  });

  it('shows the part holding the rarer word in its category before the dearer parts holding the other whole in their names', async () => {
    // No part holds both: the back glass channel (the rear window's, named by its category alone) first,
    // then the gaskets, dearest first.
    for (const q of ['rear%20window%20gasket', 'back%20glass%20gasket']) {
      const body = (await search(`q=${q}`)).body;
      expect({ q, partial: body.partial, skus: skus(body) }).toEqual({ q, partial: { missingWords: [] }, skus: ['RW-1', 'RW-2', 'RW-3', 'RW-4'] });
    }
    // Paged, the same order.
    expect(skus((await search('q=rear%20window%20gasket&pageSize=2&page=2')).body)).toEqual(['RW-3', 'RW-4']);
    // An order the visitor chose is kept.
    expect(skus((await search('q=rear%20window%20gasket&sort=price_asc')).body)).toEqual(['RW-1', 'RW-4', 'RW-3', 'RW-2']);
  });
});

describeEachDatabase("near misses: a short word's rarity counted by the parts it names", (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'TM-1', name: 'Front Floor Mat', regularPrice: '40.00' },
      { ...base, sku: 'TM-2', name: 'Trunk Lid Emblem', regularPrice: '90.00' },
      { ...base, sku: 'TM-3', name: 'Trunk Lid Seal', regularPrice: '80.00' },
      { ...base, sku: 'TM-4', name: 'Headliner', description: 'In the original material.', regularPrice: '200.00' },
      { ...base, sku: 'TM-5', name: 'Sun Visor Pair', description: 'Covered to match the headliner.', regularPrice: '150.00' },
      { ...base, sku: 'TM-6', name: 'Hydra-Matic Overhaul Kit', regularPrice: '300.00' },
      { ...base, sku: 'TM-7', name: 'Horn Relay', regularPrice: '30.00' },
      { ...base, sku: 'TM-8', name: 'Generator Relay', regularPrice: '35.00' },
      { ...base, sku: 'TM-9', name: 'Door Hinge Pin Kit', description: 'Takes the sag out of the doors.', regularPrice: '45.00' },
      ...[1, 2, 3].map((n) => ({ ...base, sku: `TM-1${n}`, name: `Outside Mirror ${n}`, regularPrice: `${60 + n}.00` })),
    ]);
  });

  it('ranks "trunk mat" as "trunk mats": the mat before the trunk\'s parts, though more parts hold a word starting "mat"', async () => {
    // No part holds both. Four parts hold a word starting "mat", one a mat; two hold "trunk". Counted by the
    // words starting with it, "mat" was the commoner word and the trunk's parts came first for "trunk mat",
    // after the mat for "trunk mats" (its plural is whole). Of the names holding a word, the mat's first.
    // "mats" is held whole or not at all: the parts starting a word with "mat" are not its.
    const wanted = { 'trunk%20mat': ['TM-1', 'TM-6', 'TM-2', 'TM-3', 'TM-4', 'TM-5'], 'trunk%20mats': ['TM-1', 'TM-2', 'TM-3'] };
    for (const [q, order] of Object.entries(wanted)) {
      const body = (await search(`q=${q}`)).body;
      expect({ q, partial: body.partial, skus: skus(body) }).toEqual({ q, partial: { missingWords: [] }, skus: order });
    }
  });

  it('weighs a short word by the parts it names, never by a description holding it: "cut out relay" shows the relays first', async () => {
    // "out" names no part (four start a word with it, one description holds it whole): two relays are rarer.
    const body = (await search('q=cut%20out%20relay')).body;
    expect(body.partial).toEqual({ missingWords: ['cut'] });
    expect(skus(body)).toEqual(['TM-8', 'TM-7', 'TM-13', 'TM-12', 'TM-11', 'TM-9']);
  });
});

describeEachDatabase('public catalogue API by make, model and year', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values(VEHICLE_PARTS);
  });

  /** The answer worked out here: the matching parts by price, then in the order they were added. */
  function expected(filter: { make?: string; model?: string; year?: number; category?: string }, ascending: boolean) {
    // By letters and digits alone: "star-chief" is the Star Chief.
    const holds = (value: string, typed?: string) => typed === undefined || compactText(value).includes(compactText(typed));
    return VEHICLE_PARTS.map((part, i) => ({ part, i }))
      .filter(({ part }) => holds(part.make!, filter.make) && holds(part.model!, filter.model) && (filter.year === undefined || (part.yearStart! <= filter.year && part.yearEnd! >= filter.year)))
      .filter(({ part }) => filter.category === undefined || part.categories!.includes(filter.category))
      .sort((a, b) => (Number(a.part.regularPrice) - Number(b.part.regularPrice)) * (ascending ? 1 : -1) || a.i - b.i)
      .map(({ part }) => part.sku);
  }

  it('pages each make, model and year search in price order with ties in part order, across the values it matches, with or without a category or a keyword', async () => {
    const vehicles = [{ make: 'pontiac' }, { make: 'Oakland' }, { model: 'chief' }, { year: 1940 }, { year: 1926 }, { make: 'oakland', year: 1944 }, { model: 'chief', year: 1938 }, { make: 'pontiac', model: 'Six', year: 1950 }, { year: 1925 }, { make: 'Packard' }, { model: 'star-chief' }, { model: 'superchief', year: 1940 }];
    // A category with a vehicle (a remembered car browsing a category) is read from the category's rows.
    const inCategories = [{ make: 'pontiac', category: 'Trim' }, { model: 'chief', category: 'Glass' }, { year: 1940, category: 'Trim' }, { make: 'oakland', year: 1944, category: 'Glass' }, { make: 'pontiac', model: 'chief', year: 1938, category: 'Trim' }, { year: 1925, category: 'Glass' }, { make: 'Packard', category: 'Trim' }, { model: 'six', category: 'Seats' }];
    const filters: { make?: string; model?: string; year?: number; category?: string }[] = [...vehicles, ...inCategories];
    for (const filter of filters) {
      // With a word every part holds, the same search takes the general way: the same answers.
      for (const [sort, words] of [['price_desc', {}], ['price_asc', {}], ['price_desc', { q: 'vehicle' }], ['price_asc', { q: 'part' }]] as const) {
        const all = expected(filter, sort === 'price_asc');
        for (const page of [1, 2, 4]) {
          const params = new URLSearchParams({ ...Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)])), ...words, sort, pageSize: '7', page: String(page) });
          const { body } = await search(params.toString());
          expect({ params: params.toString(), total: body.total, skus: skus(body) }).toEqual({ params: params.toString(), total: all.length, skus: all.slice((page - 1) * 7, page * 7) });
        }
      }
    }
  });
});

describeEachDatabase('a near miss of several words past the counting cap', (context) => {
  const { search, skus } = searchHelpers(context);
  // No part holds "chrome", "aardvark" and "washer" together: 3 clips hold the first two, 30 bumpers
  // "chrome" alone, 40 brackets "aardvark" alone, 10,100 washers "washer" alone.
  const bumpers = Array.from({ length: 30 }, (_, i) => ({ sku: `BUMP-${i}`, price: 100 + (i % 7), i }));
  const washers = Array.from({ length: 10_100 }, (_, i) => ({ sku: `NM-${i}`, price: (i % 50) + 2, i }));
  const dearestFirst = (list: { sku: string; price: number; i: number }[]) => [...list].sort((a, b) => b.price - a.price || a.i - b.i).map((part) => part.sku);
  beforeAll(async () => {
    const { db } = context().database;
    await insertWashers(db, 10_100, 'NM');
    await db.insert(parts).values([
      ...Array.from({ length: 3 }, (_, i) => ({ ...base, sku: `CLIP-${i}`, name: `Chrome Aardvark Clip ${i}`, regularPrice: '5.00' })),
      ...bumpers.map(({ sku, price, i }) => ({ ...base, sku, name: `Chrome Bumper ${i}`, regularPrice: `${price}.00` })),
      ...Array.from({ length: 40 }, (_, i) => ({ ...base, sku: `BRK-${i}`, name: `Aardvark Bracket ${i}`, regularPrice: '50.50' })),
      // For another car: 5 plates named by "bracket", 6 whose description alone holds "bumper".
      ...Array.from({ length: 5 }, (_, i) => ({ ...base, model: 'Torpedo', sku: `PLATE-${i}`, name: `Bracket Plate ${i}`, regularPrice: `${20 + i}.00` })),
      ...Array.from({ length: 6 }, (_, i) => ({ ...base, model: 'Torpedo', sku: `DOOR-${i}`, name: `Door Plate ${i}`, description: 'Behind the bumper.', regularPrice: `${30 + i}.00` })),
    ]);
  });

  it('shows the parts holding two of the words, then each word\'s own from the rarest, each in price order', async () => {
    const order = [...['CLIP-0', 'CLIP-1', 'CLIP-2'], ...dearestFirst(bumpers), ...Array.from({ length: 40 }, (_, i) => `BRK-${i}`), ...dearestFirst(washers)];
    for (const [pageSize, page] of [[8, 1], [10, 3], [10, 7], [24, 1], [24, 4]]) {
      const { body } = await search(`q=chrome%20aardvark%20washer&pageSize=${pageSize}&page=${page}`);
      expect({ pageSize, page, total: body.total, totalIsCapped: body.totalIsCapped, skus: skus(body) }).toEqual({ pageSize, page, total: 10_000, totalIsCapped: true, skus: order.slice((page! - 1) * pageSize!, page! * pageSize!) });
    }
    // In an order the visitor chose, the parts holding more of the words still come first, then the rest in that order.
    expect(skus((await search('q=chrome%20aardvark%20washer&sort=price_desc&pageSize=5')).body)).toEqual(['CLIP-0', 'CLIP-1', 'CLIP-2', 'BUMP-6', 'BUMP-13']);
  });

  it('shows the parts named by a word of the part, those fitting the car first, then those whose texts hold one, then the car\'s other parts', async () => {
    // "bumper" (36 parts) is rarer than "bracket" (45), but a name holding a word comes first; every part
    // but the plates fits the Chieftain.
    const named = [...dearestFirst(bumpers), ...Array.from({ length: 40 }, (_, i) => `BRK-${i}`), ...[4, 3, 2, 1, 0].map((i) => `PLATE-${i}`)];
    const inText = [5, 4, 3, 2, 1, 0].map((i) => `DOOR-${i}`);
    const clips = Array.from({ length: 3 }, (_, i) => ({ sku: `CLIP-${i}`, price: 5, i: washers.length + i }));
    const order = [...named, ...inText, ...dearestFirst([...washers, ...clips])];
    for (const [pageSize, page] of [[24, 1], [10, 7], [10, 8], [10, 9], [24, 5]]) {
      const { body } = await search(`q=bumper%20bracket%20chieftain&pageSize=${pageSize}&page=${page}`);
      expect({ pageSize, page, partial: body.partial, totalIsCapped: body.totalIsCapped, skus: skus(body) }).toEqual({ pageSize, page, partial: { missingWords: [] }, totalIsCapped: true, skus: order.slice((page! - 1) * pageSize!, page! * pageSize!) });
    }
  });
});

describeEachDatabase('public catalogue API past the counting cap', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await insertWashers(context().database.db, 10_100, 'CAP', ['Washers']);
    // Dearer than every washer, and more of them than a broad search looks through before it gathers its matches.
    await context().database.db.insert(parts).values(Array.from({ length: 2_050 }, (_, i) => ({ ...base, sku: `DEAR-${i}`, name: `Chrome Bumper ${i}`, regularPrice: `${100 + (i % 7)}.00` })));
    // Before every washer by name, likewise.
    await context().database.db.insert(parts).values(Array.from({ length: 2_050 }, (_, i) => ({ ...base, sku: `AARD-${i}`, name: `Aardvark Bracket ${i}`, regularPrice: '50.50' })));
  });

  it('stops counting at 10,000 and says so, still serving the page in price order', async () => {
    const broad = await search('q=washer&pageSize=3');
    expect(broad.body).toMatchObject({ total: 10_000, totalIsCapped: true });
    // The dearest matches lie below every bumper: gathered, and in price order with ties in part order.
    expect(broad.body.items.map((item) => [item.regularPrice, item.sku])).toEqual([['51.00', 'CAP-49'], ['51.00', 'CAP-99'], ['51.00', 'CAP-149']]);
    const cheapest = await search('q=washer&sort=price_asc&pageSize=3&page=3');
    expect(cheapest.body.items.map((item) => [item.regularPrice, item.sku])).toEqual([['2.00', 'CAP-300'], ['2.00', 'CAP-350'], ['2.00', 'CAP-400']]);
  });

  it('shows first, past the cap too, the parts holding the rarer word when no part holds both', async () => {
    // 2,050 brackets and 10,100 washers, the dearest washers dearer than any bracket.
    const nearMiss = (await search('q=bracket%20washer&pageSize=3')).body;
    expect({ total: nearMiss.total, totalIsCapped: nearMiss.totalIsCapped, partial: nearMiss.partial }).toEqual({ total: 10_000, totalIsCapped: true, partial: { missingWords: [] } });
    expect(skus(nearMiss)).toEqual(['AARD-0', 'AARD-1', 'AARD-2']);
    // The page where the brackets end and the washers begin, the dearest first.
    const across = skus((await search('q=bracket%20washer&pageSize=48&page=43')).body);
    expect([across.length, across.slice(32, 36)]).toEqual([48, ['AARD-2048', 'AARD-2049', 'CAP-49', 'CAP-99']]);
    expect(skus((await search('q=bracket%20washer&pageSize=3&sort=price_desc')).body)).toEqual(['CAP-49', 'CAP-99', 'CAP-149']);
  });

  it('takes a year or a category typed alone past the cap as a broad search, in price order with ties in part order', async () => {
    // Every part fits 1949-1952: the year alone is past the cap, as is the category "Washers".
    for (const q of ['1950', "'50", '50', 'washers']) {
      const first = await search(`q=${encodeURIComponent(q)}&pageSize=3`);
      expect({ q, ...first.body }).toMatchObject({ q, total: 10_000, totalIsCapped: true });
      const dearest = q === 'washers' ? [['51.00', 'CAP-49'], ['51.00', 'CAP-99'], ['51.00', 'CAP-149']] : [['106.00', 'DEAR-6'], ['106.00', 'DEAR-13'], ['106.00', 'DEAR-20']];
      expect({ q, items: first.body.items.map((item) => [item.regularPrice, item.sku]) }).toEqual({ q, items: dearest });
      const cheapest = await search(`q=${encodeURIComponent(q)}&sort=price_asc&pageSize=2&page=2`);
      expect({ q, items: cheapest.body.items.map((item) => [item.regularPrice, item.sku]) }).toEqual({ q, items: [['2.00', 'CAP-100'], ['2.00', 'CAP-150']] });
    }
    // With one word more, the matches are gathered as before.
    expect((await search('q=1950%20bumper&pageSize=1')).body).toMatchObject({ total: 2_050, totalIsCapped: false });
  });

  it('counts a make, a model and a year to the cap too, and pages through them in price order with ties in part order', async () => {
    for (const filter of ['make=pontiac', 'model=Chieftain', 'year=1950', 'make=Pontiac&model=chief&year=1949']) {
      const first = await search(`${filter}&pageSize=3`);
      expect(first.body).toMatchObject({ total: 10_000, totalIsCapped: true });
      expect(first.body.items.map((item) => [item.regularPrice, item.sku])).toEqual([['106.00', 'DEAR-6'], ['106.00', 'DEAR-13'], ['106.00', 'DEAR-20']]);
      const cheapest = await search(`${filter}&sort=price_asc&pageSize=2&page=2`);
      expect(cheapest.body.items.map((item) => [item.regularPrice, item.sku])).toEqual([['2.00', 'CAP-100'], ['2.00', 'CAP-150']]);
    }
  });

  it('pages a broad search by name, and deep past the parts a price order looks through first, in the order with ties in part order', async () => {
    // The parts of this catalogue in the order they were added (their ids).
    const added = [
      ...Array.from({ length: 10_100 }, (_, i) => ({ sku: `CAP-${i}`, name: `Bulk Washer CAP${i}`, price: (i % 50) + 2 })),
      ...Array.from({ length: 2_050 }, (_, i) => ({ sku: `DEAR-${i}`, name: `Chrome Bumper ${i}`, price: 100 + (i % 7) })),
      ...Array.from({ length: 2_050 }, (_, i) => ({ sku: `AARD-${i}`, name: `Aardvark Bracket ${i}`, price: 50.5 })),
    ].map((part, order) => ({ ...part, order }));
    const inOrder = (parts: typeof added, compare: (a: (typeof added)[number], b: (typeof added)[number]) => number) => [...parts].sort((a, b) => compare(a, b) || a.order - b.order).map((part) => part.sku);
    const byName = (a: (typeof added)[number], b: (typeof added)[number]) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const cases: [string, string[]][] = [
      ['sort=name&pageSize=3&page=2', inOrder(added, byName).slice(3, 6)],
      ['sort=name&pageSize=50&page=60', inOrder(added, byName).slice(2_950, 3_000)],
      // The washers lie past the first 2,000 parts by name: gathered and sorted.
      ['q=washer&sort=name&pageSize=4&page=3', inOrder(added.filter((part) => part.sku.startsWith('CAP-')), byName).slice(8, 12)],
      ['q=washer&sort=name&pageSize=50&page=40', inOrder(added.filter((part) => part.sku.startsWith('CAP-')), byName).slice(1_950, 2_000)],
      // Every part is a Pontiac: the page is among the first 2,000 by name.
      ['make=pontiac&sort=name&pageSize=5&page=2', inOrder(added, byName).slice(5, 10)],
      ['sort=price_asc&pageSize=50&page=60', inOrder(added, (a, b) => a.price - b.price).slice(2_950, 3_000)],
      ['pageSize=50&page=49', inOrder(added, (a, b) => b.price - a.price).slice(2_400, 2_450)],
    ];
    for (const [query, expectedSkus] of cases) {
      const { body } = await search(query);
      expect({ query, total: body.total, totalIsCapped: body.totalIsCapped, skus: body.items.map((item) => item.sku) }).toEqual({ query, total: 10_000, totalIsCapped: true, skus: expectedSkus });
    }
  });

  it('counts a category to the cap too, and pages through it in price order with ties in part order', async () => {
    const first = await search('category=Washers&pageSize=3');
    expect(first.body).toMatchObject({ total: 10_000, totalIsCapped: true });
    expect(first.body.items.map((item) => [item.regularPrice, item.sku])).toEqual([['51.00', 'CAP-49'], ['51.00', 'CAP-99'], ['51.00', 'CAP-149']]);
    const cheapest = await search('category=Washers&sort=price_asc&pageSize=2&page=2');
    expect(cheapest.body.items.map((item) => [item.regularPrice, item.sku])).toEqual([['2.00', 'CAP-100'], ['2.00', 'CAP-150']]);
    // The same search through another filter every washer passes takes the general way: the same answer.
    const general = await search('category=Washers&year=1950&pageSize=3');
    expect(general.body).toEqual(first.body);
  });
});

describeEachDatabase('a category or a word typed alone past the cap, and below it after a write', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(categories).values({ name: 'Shims' });
    // Only the category holds the word: no text of these parts says "shim".
    await insertWashers(db, 10_100, 'SHIM', ['Shims']);
  });

  it('takes the category, or a word its parts hold, for broad until its parts fall below the cap, then counts them', async () => {
    expect((await search('q=shims&pageSize=3')).body).toMatchObject({ total: 10_000, totalIsCapped: true });
    // "bulk" is in every name: broad, and the same pages when searched again (told from what was kept).
    const dearest = ['SHIM-49', 'SHIM-99', 'SHIM-149'];
    for (const _ of [1, 2]) {
      const bulk = (await search('q=bulk&pageSize=3')).body;
      expect({ total: bulk.total, totalIsCapped: bulk.totalIsCapped, skus: skus(bulk) }).toEqual({ total: 10_000, totalIsCapped: true, skus: dearest });
      expect(skus((await search('q=bulk&pageSize=3&page=2')).body)).toEqual(['SHIM-199', 'SHIM-249', 'SHIM-299']);
    }
    // Counted again after the write, not remembered from before it.
    await context().database.db.delete(parts).where(sql`${parts.sku} like 'SHIM-%' and ${parts.sku} not in ('SHIM-1', 'SHIM-2', 'SHIM-3')`);
    for (const q of ['shims', 'bulk']) {
      const after = (await search(`q=${q}&pageSize=3`)).body;
      expect({ q, total: after.total, totalIsCapped: after.totalIsCapped, skus: skus(after) }).toEqual({ q, total: 3, totalIsCapped: false, skus: ['SHIM-3', 'SHIM-2', 'SHIM-1'] });
    }
  });
});

describeEachDatabase('a near miss read again after a write: which words some part holds, and which is rarer', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'AARD-1', name: 'Aardvark Bracket', regularPrice: '10.00' },
      { ...base, sku: 'AARD-2', name: 'Aardvark Clamp', regularPrice: '11.00' },
      ...[1, 2, 3].map((i) => ({ ...base, sku: `ZEB-${i}`, name: `Zebra Plate ${i}`, regularPrice: `${20 + i}.00` })),
      { ...base, sku: 'WOMBAT-1', name: 'Wombat Spring', regularPrice: '5.00' },
    ]);
  });

  it('ranks by the words\' counts as they are now, and names a word no part holds any longer', async () => {
    const { db } = context().database;
    // Two parts hold "aardvark", three "zebra": the rarer word's parts first.
    expect(skus((await search('q=aardvark%20zebra')).body)).toEqual(['AARD-2', 'AARD-1', 'ZEB-3', 'ZEB-2', 'ZEB-1']);
    expect((await search('q=zebra%20wombat')).body.partial).toEqual({ missingWords: [] });
    // Now four hold "aardvark": the zebras are the rarer.
    await db.insert(parts).values([3, 4].map((i) => ({ ...base, sku: `AARD-${i}`, name: `Aardvark Shim ${i}`, regularPrice: '1.00' })));
    expect(skus((await search('q=aardvark%20zebra')).body).slice(0, 3)).toEqual(['ZEB-3', 'ZEB-2', 'ZEB-1']);
    // No part holds "wombat" any longer (the vocabulary keeps the word): it is named as not found.
    await db.delete(parts).where(sql`${parts.sku} = 'WOMBAT-1'`);
    const after = (await search('q=zebra%20wombat')).body;
    expect({ partial: after.partial, skus: skus(after) }).toEqual({ partial: { missingWords: ['wombat'] }, skus: ['ZEB-3', 'ZEB-2', 'ZEB-1'] });
  });

  it('finds the part holding every word once one is added, where the same search found none before, twice', async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'KOALA-1', name: 'Koala Bolt', regularPrice: '3.00' },
      { ...base, sku: 'QUOKKA-1', name: 'Quokka Nut', regularPrice: '2.00' },
    ]);
    for (const _ of [1, 2]) expect((await search('q=koala%20quokka')).body).toMatchObject({ total: 2, partial: { missingWords: [] } });
    await db.insert(parts).values({ ...base, sku: 'KQ-1', name: 'Koala Quokka Washer', regularPrice: '1.00' });
    const after = (await search('q=koala%20quokka')).body;
    expect({ partial: after.partial, skus: skus(after) }).toEqual({ partial: undefined, skus: ['KQ-1'] });
  });

  it('reads a typed make and year afresh after a write', async () => {
    const { db } = context().database;
    expect((await search('make=pack&q=hubcap')).body.total).toBe(0);
    expect((await search('q=hubcap%201937')).body.total).toBe(0);
    await db.insert(parts).values({ ...base, sku: 'PACK-1', name: 'Hubcap', make: 'Packard', model: 'One Twenty', yearStart: 1936, yearEnd: 1938, regularPrice: '40.00' });
    expect(skus((await search('make=pack&q=hubcap')).body)).toEqual(['PACK-1']);
    expect(skus((await search('q=hubcap%201937')).body)).toEqual(['PACK-1']);
  });
});

describeEachDatabase("a word inside a car's name, and a category naming the part", (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(categories).values([{ name: 'Brake Hoses & Lines' }, { name: 'Brake Shoes' }, { name: 'Synchromesh Parts' }, { name: 'Grilles' }, { name: 'Carpets & Mats' }, { name: 'Star Chief Stars' }]);
    await db.insert(parts).values([
      { ...base, sku: 'CW-1', name: 'Brake Master Cylinder', model: 'Streamliner', regularPrice: '120.00' },
      { ...base, sku: 'CW-2', name: 'Brake Hose Set', model: 'Torpedo', categories: ['Brake Hoses & Lines'], regularPrice: '35.00' },
      { ...base, sku: 'CW-3', name: 'Trunk Lid Seal', model: 'Streamliner', regularPrice: '44.00' },
      { ...base, sku: 'CW-4', name: 'Headliner', model: 'Torpedo', regularPrice: '250.00' },
      { ...base, sku: 'CW-5', name: 'Brake Shoe Set', model: 'Torpedo', categories: ['Brake Shoes'], description: 'Relined shoes.', regularPrice: '89.00' },
      { ...base, sku: 'CW-6', name: 'Chief Pontiac Hood Ornament', model: 'Torpedo', description: 'Die-cast Chief head.', regularPrice: '189.00' },
      { ...base, sku: 'CW-7', name: 'Headliner', model: 'Star Chief', regularPrice: '300.00' },
      { ...base, sku: 'CW-8', name: 'Synchro Ring Set', model: 'Torpedo', categories: ['Synchromesh Parts'], description: 'Synchronizer rings.', regularPrice: '140.00' },
      { ...base, sku: 'CW-9', name: 'Grille Bar', model: 'Torpedo', categories: ['Grilles'], description: 'Chrome grille bar.', regularPrice: '95.00' },
      { ...base, sku: 'CW-10', name: 'Front Floor Mat', model: 'Torpedo', categories: ['Carpets & Mats'], description: 'Ribbed rubber.', regularPrice: '120.00' },
      { ...base, sku: 'CW-11', name: 'Carpet Set', model: 'Torpedo', categories: ['Carpets & Mats'], description: 'Loop pile floor carpet, front and rear.', regularPrice: '99.00' },
      { ...base, sku: 'CW-12', name: 'Side Stars (set of 4)', model: 'Star Chief', categories: ['Star Chief Stars'], description: 'Star emblems for the rear quarter trim.', regularPrice: '84.50' },
    ]);
  });

  it('finds a word of the part only outside the names of the cars, and counts a category naming the part as its name', async () => {
    // Every Streamliner part holds "line" inside its car's name: not a brake line; nor the brake shoes
    // whose text says "relined". The hose set filed under Brake Hoses & Lines.
    expect(skus((await search('q=brake%20line')).body)).toEqual(['CW-2']);
    // No trunk liner at all: the trunk parts and the headliners, not the Streamliner's trunk seal alone.
    const liner = (await search('q=trunk%20liner')).body;
    expect(liner.partial).toEqual({ missingWords: [] });
    expect(skus(liner).sort()).toEqual(['CW-3', 'CW-4', 'CW-7']);
    // "indian" is the Chief's head, another name for the part: not the Star Chief's headliner.
    expect(skus((await search('q=indian%20head')).body)).toEqual(['CW-6']);
    // Nor its side stars, filed under a category holding "chief" only in the car's name ("indian head emblem"
    // showed them first): a category names a word outside the cars' names, as a part's text does.
    expect(skus((await search('q=indian')).body)).toEqual(['CW-6']);
    expect(skus((await search('q=indian%20head%20emblem')).body)[0]).toBe('CW-6');
    // The car's word itself still names the category.
    expect(skus((await search('q=chief%20stars')).body)).toEqual(['CW-12']);
    // The car's name itself still finds its parts.
    expect(skus((await search('q=streamliner')).body)).toEqual(['CW-1', 'CW-3']);
  });

  it('reads the last word naming the part as what it is: "floor carpet" is the carpet set before the dearer floor mat its category names a carpet', async () => {
    expect(skus((await search('q=floor%20carpet')).body)).toEqual(['CW-11', 'CW-10']);
    // The category still counts as the name of a part whose word it is not the last of; by price, the order a visitor chose.
    expect(skus((await search('q=carpet%20floor')).body)).toEqual(['CW-10', 'CW-11']);
    expect(skus((await search('q=floor%20carpet&sort=price_desc')).body)).toEqual(['CW-10', 'CW-11']);
  });

  it("never counts a word a category's name holds by chance inside one of its words: synchromesh parts are no chrome", async () => {
    expect(skus((await search('q=chrome')).body)).toEqual(['CW-9']);
    // Its words, and their start, still name the category.
    expect(skus((await search('q=synchromesh')).body)).toEqual(['CW-8']);
    expect(skus((await search('q=synchro')).body)).toEqual(['CW-8']);
  });
});

describeEachDatabase("a car's word in the plural, and parts by the trade's other names for them", (context) => {
  const { search, skus, found } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'PL-1', name: 'Engine Rebuild Kit, Pontiac Star Chief', model: 'Star Chief', yearStart: 1954, yearEnd: 1960, description: 'Pistons, piston rings, bearings and gaskets.', regularPrice: '1177.95' },
      { ...base, sku: 'PL-2', name: 'Body Side Molding Set, Pontiac Star Chief', model: 'Star Chief', yearStart: 1958, yearEnd: 1960, regularPrice: '364.95' },
      { ...base, sku: 'PL-3', name: 'Star Chief Side Stars (set of 4)', model: 'Ventura', yearStart: 1960, yearEnd: 1960, description: 'Chrome stars for the rear quarter trim.', regularPrice: '84.50' },
      { ...base, sku: 'PL-4', name: 'Shop Manual', description: 'The factory manual.', regularPrice: '45.50' },
      { ...base, sku: 'PL-5', name: 'Lubrication Service Decal', description: 'Service intervals.', regularPrice: '8.00' },
      { ...base, sku: 'PL-6', name: 'Clutch Disc', regularPrice: '130.50' },
      { ...base, sku: 'PL-7', name: 'Floor Pan Plate', description: 'Clutch pedal opening.', regularPrice: '60.00' },
      { ...base, sku: 'PL-8', name: 'Piston Ring Set', regularPrice: '106.95' },
      { ...base, sku: 'PL-9', name: 'Brake Shoe Set', categories: ['Concours Reproductions'], yearStart: 1949, yearEnd: 1953, regularPrice: '71.95' },
      { ...base, sku: 'PL-10', name: 'Brake Master Cylinder', categories: ['Reproduction Parts'], yearStart: 1950, yearEnd: 1960, regularPrice: '96.50' },
      { ...base, sku: 'PL-11', name: 'Front Fender Patch Panel', description: 'Lower rear section.', regularPrice: '89.50' },
      { ...base, sku: 'PL-12', name: 'Windshield Weatherstrip', description: 'Windshield setting channel.', regularPrice: '112.95' },
      { ...base, sku: 'PL-13', name: 'Door Weatherstrip Kit', regularPrice: '99.95' },
      { ...base, sku: 'PL-14', name: 'Back Glass Rubber Channel', regularPrice: '104.50' },
      { ...base, sku: 'PL-15', name: 'Vent Window Rubber Seal', description: 'Fits the rear edge of the vent window.', regularPrice: '48.00' },
      { ...base, sku: 'PL-16', name: 'Tail Lamp Lens', description: 'Red glass, ribbed, as the original lenses.', regularPrice: '36.00' },
      { ...base, sku: 'PL-20', name: 'Hood Ornament Lens', description: 'Amber plastic, in a chrome plated bezel.', regularPrice: '64.00' },
      { ...base, sku: 'PL-21', name: 'Door Sill Plate', description: 'Stainless, with its mounting screws.', regularPrice: '58.00' },
      { ...base, sku: 'PL-22', name: 'Engine Mount', description: 'Rubber and steel.', regularPrice: '45.00' },
      { ...base, sku: 'PL-23', name: 'Exhaust Pipe, Rear', description: 'Aluminized steel.', regularPrice: '74.00' },
      { ...base, sku: 'PL-24', name: 'Hood Trim Strip, Pontiac Streamliner', model: 'Streamliner', yearStart: 1946, yearEnd: 1948, regularPrice: '118.00' },
      { ...base, sku: 'PL-25', name: "Owner's Manual", yearStart: 1954, yearEnd: 1955, regularPrice: '22.00' },
      { ...base, sku: 'PL-26', name: "Owner's Manual", yearStart: 1957, yearEnd: 1958, regularPrice: '21.00' },
      { ...base, sku: 'PL-17', name: 'Windshield Rubber Channel', description: 'Fits the glass.', regularPrice: '92.00' },
      { ...base, sku: 'PL-18', name: 'Fender Emblem, 1939 Pontiac Quality 115', model: 'Quality 115', yearStart: 1939, yearEnd: 1939, regularPrice: '40.00' },
      { ...base, sku: 'PL-19', name: 'Running Board Cover, Pontiac Six (Series 6-27)', model: 'Six (Series 6-27)', yearStart: 1926, yearEnd: 1927, regularPrice: '140.00' },
      { ...base, sku: 'PL-27', name: 'Valve Cover Decal', description: 'For the 389 V-8.', regularPrice: '12.00' },
      { ...base, sku: 'PL-28', name: 'Air Cleaner Decal', yearStart: 1959, yearEnd: 1960, regularPrice: '11.00' },
      { ...base, sku: 'PL-29', name: 'Water Pump', model: 'Safari', yearStart: 1955, yearEnd: 1956, regularPrice: '140.00' },
      { ...base, sku: 'PL-30', name: 'Water Pump', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '120.00' },
      { ...base, sku: 'PL-31', name: 'Water Pump, Oakland V-8', make: 'Oakland', model: 'V-8', yearStart: 1930, yearEnd: 1931, regularPrice: '150.00' },
      { ...base, sku: 'PL-32', name: 'Fuel Pump', description: 'Genuine GM, new old stock.', regularPrice: '95.00' },
      { ...base, sku: 'PL-33', name: 'Fuel Pump', description: 'Reproduction.', regularPrice: '105.00' },
      { ...base, sku: 'PL-34', name: 'Cylinder Head Bolt Set', regularPrice: '30.00' },
      { ...base, sku: 'PL-35', name: 'Ignition Points and Condenser Set', description: 'Breaker points and condenser.', regularPrice: '24.00' },
      { ...base, sku: 'PL-36', name: 'Seat Upholstery Set', description: 'Front and rear seats, with the listing wire kit.', regularPrice: '690.00' },
      { ...base, sku: 'PL-37', name: 'Kingpin Set', description: 'Steering knuckle kingpins with bushings.', regularPrice: '120.00' },
      { ...base, sku: 'PL-38', name: 'Horn Ring', description: 'Chrome, with the contact spring.', regularPrice: '180.00' },
      { ...base, sku: 'PL-39', name: 'Headlamp Door', description: 'Stainless steel.', regularPrice: '55.00' },
      { ...base, sku: 'PL-40', name: 'Starter', categories: ['Starters'], model: 'Safari', yearStart: 1955, yearEnd: 1956, description: 'Rebuilt, with a new drive.', regularPrice: '210.00' },
      { ...base, sku: 'PL-41', name: 'Sealed Beam Unit', description: 'Six-volt.', regularPrice: '32.00' },
      { ...base, sku: 'PL-42', name: 'Synchro Ring Set', description: 'For the three-speed manual transmission.', regularPrice: '98.00' },
      { ...base, sku: 'PL-43', name: 'Carburetor Rebuild Kit', description: 'For the Rochester four-barrel.', regularPrice: '64.00' },
      { ...base, sku: '627-7288', name: 'Luggage Rack', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '150.00' },
    ]);
    const [section] = await db.insert(categories).values({ name: 'IGNITION & ELECTRICAL', isSection: true }).returning();
    await db.insert(categories).values({ name: 'Starters', parentId: section!.id });
  });

  it('reads a plural of a word of a car\'s name as the part: "stars" are the chrome stars, not every Star Chief part', async () => {
    expect(skus((await search('q=star%20chief%20stars')).body)).toEqual(['PL-3']);
    expect(skus((await search('q=stars')).body)).toEqual(['PL-3']);
    // The car's name in the singular still names the car.
    expect(skus((await search('q=star%20chief')).body).sort()).toEqual(['PL-1', 'PL-2', 'PL-3']);
  });

  it('reads a plural as a word of its own, not the start of a longer one: "stars" are no starter, "pans" no panel, "seals" no sealed beam', async () => {
    for (const [q, want] of [
      ['stars', ['PL-3']],
      ['pans', ['PL-7']],
      ['floor pans', ['PL-7']],
      ['seals', ['PL-15']],
    ] as const) {
      expect(await found(q)).toEqual({ q, skus: want, partial: undefined });
    }
    // A word typed as it is may be a word begun: "start" is the starter's start, "pan" the panel's too (after the pan, whole).
    expect(skus((await search('q=start')).body)).toEqual(['PL-40']);
    expect(skus((await search('q=pan')).body)).toEqual(['PL-7', 'PL-11']);
  });

  it('finds the shop manual for a service, repair or workshop manual, the clutch disc for a clutch plate or disk, the back glass for the rear window, the exhaust pipe for a tail pipe', async () => {
    for (const q of ['service manual', 'repair manual', 'workshop manual']) expect({ q, skus: skus((await search(`q=${encodeURIComponent(q)}`)).body) }).toEqual({ q, skus: ['PL-4'] });
    for (const q of ['clutch plate', 'clutch disk']) expect({ q, skus: skus((await search(`q=${encodeURIComponent(q)}`)).body) }).toEqual({ q, skus: ['PL-6'] });
    // The rear window is the back glass: its channel, not the vent window's seal whose text says "rear".
    for (const q of ['rear window rubber', 'back window rubber']) expect({ q, skus: skus((await search(`q=${encodeURIComponent(q)}`)).body) }).toEqual({ q, skus: ['PL-14'] });
    // The tail pipe is the exhaust pipe's last length: not the tail lamp's lens.
    for (const q of ['tail pipe', 'tailpipe', 'rear tail pipe']) expect(await found(q)).toEqual({ q, skus: ['PL-23'], partial: undefined });
  });

  it('reads a count typed in figures before what it counts as the count written out: a "3 speed" is the three-speed gearbox, a "4 barrel" the four-barrel', async () => {
    for (const q of ['3 speed synchro rings', '3-speed synchro', '3speed', '3 speed', 'three speed synchro']) expect(await found(q)).toEqual({ q, skus: ['PL-42'], partial: undefined });
    for (const q of ['4 barrel carburetor kit', '4-barrel carb kit']) expect(await found(q)).toEqual({ q, skus: ['PL-43'], partial: undefined });
    // Another count is no "three": a "2 speed" shows the three-speed's synchro rings only as a near miss.
    expect((await found('2 speed synchro')).partial).toBeDefined();
  });

  it('reads a carburetor\'s maker or type as the carburetor: "carter wcd rebuild kit" is a carburetor rebuild kit, not nothing', async () => {
    for (const q of ['carter wcd rebuild kit', 'carter rebuild kit', 'rochester 4gc kit', 'stromberg carb kit', 'wcfb kit', 'zenith carburetor']) expect(await found(q)).toEqual({ q, skus: ['PL-43'], partial: undefined });
    // A fuel pump is no carburetor: "carter fuel pump" shows the fuel pumps first, as a near miss.
    const pump = await found('carter fuel pump');
    expect({ first: pump.skus.slice(0, 2).sort(), partial: pump.partial }).toEqual({ first: ['PL-32', 'PL-33'], partial: { missingWords: [] } });
  });

  it('leaves "parts" out beside other words, as "part" is: "brake parts 1950" is the brakes, however they are filed', async () => {
    const brakes = (await search('q=brake%20parts%201950')).body;
    expect({ skus: skus(brakes), partial: brakes.partial }).toEqual({ skus: ['PL-10', 'PL-9'], partial: undefined });
    expect(skus((await search('q=fender%20repair%20panel')).body)).toEqual(['PL-11']);
  });

  it('reads a kit as a set: "piston ring kit" is the piston ring set before the engine kit whose text names piston rings', async () => {
    const rings = (await search('q=piston%20ring%20kit')).body;
    expect({ skus: skus(rings), partial: rings.partial }).toEqual({ skus: ['PL-8', 'PL-1'], partial: undefined });
    // A set is no kit: the narrower word. Nor is it the start of "setting".
    expect(skus((await search('q=piston%20ring%20set')).body)).toEqual(['PL-8']);
    const channel = (await search('q=weatherstrip%20set')).body;
    expect({ skus: skus(channel), partial: channel.partial }).toEqual({ skus: ['PL-12', 'PL-13'], partial: { missingWords: [] } });
  });

  it('reads an other name typed as two words as those words when no part holds it: "emergency brake cable" with no parking brake is a near miss of the brakes', async () => {
    for (const [q, missingWords] of [
      ['emergency brake cable', ['emergency', 'cable']],
      ['brake emergency cable', ['emergency', 'cable']],
      ['hand brake', ['hand']],
      ['emergency brake brake', ['emergency']],
    ] as const) {
      expect(await found(q)).toEqual({ q, skus: ['PL-10', 'PL-9'], partial: { missingWords } });
    }
    // Held, it stays one word: "wing window" is the vent window's seal alone, not every window and no wing.
    const vent = (await search('q=wing%20window')).body;
    expect({ skus: skus(vent), partial: vent.partial }).toEqual({ skus: ['PL-15'], partial: undefined });
  });

  it('finds a car by the number of its name, typed alone or with marks between its figures: "115" is the Quality 115, "6-27" the Series 6-27', async () => {
    for (const q of ['115', 'quality 115', '115 emblem']) expect(await found(q)).toEqual({ q, skus: ['PL-18'], partial: undefined });
    for (const q of ['series 6-27', '6.27 running board']) expect(await found(q)).toEqual({ q, skus: ['PL-19'], partial: undefined });
    // Typed alone, the car's parts come before a part whose number starts with its figures (a rack of a
    // Torpedo, 627-7288); figures no car's name holds as a word ("627") are the start of a part number.
    for (const q of ['6-27', '6.27']) expect(await found(q)).toEqual({ q, skus: ['PL-19', '627-7288'], partial: undefined });
    expect(await found('627')).toEqual({ q: '627', skus: ['627-7288'], partial: undefined });
  });

  it("reads an engine's size as the years it powered: \"347 owners manual\" is the manual for 1957, \"389 decal\" a decal for 1959 on or one naming the 389", async () => {
    for (const q of ['347 owners manual', "347 cid owner's manual", '347ci owners manual', 'owners manual 347 cubic inch']) expect(await found(q)).toEqual({ q, skus: ['PL-26'], partial: undefined });
    expect(await found('287 owners manual')).toEqual({ q: '287 owners manual', skus: ['PL-25'], partial: undefined });
    // A part naming the size in its words is found as before, beside those fitting its years.
    const decals = await found('389 decal');
    expect({ skus: decals.skus.sort(), partial: decals.partial }).toEqual({ skus: ['PL-27', 'PL-28'], partial: undefined });
    // The answer says how the size was read; a size of no Pontiac engine is a number no part holds.
    expect((await search('q=347%20cid%20owners%20manual')).body.engines).toEqual([{ typed: '347 cid', first: 1957, last: 1957 }]);
    expect((await found('388 decal')).partial).toEqual({ missingWords: ['388'] });
    expect((await search('q=388%20decal')).body.engines).toBeUndefined();
  });

  it('reads a motor mount as the engine mount and an OEM part as the genuine one, as the trade does', async () => {
    // A motor alone is no engine (a wiper motor is none): the phrase is.
    for (const q of ['motor mount', 'motor mounts']) expect(await found(q)).toEqual({ q, skus: ['PL-22'], partial: undefined });
    // An OEM part is GM's own, written "genuine" by the shops: not the reproduction.
    for (const q of ['oem fuel pump', 'OEM fuel pump']) expect(await found(q)).toEqual({ q, skus: ['PL-32'], partial: undefined });
  });

  it('reads a tune-up as the ignition points, a spindle bolt as the kingpin and a horn rim as the horn ring, as the trade does', async () => {
    // A tune-up kit is the points and condenser, not the upholstery whose word begins "up", nor a kit whose text holds that word.
    for (const q of ['tune up kit', 'tune-up kit', 'tuneup kit', 'ignition tune up']) expect(await found(q)).toEqual({ q, skus: ['PL-35'], partial: undefined });
    for (const q of ['spindle bolt kit', 'spindle bolts']) expect(await found(q)).toEqual({ q, skus: ['PL-37'], partial: undefined });
    // The horn's rim is its ring; a headlamp's rim is still its door.
    expect(await found('horn rim')).toEqual({ q: 'horn rim', skus: ['PL-38'], partial: undefined });
    expect(await found('headlamp rim')).toEqual({ q: 'headlamp rim', skus: ['PL-39'], partial: undefined });
  });

  it('reads an engine named by its kind as the years it names: a "v8" water pump is one for 1955 on or one naming the V-8, a "flathead" one before 1955', async () => {
    // The years' water pump first: a year a part fits is held whole, as a year typed among the words is.
    for (const q of ['v8 water pump', 'V-8 water pump', 'water pump v 8']) expect(await found(q)).toEqual({ q, skus: ['PL-29', 'PL-31'], partial: undefined });
    for (const q of ['flathead water pump', 'flat-head water pump', 'L-head water pump']) expect(await found(q)).toEqual({ q, skus: ['PL-31', 'PL-30'], partial: undefined });
    expect(await found('flathead v8 water pump')).toEqual({ q: 'flathead v8 water pump', skus: ['PL-31'], partial: undefined });
    expect((await search('q=v-8%20water%20pump')).body.engines).toEqual([{ typed: 'v-8', first: 1955, last: 1966 }]);
    expect((await search('q=l%20head%20water%20pump')).body.engines).toEqual([{ typed: 'l head', first: 1926, last: 1954 }]);
    // With a year of none of the engine's cars, typed or chosen, the word is the car's name as written, and the answer says nothing of the engine.
    for (const [q, year] of [['1930 v8 water pump', ''], ['v8 water pump', '1931']] as const) {
      const { body } = await search(`q=${encodeURIComponent(q)}${year ? `&year=${year}` : ''}`);
      expect({ q, skus: body.items.map((part: { sku: string }) => part.sku), engines: body.engines }).toEqual({ q, skus: ['PL-31'], engines: undefined });
    }
    expect((await search('q=1956%20v8%20water%20pump')).body.engines).toEqual([{ typed: 'v8', first: 1955, last: 1966 }]);
    // The V-8 by the name it was brought out with, never a slip of "strap" or "strata".
    for (const q of ['strato streak water pump', 'Strato-Streak water pump']) expect(await found(q)).toEqual({ q, skus: ['PL-29'], partial: undefined });
    const { engines, corrections } = (await search('q=strato%20streak%20water%20pump')).body;
    expect({ engines, corrections }).toEqual({ engines: [{ typed: 'strato streak', first: 1955, last: 1966 }], corrections: undefined });
    // A name no part's words hold is no slip of another word: "lhead" is no "head".
    for (const q of ['l head water pump', 'L-head water pump', 'flathead water pump']) expect({ q, corrections: (await search(`q=${encodeURIComponent(q)}`)).body.corrections }).toEqual({ q, corrections: undefined });
  });

  it('reads two years with "to" or "thru" between them as the span: "owners manual 1955 to 1957" is any of those years', async () => {
    for (const q of ['owners manual 1955 to 1957', "owner's manual 55 thru 57", '1955 through 1957 owners manual']) expect(await found(q)).toEqual({ q, skus: ['PL-25', 'PL-26'], partial: undefined });
    // Backwards, they are two years, which no manual covers both of.
    expect((await found('owners manual 1957 to 1955')).skus).toEqual(['PL-25', 'PL-26']);
    expect((await found('owners manual 1957 to 1955')).partial).toBeDefined();
  });

  it('reads a car\'s word with its last letter left off as the car: "streamline" is the Streamliner', async () => {
    for (const q of ['streamline', 'streamline hood strip', 'hood strip streamline']) expect(await found(q)).toEqual({ q, skus: ['PL-24'], partial: undefined });
  });

  it('finds a plate or a mount as a word of its own, never every part "chrome plated" or with "mounting" screws', async () => {
    // The floor pan plate and the sill plate; the sill plate's "mounting" screws make it no mount.
    for (const q of ['plate', 'plates']) expect(await found(q)).toEqual({ q, skus: ['PL-7', 'PL-21'], partial: undefined });
    for (const q of ['sill plate', 'mounting']) expect(await found(q)).toEqual({ q, skus: ['PL-21'], partial: undefined });
    for (const q of ['mount', 'engine mounts']) expect(await found(q)).toEqual({ q, skus: ['PL-22'], partial: undefined });
    // The lens's bezel is "chrome plated": found by that word, not by "plate".
    expect(await found('plated')).toEqual({ q: 'plated', skus: ['PL-20'], partial: undefined });
  });

  it('reads "lense" as the lens, not only the start of "lenses"', async () => {
    expect(skus((await search('q=lense')).body)).toEqual(['PL-20', 'PL-16']);
    expect(skus((await search('q=ornament%20lense')).body)).toEqual(['PL-20']);
  });

  it('reads a slip as the word written the other way, and two words as the other name they make with a slip: "tailight lens", "windshild gasket"', async () => {
    // "tailight" is a letter short of "taillight", which the catalogue writes "tail lamp": told as typed.
    const lens = (await search('q=tailight%20lens')).body;
    expect({ skus: skus(lens), partial: lens.partial, corrections: lens.corrections }).toEqual({ skus: ['PL-16'], partial: undefined, corrections: [{ typed: 'tailight', meant: ['taillight'] }] });
    // The windshield gasket is its rubber channel, however "windshield" was mistyped.
    for (const q of ['windshild gasket', 'windsheild seal', 'windshild seal', 'windscren gasket']) expect(await found(q)).toEqual({ q, skus: ['PL-17'], partial: undefined });
    // The visitor is told how the words were read.
    for (const [q, meant] of [['windshild gasket', 'windshield gasket'], ['windscren gasket', 'windscreen gasket']]) expect((await search(`q=${encodeURIComponent(q!)}`)).body.corrections).toEqual([{ typed: q, meant: [meant] }]);
  });
});

describeEachDatabase("a part's categories as a search by category finds them", (context) => {
  const { search, skus } = searchHelpers(context);
  const held = async () => {
    const result = await context().database.db.execute(sql`
      select (select coalesce(jsonb_agg(jsonb_build_array(category, regular_price::text, part_id, make, model, year_start, year_end) order by category, part_id), '[]') from part_categories) as kept,
        (select coalesce(jsonb_agg(jsonb_build_array(c, regular_price::text, id, make, model, year_start, year_end) order by c, id), '[]')
          from (select distinct c, regular_price, id, make, model, year_start, year_end from parts, unnest(categories) as c) named) as named`);
    return (result as unknown as { rows: { kept: unknown; named: unknown }[] }).rows[0]!;
  };

  it('follows every write to a part: added, repriced, recategorised (a category named twice counts once), moved to another vehicle, removed, all removed', async () => {
    const db = context().database.db;
    const [lens, horn] = await db
      .insert(parts)
      .values([
        { ...base, sku: 'PC-1', name: 'Lens', regularPrice: '20.00', categories: ['Lenses', 'Reproduction Parts'] },
        { ...base, sku: 'PC-2', name: 'Horn', regularPrice: '30.00', categories: ['Reproduction Parts'] },
      ])
      .returning();
    expect(skus((await search('category=Reproduction%20Parts')).body)).toEqual(['PC-2', 'PC-1']);
    await db.update(parts).set({ regularPrice: '40.00' }).where(sql`${parts.id} = ${lens!.id}`);
    expect(skus((await search('category=Reproduction%20Parts')).body)).toEqual(['PC-1', 'PC-2']);
    await db.update(parts).set({ categories: ['Horns', 'Horns'] }).where(sql`${parts.id} = ${horn!.id}`);
    expect((await search('category=Horns')).body).toMatchObject({ total: 1, items: [{ sku: 'PC-2' }] });
    expect(skus((await search('category=Reproduction%20Parts')).body)).toEqual(['PC-1']);
    const after = await held();
    expect(after.kept).toEqual(after.named);
    // A category searched with a vehicle reads the vehicle from the category's rows: they follow it.
    expect(skus((await search('category=Lenses&model=chieftain&year=1950')).body)).toEqual(['PC-1']);
    await db.update(parts).set({ make: 'Oakland', model: 'Six', yearStart: 1930, yearEnd: 1931 }).where(sql`${parts.id} = ${lens!.id}`);
    expect((await search('category=Lenses&model=chieftain&year=1950')).body).toMatchObject({ total: 0, items: [] });
    expect(skus((await search('category=Lenses&make=oakland&year=1931')).body)).toEqual(['PC-1']);
    const moved = await held();
    expect(moved.kept).toEqual(moved.named);
    await db.delete(parts).where(sql`${parts.id} = ${lens!.id}`);
    expect((await search('category=Lenses')).body).toMatchObject({ total: 0, items: [] });
    expect((await held()).kept).toEqual([['Horns', '30.00', horn!.id, 'Pontiac', 'Chieftain', 1949, 1952]]);
    await db.execute(sql`truncate parts cascade`);
    expect((await held()).kept).toEqual([]);
  });
});

describeEachDatabase('typo tolerance after the catalogue changes', (context) => {
  const { search, skus } = searchHelpers(context);

  it('looks a mistyped word up again once a new part brings the word it was meant for', async () => {
    const { db } = context().database;
    await db.insert(parts).values({ ...base, sku: 'SS-CB-6006', name: 'Carburetor Float', regularPrice: '21.00' });
    expect((await search('q=tillotsen')).body.total).toBe(0);
    await db.insert(parts).values({ ...base, sku: 'SS-CB-7007', name: 'Tillotson Carburetor Float', regularPrice: '24.00' });
    expect(skus((await search('q=tillotsen')).body)).toEqual(['SS-CB-7007']);
  });

  it('forgives a slip the catalogue once held, after the part holding it was put right', async () => {
    const { db } = context().database;
    const [gear] = await db.insert(parts).values({ ...base, sku: 'SS-SG-8008', name: 'Speedomter Drive Gear', regularPrice: '39.00' }).returning();
    expect(skus((await search('q=speedomter')).body)).toEqual(['SS-SG-8008']);
    // Its name is put right: "speedomter" stays in the vocabulary (which keeps every word it has seen), but no part holds it.
    await db.update(parts).set({ name: 'Speedometer Drive Gear' }).where(sql`${parts.id} = ${gear!.id}`);
    expect(skus((await search('q=speedomter')).body)).toEqual(['SS-SG-8008']);
    const twoWords = (await search('q=speedomter%20gear')).body;
    expect(skus(twoWords)).toEqual(['SS-SG-8008']);
    expect(twoWords.partial).toBeUndefined();
    // A word no part holds, nor any slip of a catalogue word, is still named as not found.
    expect((await search('q=speedometer%20xqzt')).body).toMatchObject({ partial: { missingWords: ['xqzt'] } });
  });
});

describeEachDatabase('words restorers write their own way', (context) => {
  const { search, skus, found } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'WW-1', name: 'Battery Top Decal', regularPrice: '9.00', categories: ['Battery Decals'] },
      { ...base, sku: 'WW-2', name: 'Door Handle, Outside', regularPrice: '52.00', categories: ['Door Hardware'] },
      { ...base, sku: 'WW-3', name: 'Door Seal Kit', description: 'Rubber seals for the doors and their handles.', regularPrice: '88.00', categories: ['Door Seals'] },
      { ...base, sku: 'WW-4', name: 'Headliner', regularPrice: '210.00', categories: ['Headliners'] },
      { ...base, sku: 'WW-5', name: 'Sun Visor Pair', regularPrice: '132.00', categories: ['Sun Visors'] },
      { ...base, sku: 'WW-6', name: 'Fender Emblem', regularPrice: '40.00', categories: ['Emblems'] },
      { ...base, sku: 'WW-7', name: 'Trunk Script', regularPrice: '45.00', categories: ['Scripts'] },
      { ...base, sku: 'WW-8', name: 'Outside Mirror, Left', regularPrice: '47.00' },
      { ...base, sku: 'WW-9', name: 'Outside Mirror, Right', regularPrice: '47.00' },
      { ...base, sku: 'WW-10', name: 'Wheel Cylinder, Rear', regularPrice: '39.00' },
      { ...base, sku: 'WW-11', name: 'Wheel Cylinder, Front', regularPrice: '41.00' },
      { ...base, sku: 'WW-12', name: 'Back-Up Lamp Assy', regularPrice: '96.00' },
      { ...base, sku: 'AB-123', name: 'Clip', regularPrice: '5.00' },
      { ...base, sku: 'AB-1234', name: 'Clip Set', regularPrice: '50.00' },
      { ...base, sku: 'TN-1', name: 'Chief Hood Ornament', description: 'Illuminated Indian head.', regularPrice: '189.00' },
      { ...base, sku: 'TN-2', name: 'Safe-T-Track Clutch Pack', regularPrice: '215.00' },
      { ...base, sku: 'TN-3', name: 'Knee-Action Unit', description: 'Front suspension, rebuilt.', regularPrice: '295.00' },
      { ...base, sku: 'TN-4', name: 'Hydra-Matic Pan Gasket', description: 'Cork-rubber.', regularPrice: '14.00' },
      { ...base, sku: 'TN-5', name: 'Convertible Top Lift', description: 'Hydraulic.', regularPrice: '240.00' },
      { ...base, sku: 'SV-1', name: 'Silver Streak Hood Strips', description: 'The chrome bands of the hood.', regularPrice: '185.00' },
      { ...base, sku: 'SV-2', name: 'Dash Clock', description: 'Electric, rebuilt.', regularPrice: '240.00' },
      { ...base, sku: 'SV-3', name: 'Dash Clock', make: 'Oakland', model: 'V-8', yearStart: 1930, yearEnd: 1931, description: 'Electric, rebuilt.', regularPrice: '260.00' },
      { ...base, sku: 'SV-4', name: 'Wheel Trim Ring Set', description: 'Stainless trim rings, four.', regularPrice: '96.00' },
      { ...base, sku: 'GC-1', name: 'Gas Cap', description: 'Vented.', regularPrice: '28.00' },
      { ...base, sku: 'GC-2', name: 'Fuel Filler Door', description: 'Spring-loaded.', regularPrice: '64.00' },
      { ...base, sku: 'GC-3', name: 'Headlamp Door', description: 'Stainless, with its gasket.', regularPrice: '72.00' },
      { ...base, sku: 'ON-1', name: 'Vent Window Seal Kit', description: 'Rubber seals for the front vent windows.', regularPrice: '120.00' },
      { ...base, sku: 'ON-2', name: 'Trunk Lid Seal', description: 'One-piece seal for the trunk.', regularPrice: '45.00' },
      { ...base, sku: 'ON-3', name: 'Hydra-Matic Overhaul Kit', description: 'Bands and seals for the Hydra-Matic transmission.', regularPrice: '260.00' },
      { ...base, sku: 'ON-4', name: 'Windshield Rubber Channel', description: 'Setting channel in the original profile.', regularPrice: '95.00' },
      { ...base, sku: 'ON-5', name: 'Windshield Reveal Molding', description: 'Polished stainless, fits the rubber channel groove.', regularPrice: '180.00' },
      { ...base, sku: 'BC-1', name: 'Ignition Coil', description: '6-volt coil with pigtails.', regularPrice: '65.00' },
      { ...base, sku: 'BC-2', name: 'Water Pump', regularPrice: '129.00' },
      { ...base, sku: 'TY-1', name: 'Headlamp Type Decal', regularPrice: '9.00' },
      { ...base, sku: 'PS-1', name: 'Shift Lever Knob', description: 'Ivory, set at its original position.', regularPrice: '24.00' },
      { ...base, sku: 'BC-3', name: 'Headlamp Bucket', description: 'Head of the fender.', regularPrice: '58.00' },
      { ...base, sku: 'RW-1', name: 'Brake Pedal Pad', regularPrice: '14.00' },
      { ...base, sku: 'ON-6', name: 'Valve Cover', description: 'Pressed steel, painted in the engine colour.', regularPrice: '75.00' },
      { ...base, sku: 'ON-7', name: 'Lubrication Service Decal', description: 'Door jamb decal of the service intervals.', regularPrice: '8.00' },
      { ...base, sku: 'ON-8', name: 'Carburetor Float', regularPrice: '21.00' },
      // "amber parking lens": no part holds the three; one holds two of them in its name, one a rarer word.
      { ...base, sku: 'AP-1', name: 'Parking Lamp Lens', description: 'Glass lens.', regularPrice: '24.00' },
      { ...base, sku: 'AP-2', name: 'Dome Light Lens', description: 'Amber plastic.', regularPrice: '60.00' },
      { ...base, sku: 'AP-3', name: 'Parking Light Switch', description: 'Pull switch.', regularPrice: '30.00' },
      // "9879" ends one part number and lies across the parts of another.
      { ...base, sku: 'SS-GB-9879', name: 'Glove Box Lock', regularPrice: '55.50' },
      { ...base, sku: '698-7977', name: 'Timing Gear', regularPrice: '105.50' },
    ]);
    const sections = await db
      .insert(categories)
      .values([
        { name: 'DECALS', isSection: true },
        { name: 'BODY HARDWARE', isSection: true },
        { name: 'INTERIOR / SOFT TRIM', isSection: true },
        { name: 'EMBLEMS & SCRIPTS', isSection: true },
      ])
      .returning();
    const [decals, body, interior, emblems] = sections;
    await db.insert(categories).values([
      { name: 'Battery Decals', parentId: decals!.id },
      { name: 'Door Hardware', parentId: body!.id },
      { name: 'Door Seals', parentId: body!.id },
      { name: 'Headliners', parentId: interior!.id },
      { name: 'Sun Visors', parentId: interior!.id },
      { name: 'Emblems', parentId: emblems!.id },
      { name: 'Scripts', parentId: emblems!.id },
    ]);
  });

  it('looks a plural for its singular: "batteries" is a battery, "door handles" a door handle', async () => {
    expect(skus((await search('q=batteries')).body)).toEqual(['WW-1']);
    // The seal kit says "handles"; the handle itself only "Handle", and is a full match too.
    const handles = (await search('q=outside%20door%20handles')).body;
    expect(skus(handles)).toEqual(['WW-2']);
    expect(handles.partial).toBeUndefined();
    expect(skus((await search('q=door%20handles')).body).sort()).toEqual(['WW-2', 'WW-3']);
  });

  it('reads the trade\'s abbreviations: "lh" is left, "rr" rear; "assembly" finds an "Assy"', async () => {
    expect(skus((await search('q=mirror%20lh')).body)).toEqual(['WW-8']);
    expect(skus((await search('q=rh%20mirror')).body)).toEqual(['WW-9']);
    expect(skus((await search('q=rr%20wheel%20cylinder')).body)).toEqual(['WW-10']);
    expect(skus((await search('q=frt%20wheel%20cylinder')).body)).toEqual(['WW-11']);
    expect(skus((await search('q=back%20up%20lamp%20assembly')).body)).toEqual(['WW-12']);
    expect(skus((await search('q=lube%20decal')).body)).toEqual(['ON-7']);
  });

  it('ranks the part number said as "part no." or "p/n" first, though a dearer part number starts with it', async () => {
    for (const typed of ['part no. AB-123', 'p/n ab123', 'AB 123']) expect(skus((await search(`q=${encodeURIComponent(typed)}`)).body), typed).toEqual(['AB-123', 'AB-1234']);
    // A part number's last figures typed without its prefix; not the part whose number holds them only
    // across its parts (698-7977), as a word inside another is no word of it.
    expect(skus((await search('q=9879')).body)).toEqual(['SS-GB-9879']);
    expect(skus((await search('q=7977')).body)).toEqual(['698-7977']);
    expect(skus((await search('q=6987977')).body)).toEqual(['698-7977']);
  });

  it('offers the part numbers a slip from one that finds nothing, never looking for them in its place', async () => {
    const offered = [
      ['q=SS-GB-9897', ['SS-GB-9879']],
      ['partNumber=698-7797', ['698-7977']],
      ['q=part%20no.%206987797', ['698-7977']],
      ['q=ab1235', ['AB-123', 'AB-1234']],
    ] as const;
    for (const [params, partNumbers] of offered) {
      const { body } = await search(params);
      expect({ params, total: body.total, partNumbers: body.partNumbers }).toEqual({ params, total: 0, partNumbers });
    }
    // Not when the number finds its part, nor for a part the other filters leave out, a word or a number too short.
    for (const params of ['q=698-7977', 'partNumber=698-7797&make=Oakland', 'partNumber=698-7797&year=1955', 'q=gaskte', 'q=9897']) {
      expect((await search(params)).body.partNumbers, params).toBeUndefined();
    }
  });

  it('knows what restorers call Pontiac\'s own parts: the Chief is the "Indian", Safe-T-Track the "posi", the Knee-Action the "Dubonnet", the Hydra-Matic the "hydro"', async () => {
    expect(skus((await search('q=indian%20hood%20ornament')).body)).toEqual(['TN-1']);
    const posi = (await search('q=posi%20clutch%20pack')).body;
    expect(skus(posi)).toEqual(['TN-2']);
    expect(posi.partial).toBeUndefined();
    // "posi" is the Safe-T-Track, not the start of "position".
    expect(skus((await search('q=posi')).body)).toEqual(['TN-2']);
    // The Knee-Action of the Pontiacs of the 1930s was the Dubonnet system, and goes by its name.
    for (const q of ['dubonnet', 'dubonnet front suspension', 'Dubonnet unit']) expect(await found(q)).toEqual({ q, skus: ['TN-3'], partial: undefined });
    // The Hydra-Matic is the "hydro", never the start of "hydraulic".
    expect(await found('hydro')).toEqual({ q: 'hydro', skus: ['ON-3', 'TN-4'], partial: undefined });
    expect(await found('hydro pan gasket')).toEqual({ q: 'hydro pan gasket', skus: ['TN-4'], partial: undefined });
    expect(skus((await search('q=hydraulic')).body)).toEqual(['TN-5']);
  });

  it('reads the Silver Streak as a name of the car: with no part holding every word, the part named before the bands', async () => {
    // "1950 silver streak dash clock" showed the hood strips first (holding three of the words), the clocks after.
    const clock = await found('1950 silver streak dash clock');
    expect({ first: clock.skus[0], partial: clock.partial }).toEqual({ first: 'SV-2', partial: { missingWords: [], nearYears: [{ first: 1950, last: 1950 }] } });
    // With no year, the clocks, as the parts holding every word naming the part (the Silver Streak is looked
    // for only as written, so the Oakland's too), those of the Silver Streak's years (1935-1956) first.
    for (const q of ['silver streak clock', 'silver-streak dash clock']) {
      const clocks = await found(q);
      expect({ q, skus: clocks.skus, partial: clocks.partial }).toEqual({ q, skus: ['SV-2', 'SV-3'], partial: { missingWords: [], nearYears: [{ first: 1935, last: 1956 }] } });
    }
    // Where a part holds every word, as before; and the bands' own parts for the name alone.
    expect(await found('silver streak hood strips')).toEqual({ q: 'silver streak hood strips', skus: ['SV-1'], partial: undefined });
    expect(await found('silver streak')).toEqual({ q: 'silver streak', skus: ['SV-1'], partial: undefined });
    // The bands are the Silver Streak's trim, though their text does not say "trim": "silver streak trim" showed the trim rings first.
    for (const q of ['silver streak trim', 'Silver-Streak moldings']) expect(await found(q)).toEqual({ q, skus: ['SV-1'], partial: undefined });
  });

  it('reads a name for another part held as itself as that word whole: "gas" of "Gas Cap" is no start of "gasket"', async () => {
    // "gas door" showed the headlamp door, whose text holds its gasket, beside the fuel filler door.
    expect(await found('gas door')).toEqual({ q: 'gas door', skus: ['GC-2'], partial: undefined });
    expect((await found('gas')).skus.sort()).toEqual(['GC-1', 'GC-2']);
  });

  it('knows other names for a part: a bonnet is a hood, a badge an emblem, a wing window the vent window', async () => {
    const named = [
      ['bonnet ornament', 'TN-1'],
      ['fender badge', 'WW-6'],
      ['mascot', 'TN-1'],
      ['wing window seal', 'ON-1'],
      ['vent-wing rubber', 'ON-1'],
      ['Boot Lid seal', 'ON-2'],
      ['deck lid seal', 'ON-2'],
      ['transmission rebuild', 'ON-3'],
      ['windshield gasket', 'ON-4'],
      ['windshield seal', 'ON-4'],
      // A phrase typed with a word's own other name: the windscreen is the windshield.
      ['windscreen seal', 'ON-4'],
      ['headlining', 'WW-4'],
      ['boot seal', 'ON-2'],
      ['trunk rubber', 'ON-2'],
      ['vent window rubbers', 'ON-1'],
      ['rocker cover', 'ON-6'],
      ['Rocker Covers', 'ON-6'],
      ['rocker arm cover', 'ON-6'],
      // A slip inside an other name typed as three words.
      ['rocker arm covr', 'ON-6'],
      // More British names: the tappet cover, the reversing light, the sidelight.
      ['tappet cover', 'ON-6'],
      ['reversing light', 'WW-12'],
      ['sidelight lens', 'AP-1'],
      ['light-up hood ornament', 'TN-1'],
      ['light up ornament', 'TN-1'],
      ['lighted ornament', 'TN-1'],
      // Pontiac's Tri-Power is its carburetors, typed any way.
      ['tri power', 'ON-8'],
      ['Tri-Power float', 'ON-8'],
      ['tripower', 'ON-8'],
    ] as const;
    for (const [typed, sku] of named) {
      const q = encodeURIComponent(typed);
      const found = (await search(`q=${q}`)).body;
      expect({ q, skus: skus(found), partial: found.partial }).toEqual({ q, skus: [sku], partial: undefined });
    }
    // "wing" alone is no other name: a near miss that says no part mentions it.
    expect((await search('q=wing%20seal')).body).toMatchObject({ partial: { missingWords: ['wing'] } });
    expect(skus((await search('q=wing%20mirror')).body)).toEqual(['WW-8', 'WW-9']);
    // A British spelling of a part the shop lacks is no slip of another word: "tyre" is a tire, not "type".
    expect((await search('q=tyre')).body).toMatchObject({ total: 0, items: [] });
    expect((await search('q=tyre')).body.corrections).toBeUndefined();
    // A slip of an other name is that name, told as it: "mascott" is the mascot (the hood ornament), "headlinning" the headlining.
    for (const [typed, sku, meant] of [['mascott', 'TN-1', 'mascot'], ['headlinning', 'WW-4', 'headlining']] as const) {
      const slip = (await search(`q=${typed}`)).body;
      expect({ typed, skus: skus(slip), corrections: slip.corrections }).toEqual({ typed, skus: [sku], corrections: [{ typed, meant: [meant] }] });
    }
  });

  it('finds no part for a short word held only by chance inside others: "oil" is not in "coil"; "lamp" ends "headlamp", a word of "head" and "lamp"', async () => {
    expect((await search('q=oil')).body).toMatchObject({ total: 0, items: [] });
    const pump = (await search('q=oil%20pump')).body;
    expect(skus(pump)).toEqual(['BC-2']);
    expect(pump.partial).toEqual({ missingWords: ['oil'] });
    // A short word ends a word the texts hold after a catalogue word: the headlamp bucket holds "lamp"
    // and "bucket". "parking lamp" is two words in a name, never "parkinglamp" looked for as a word.
    expect(skus((await search('q=headlamp%20bucket')).body)).toEqual(['BC-3']);
    const bucket = (await search('q=lamp%20bucket')).body;
    expect({ items: skus(bucket), partial: bucket.partial }).toEqual({ items: ['BC-3'], partial: undefined });
    expect(skus((await search('q=lamp&pageSize=48')).body)).toEqual(expect.arrayContaining(['BC-3', 'TY-1', 'WW-12', 'AP-1']));
  });

  it('never takes a word for a filler word of the parts\' descriptions: "fog" is no slip of "for"', async () => {
    const fog = (await search('q=fog%20seal')).body;
    expect(fog.corrections).toBeUndefined();
    expect(fog.partial).toEqual({ missingWords: ['fog'] });
  });

  it('never takes a word of the language alone for a slip: a washer is no water pump, a candle no door handle; "lamb" offers "lamp", and "back-up lamb" is the back-up lamp', async () => {
    for (const q of ['washer', 'candle']) {
      const { total, corrections } = (await search(`q=${q}`)).body;
      expect({ q, total, corrections }).toEqual({ q, total: 0, corrections: undefined });
    }
    const washerPump = (await search('q=washer%20pump')).body;
    expect({ skus: skus(washerPump), partial: washerPump.partial, corrections: washerPump.corrections }).toEqual({ skus: ['BC-2'], partial: { missingWords: ['washer'] }, corrections: undefined });
    // A slip that is no word is forgiven as before.
    expect((await search('q=watter%20pump')).body).toMatchObject({ items: [{ sku: 'BC-2' }], corrections: [{ typed: 'watter', meant: ['water'] }] });
    // A word of the language a keystroke from a catalogue word is not looked for as that word, but it is offered.
    const lamb = (await search('q=lamb')).body;
    expect({ total: lamb.total, corrections: lamb.corrections, suggestions: lamb.suggestions }).toEqual({ total: 0, corrections: undefined, suggestions: [{ typed: 'lamb', meant: ['lamp'] }] });
    // Beside words some part holds, it is looked for as that word when with it they find parts, and the
    // visitor is told: "back-up lamb" was a near miss that offered "lamp", "water pimp" a near miss of the
    // water pump. Where the other words find nothing with it, it is offered as before.
    const backUpLamb = (await search('q=Back-Up%20Lamb')).body;
    expect({ skus: skus(backUpLamb), partial: backUpLamb.partial, corrections: backUpLamb.corrections, suggestions: backUpLamb.suggestions }).toEqual({ skus: ['WW-12'], partial: undefined, corrections: [{ typed: 'Lamb', meant: ['lamp'] }], suggestions: undefined });
    const waterPimp = (await search('q=water%20pimp')).body;
    expect({ skus: skus(waterPimp), partial: waterPimp.partial, corrections: waterPimp.corrections }).toEqual({ skus: ['BC-2'], partial: undefined, corrections: [{ typed: 'pimp', meant: ['pump'] }] });
    const visorLamb = (await search('q=visor%20lamb')).body;
    expect({ skus: skus(visorLamb), partial: visorLamb.partial, corrections: visorLamb.corrections, suggestions: visorLamb.suggestions }).toEqual({ skus: ['WW-5'], partial: { missingWords: ['lamb'] }, corrections: undefined, suggestions: [{ typed: 'lamb', meant: ['lamp'] }] });
    // With no word held as typed, nothing agrees with such a reading: "wafer pimp" is offered "water" and
    // "pump", not read as them (two words of the language, each a keystroke from another, read "rust
    // converter" as the "rest" and "converted" of a dash clock's description).
    const waferPimp = (await search('q=wafer%20pimp')).body;
    expect({ total: waferPimp.total, corrections: waferPimp.corrections, suggestions: waferPimp.suggestions }).toEqual({ total: 0, corrections: undefined, suggestions: [{ typed: 'wafer', meant: ['water'] }, { typed: 'pimp', meant: ['pump'] }] });
    // Nothing is offered for a word a part holds, nor for one no keystroke from a catalogue word.
    for (const q of ['lamp', 'washer', 'candle']) expect((await search(`q=${q}`)).body.suggestions, q).toBeUndefined();
    // The slips that are words of their own are other names: a brake written as it sounds.
    for (const q of ['break pedal', 'breaks', 'brake petal']) {
      const found = (await search(`q=${encodeURIComponent(q)}`)).body;
      expect({ q, skus: skus(found), partial: found.partial }).toEqual({ q, skus: ['RW-1'], partial: undefined });
    }
  });

  it('shows first, of the parts holding as many of the words, those holding the rarest: a visor before the seals', async () => {
    // No part holds "visor" and "seal": one part holds "visor", three dearer and cheaper ones name a seal,
    // and one more holds "seals" in its text alone (after those naming it, as a name counts first).
    const nearMiss = (await search('q=visor%20seal')).body;
    // Of the seals, the kit filed under Door Seals first (the category names the word), then the others.
    expect({ skus: skus(nearMiss), partial: nearMiss.partial }).toEqual({ skus: ['WW-5', 'WW-3', 'ON-1', 'ON-2', 'ON-3'], partial: { missingWords: [] } });
    // Paged: the rarer word's parts, then the other's.
    for (const [page, want] of [[1, ['WW-5', 'WW-3']], [2, ['ON-1', 'ON-2']], [3, ['ON-3']]] as const) {
      const paged = (await search(`q=visor%20seal&pageSize=2&page=${page}`)).body;
      expect({ page, skus: skus(paged), total: paged.total }).toEqual({ page, skus: want, total: 5 });
    }
    // An order the visitor chose is kept: only best match weighs the words.
    expect(skus((await search('q=visor%20seal&sort=price_desc')).body)).toEqual(['ON-3', 'WW-5', 'ON-1', 'WW-3', 'ON-2']);
    // The words a part's name holds count first: the parking lens, whose name holds two of the words, before
    // the dome light's lens, whose text holds the rarer "amber" (one part) beside "lens".
    expect(skus((await search('q=amber%20parking%20lens')).body)).toEqual(['AP-1', 'AP-2', 'AP-3']);
  });

  it('takes a word of how a part is sold as narrowing the part named beside it: "visor kit" with no such kit is the visor, not every kit', async () => {
    const visor = (await search('q=visor%20kit')).body;
    expect({ skus: skus(visor), partial: visor.partial }).toEqual({ skus: ['WW-5'], partial: { missingWords: [] } });
    // The door seal kit, not the Hydra-Matic overhaul kit whose text holds "seals" beside "overhaul" and "kit".
    expect(skus((await search('q=door%20seal%20overhaul%20kit')).body)).toEqual(['WW-3']);
    // With no other word naming the part, the kit (or the set) is the part: the kits first, as named (before
    // the Clip Set, a name of fewer words), of those the names of fewer words first.
    expect(skus((await search('q=chieftain%20kit')).body).slice(0, 4)).toEqual(['WW-3', 'ON-3', 'ON-1', 'AB-1234']);
  });

  it('knows a sticker for a decal or a label', async () => {
    for (const [typed, sku] of [['door jamb sticker', 'ON-7'], ['battery stickers', 'WW-1']] as const) {
      const found = (await search(`q=${encodeURIComponent(typed)}`)).body;
      // Every word found: no near miss.
      expect({ typed, skus: skus(found), partial: found.partial }).toEqual({ typed, skus: [sku], partial: undefined });
    }
  });

  it("finds a section's parts by a word of its name that no category's name holds", async () => {
    expect(skus((await search('q=interior')).body).sort()).toEqual(['WW-4', 'WW-5']);
    expect(skus((await search('q=soft%20trim%20visor')).body)).toEqual(['WW-5']);
    // "scripts" is the Scripts category, not every emblem of EMBLEMS & SCRIPTS.
    expect(skus((await search('q=scripts')).body)).toEqual(['WW-7']);
  });

  it('forgives a slip of a word that only a category or section names: no part says "hardware" or "interior"', async () => {
    expect((await search('q=hardwre')).body).toMatchObject({ items: [{ sku: 'WW-2' }], corrections: [{ typed: 'hardwre', meant: ['hardware'] }] });
    expect(skus((await search('q=interor')).body).sort()).toEqual(['WW-4', 'WW-5']);
  });
});

describeEachDatabase("a part's own name before the categories it is filed in", (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(categories).values([{ name: 'Springs & Shackles' }, { name: 'Brake Hoses & Lines' }, { name: 'Pedals' }]);
    await db.insert(parts).values([
      { ...base, sku: 'NC-1', name: 'Spring Shackle Kit', description: 'Shackles, bolts and rubber bushings.', categories: ['Springs & Shackles'], regularPrice: '48.00' },
      { ...base, sku: 'NC-2', name: 'Control Arm Bushing Set', description: 'Upper and lower bushings.', categories: ['Springs & Shackles'], regularPrice: '88.00' },
      { ...base, sku: 'NC-3', name: 'Brake Hose', categories: ['Brake Hoses & Lines'], regularPrice: '30.00' },
      { ...base, sku: 'NC-4', name: 'Brake Pedal Pad', description: 'Lined with the original ribbed rubber.', categories: ['Pedals'], regularPrice: '40.00' },
    ]);
  });

  it('shows the parts whose names hold more of the words first, then those whose categories name the others', async () => {
    // The kit's name holds "spring shackle", its text the bushings; the bushing set's category alone names
    // springs and shackles. The bushing set, dearer, was first.
    expect(skus((await search('q=spring%20shackle%20bushing')).body)).toEqual(['NC-1', 'NC-2']);
    // A category naming a word still counts before a text holding it: the brake hose, filed under Brake
    // Hoses & Lines, before the dearer pedal pad whose text says "lined".
    expect(skus((await search('q=brake%20line')).body)).toEqual(['NC-3', 'NC-4']);
  });
});

describeEachDatabase('the parts the words name, for other cars or years, after the few holding every word when none of those is named so', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'OE-1', name: 'Fan Belt', description: 'Drives the fan and the generator.', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '18.00' },
      { ...base, sku: 'OE-2', name: 'Generator', model: 'De Luxe Six', yearStart: 1935, yearEnd: 1940, regularPrice: '210.00' },
      { ...base, sku: 'OE-3', name: 'Generator', model: 'Streamliner', yearStart: 1942, yearEnd: 1951, regularPrice: '220.00' },
      { ...base, sku: 'OE-4', name: 'Generator', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '250.00' },
      { ...base, sku: 'OE-5', name: 'Illuminated Hood Ornament Lens', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '45.00' },
      { ...base, sku: 'OE-6', name: 'Hood Ornament', model: 'Chieftain', yearStart: 1952, yearEnd: 1954, regularPrice: '260.00' },
      { ...base, sku: 'OE-7', name: 'Hood Ornament', model: 'Torpedo', yearStart: 1940, yearEnd: 1946, regularPrice: '280.00' },
    ]);
  });
  const read = async (query: string) => {
    const { status, body } = await search(query);
    return { status, skus: skus(body), total: body.total, partial: body.partial, othersNamed: body.othersNamed };
  };

  it('shows the generators of the years nearest after the one fan belt of 1941, and says so', async () => {
    // "1941 generator" found the fan belt alone, its text naming the generator it drives.
    expect(await read('q=1941%20generator')).toEqual({
      status: 200,
      skus: ['OE-1', 'OE-3', 'OE-2', 'OE-4'],
      total: 4,
      partial: undefined,
      othersNamed: { word: 'generator', matchingAll: 1, nearYears: [{ first: 1941, last: 1941 }] },
    });
    // An order the visitor chose is kept after the parts holding every word; the years are not told.
    expect(await read('q=1941%20generator&sort=price_asc')).toEqual({ status: 200, skus: ['OE-1', 'OE-2', 'OE-3', 'OE-4'], total: 4, partial: undefined, othersNamed: { word: 'generator', matchingAll: 1 } });
  });

  it('shows the hood ornaments of the years nearest after the one lens of an ornament of 1950: its name holds the words, but it is a lens', async () => {
    // "hood ornament for 1950 chieftain" found the illuminated ornament's lens alone.
    for (const q of ['hood ornament for 1950 chieftain', '1950 hood ornament']) {
      expect(await read(`q=${encodeURIComponent(q)}`)).toEqual({
        status: 200,
        skus: ['OE-5', 'OE-6', 'OE-7'],
        total: 3,
        partial: undefined,
        othersNamed: { word: 'hood ornament', matchingAll: 1, nearYears: [{ first: 1950, last: 1950 }] },
      });
    }
    // A hood ornament of the year holding every word: nothing widened.
    expect(await read('q=1953%20hood%20ornament')).toMatchObject({ status: 200, total: 2, othersNamed: undefined });
  });

  it('widens nothing when a part holding every word is named so, or when a filter chose the year', async () => {
    expect(await read('q=1950%20generator')).toEqual({ status: 200, skus: ['OE-4', 'OE-3'], total: 2, partial: undefined, othersNamed: undefined });
    expect(await read('q=generator&year=1941')).toEqual({ status: 200, skus: ['OE-1'], total: 1, partial: undefined, othersNamed: undefined });
    expect(await read('q=1941%20fan%20belt')).toEqual({ status: 200, skus: ['OE-1'], total: 1, partial: undefined, othersNamed: undefined });
  });
});

describeEachDatabase("a near miss of a model's part: the parts of the years nearest to the model's first", (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await addPontiacModels(db, [{ name: 'Streamliner', allYears: '1942-1951', yearStart: 1942, yearEnd: 1951 }]);
    await db.insert(parts).values([
      { ...base, sku: 'MY-1', name: 'Door Handle', model: 'Catalina', yearStart: 1956, yearEnd: 1960, regularPrice: '80.00' },
      { ...base, sku: 'MY-2', name: 'Door Handle', model: 'De Luxe Six', yearStart: 1935, yearEnd: 1940, regularPrice: '60.00' },
      { ...base, sku: 'MY-3', name: 'Door Handle', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '40.00' },
      { ...base, sku: 'MY-4', name: 'Trunk Lid Seal', model: 'Streamliner', yearStart: 1942, yearEnd: 1951, regularPrice: '50.00' },
    ]);
  });

  it('shows the door handles of the cars of the Streamliner\'s years first, and says so; an order chosen is kept', async () => {
    // No Streamliner door handle: those of 1949-1954, then 1935-1940, then 1956-1960, where the dearest came first.
    for (const q of ['streamliner door handle', 'streamline door handles']) {
      const { body } = await search(`q=${encodeURIComponent(q)}`);
      expect({ q, skus: skus(body), partial: body.partial }).toEqual({ q, skus: ['MY-3', 'MY-2', 'MY-1'], partial: { missingWords: [], nearYears: [{ first: 1942, last: 1951 }] } });
    }
    expect(skus((await search('q=streamliner%20door%20handle&sort=price_desc')).body)).toEqual(['MY-1', 'MY-2', 'MY-3']);
    // A year typed says more than the model's years.
    expect((await search('q=1958%20streamliner%20door%20handle')).body.partial).toEqual({ missingWords: [], nearYears: [{ first: 1958, last: 1958 }] });
  });
});

describeEachDatabase('the shorthand restorers type, and of the parts as good, the names of fewer words', (context) => {
  const { search, skus, found } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(categories).values({ name: 'Carburetor Kits' });
    const [section] = await db.insert(categories).values({ name: 'IGNITION & ELECTRICAL', isSection: true }).returning();
    await db.insert(categories).values({ name: 'Switches', parentId: section!.id });
    await db.insert(parts).values([
      { ...base, sku: 'SH-1', name: 'Carburetor Rebuild Kit', categories: ['Carburetor Kits'], regularPrice: '64.00' },
      { ...base, sku: 'SH-2', name: 'Tri-Power Carburetor Rebuild Kit', categories: ['Carburetor Kits'], regularPrice: '198.00' },
      { ...base, sku: 'SH-3', name: 'Fuel Injection Rebuild Kit', categories: ['Carburetor Kits'], regularPrice: '426.00' },
      { ...base, sku: 'SH-4', name: 'Ignition Switch', categories: ['Switches'], regularPrice: '72.00' },
      { ...base, sku: 'SH-5', name: 'Turn Signal Switch', categories: ['Switches'], regularPrice: '122.00' },
      { ...base, sku: 'SH-6', name: 'Brake Drum', regularPrice: '150.00' },
      { ...base, sku: 'SH-7', name: 'Bumper Brkt', description: 'Bumper bracket, left.', regularPrice: '20.00' },
      { ...base, sku: 'SH-8', name: 'Wheel Cylinder', regularPrice: '70.00' },
      { ...base, sku: 'SH-9', name: 'Brake Master Cylinder', regularPrice: '180.00' },
      { ...base, sku: 'SH-10', name: 'Windshield Rubber Channel', regularPrice: '140.00' },
      { ...base, sku: 'SH-11', name: 'Cylinder Head Gasket', regularPrice: '84.00' },
      { ...base, sku: 'SH-12', name: 'Oil Dipstick and Tube', regularPrice: '50.00' },
      { ...base, sku: 'SH-13', name: 'Hydra-Matic Dipstick and Tube', regularPrice: '59.00' },
      { ...base, sku: 'SH-14', name: 'Generator Brush Set', description: 'Carbon brushes and springs.', regularPrice: '18.00' },
      { ...base, sku: 'SH-15', name: 'Power Steering Pump', regularPrice: '240.00' },
      { ...base, sku: 'SH-16', name: 'Water Pump', regularPrice: '120.00' },
      { ...base, sku: 'SH-17', name: 'Power Brake Booster', regularPrice: '310.00' },
      { ...base, sku: 'SH-18', name: 'Front Wheel Bearing Set', regularPrice: '96.00' },
      { ...base, sku: 'SH-19', name: 'Control Arm Bushing Set', regularPrice: '88.00' },
      { ...base, sku: 'SH-20', name: 'Wheel Trim Ring, Big Six', regularPrice: '45.00' },
      { ...base, sku: 'SH-21', name: 'Oil Pan Gasket Set', regularPrice: '19.00' },
    ]);
  });

  it('reads a word cut short or written without its vowels as the word: "carbs" are carburetors, "ign" the ignition, "whl cyl" a wheel cylinder', async () => {
    // "carbs" found nothing; "carb" is never the start of "carbon".
    for (const q of ['carbs', 'carb']) expect({ q, skus: skus((await search(`q=${q}`)).body).sort() }).toEqual({ q, skus: ['SH-1', 'SH-2', 'SH-3'] });
    // The ignition switch, whose name says so, before the dearer switch filed under Ignition & Electrical.
    expect(skus((await search('q=ign%20switch')).body)).toEqual(['SH-4', 'SH-5']);
    // "brk" is the brake, not a slip of the catalogue's "brkt".
    const drum = (await search('q=brk%20drum')).body;
    expect({ skus: skus(drum), partial: drum.partial, corrections: drum.corrections }).toEqual({ skus: ['SH-6'], partial: undefined, corrections: undefined });
    for (const [q, sku] of [['whl cyl', 'SH-8'], ['mstr cyl', 'SH-9'], ['xmsn', undefined]] as const) expect(await found(q)).toEqual({ q, skus: sku ? [sku] : [], partial: undefined });
    // "wshld gasket" is the windshield gasket, the windshield's rubber channel, not the head gasket; so is
    // "w/s gasket", "p/s pump" the power steering pump, not the water pump, and "p/b booster" the power brake's.
    for (const [q, sku] of [['wshld gasket', 'SH-10'], ['w/s gasket', 'SH-10'], ['p/s pump', 'SH-15'], ['p/b booster', 'SH-17']] as const) expect(await found(q)).toEqual({ q, skus: [sku], partial: undefined });
    // "gskt set" found nothing, "whl brg" was read as "whl big" (the Big Six's trim ring), "hd" and "ctrl"
    // were words no part holds.
    for (const [q, sku] of [['gskt set', 'SH-21'], ['whl brg', 'SH-18'], ['hd gasket', 'SH-11'], ['ctrl arm bushings', 'SH-19']] as const) {
      const answer = (await search(`q=${encodeURIComponent(q)}`)).body;
      expect({ q, skus: skus(answer), partial: answer.partial, corrections: answer.corrections }).toEqual({ q, skus: [sku], partial: undefined, corrections: undefined });
    }
  });

  it('shows the names holding fewer words beside the typed ones first, of the parts as good in every other way', async () => {
    // The carburetor kits whose names hold "carburetor", the plain kit first; the fuel injection kit, filed
    // under Carburetor Kits alone, after them. It was first, the dearest, of parts ranked alike.
    for (const q of ['carb rebuild kit', 'carb kit', 'carburetor kit']) expect({ q, skus: skus((await search(`q=${encodeURIComponent(q)}`)).body) }).toEqual({ q, skus: ['SH-1', 'SH-2', 'SH-3'] });
    expect(skus((await search('q=dipstick')).body)).toEqual(['SH-12', 'SH-13']);
    // An order the visitor chose is kept.
    expect(skus((await search('q=dipstick&sort=price_desc')).body)).toEqual(['SH-13', 'SH-12']);
  });
});

describeEachDatabase('accented letters read as plain ones', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'AC-1', name: 'Door Handle, Business Coupé', description: 'For the two-door coupé.', regularPrice: '48.00' },
      { ...base, sku: 'AC-2', name: 'Dash Bezel', description: 'Chrome bezel for the clock.', regularPrice: '65.00' },
      { ...base, sku: 'AC-3', name: 'Rear Window Channel, Sedan', regularPrice: '72.00' },
      { ...base, sku: 'RÉ-77', name: 'Trunk Lock', regularPrice: '30.00' },
    ]);
  });

  it('finds a word the catalogue writes with an accent as it is typed without one, and the other way round', async () => {
    // "coupé" lost its last letter ("coup"): "coupe" was found only as a slip of it, and said so.
    for (const typed of ['coupe', 'Coupé', 'COUPÉ']) {
      const { body } = await search(`q=${encodeURIComponent(typed)}`);
      expect({ typed, skus: skus(body), corrections: body.corrections }).toEqual({ typed, skus: ['AC-1'], corrections: undefined });
    }
    const { body } = await search(`q=${encodeURIComponent('bézel')}`);
    expect({ skus: skus(body), corrections: body.corrections }).toEqual({ skus: ['AC-2'], corrections: undefined });
    const handle = await search(`q=${encodeURIComponent('coupé door handle')}`);
    expect({ skus: skus(handle.body), partial: handle.body.partial }).toEqual({ skus: ['AC-1'], partial: undefined });
  });

  it('finds a part number with an accented letter however it is typed, as its normalised form leaves the accent out', async () => {
    for (const typed of ['RÉ-77', 'r77', 'R 77']) expect(skus((await search(`partNumber=${encodeURIComponent(typed)}`)).body)).toEqual(['RÉ-77']);
  });
});

describeEachDatabase('a part the cars of the years asked for did not have, read as the part they had in its place', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'SU-1', name: 'Kingpin Set', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '120.00' },
      { ...base, sku: 'SU-2', name: 'Ball Joint Set', model: 'Bonneville', yearStart: 1958, yearEnd: 1960, regularPrice: '150.00' },
      { ...base, sku: 'SU-3', name: 'Ball Joint Set', model: 'Chieftain', yearStart: 1958, yearEnd: 1958, regularPrice: '140.00' },
      { ...base, sku: 'SU-4', name: 'Generator', model: 'Safari', yearStart: 1955, yearEnd: 1957, description: 'Rebuilt Delco-Remy generator.', regularPrice: '210.00' },
      { ...base, sku: 'SU-5', name: 'Kingpin Set', model: 'Ventura', yearStart: 1960, yearEnd: 1960, description: 'Listed by the shop for 1960.', regularPrice: '99.00' },
    ]);
  });
  const read = async (query: string) => {
    const { status, body } = await search(query);
    return { status, skus: skus(body), partial: body.partial, successions: body.successions };
  };
  const ballJoints = { typed: 'kingpin', shown: 'ball joints', instead: 'kingpins', first: 1958, last: 1960 };

  it('shows the ball joints for a kingpin of a year after 1957, typed or chosen, and says so', async () => {
    expect(await read('q=kingpin%201959')).toEqual({ status: 200, skus: ['SU-2'], partial: undefined, successions: [ballJoints] });
    expect(await read('q=kingpin&year=1958')).toEqual({ status: 200, skus: ['SU-2', 'SU-3'], partial: undefined, successions: [ballJoints] });
    expect((await read('q=59%20king%20pins')).successions).toEqual([{ ...ballJoints, typed: 'king pins' }]);
    // No Chieftain of 1959: a near miss of the ball joints, not of the kingpins of other years.
    const chieftain = await read('q=kingpin%201959%20chieftain');
    expect({ ...chieftain, skus: chieftain.skus.sort() }).toEqual({ status: 200, skus: ['SU-2', 'SU-3'], partial: { missingWords: [], nearYears: [{ first: 1959, last: 1959 }] }, successions: [ballJoints] });
  });

  it('shows the kingpins for ball joints of the earlier cars, and the generators for an alternator of any of the shop\'s years', async () => {
    expect(await read('q=ball%20joints%201950')).toEqual({
      status: 200,
      skus: ['SU-1'],
      partial: undefined,
      successions: [{ typed: 'ball joints', shown: 'kingpins', instead: 'ball joints', first: 1926, last: 1957 }],
    });
    const generators = [{ typed: 'alternator', shown: 'generators', instead: 'alternators', first: 1926, last: 1960 }];
    expect(await read('q=alternator')).toEqual({ status: 200, skus: ['SU-4'], partial: undefined, successions: generators });
    expect(await read('q=alternator%201956')).toEqual({ status: 200, skus: ['SU-4'], partial: undefined, successions: generators });
    // A word no part holds stays a near miss beside the part read.
    expect(await read('q=alternator%20xyzzy')).toEqual({ status: 200, skus: ['SU-4'], partial: { missingWords: ['xyzzy'] }, successions: generators });
    // A slip of the part's name, which no catalogue word is a slip of, is the part: "alternater" found nothing.
    expect(await read('q=alternater')).toEqual({ status: 200, skus: ['SU-4'], partial: undefined, successions: [{ ...generators[0], typed: 'alternater' }] });
    expect((await read('q=altenator%201956')).skus).toEqual(['SU-4']);
  });

  it('believes the shop: a part it lists for the years asked for is shown as typed, and nothing is read for years on both sides of the change', async () => {
    expect(await read('q=kingpin%201960')).toEqual({ status: 200, skus: ['SU-5'], partial: undefined, successions: undefined });
    expect((await read('q=kingpin')).successions).toBeUndefined();
    expect((await read('q=kingpin%201955-58')).successions).toBeUndefined();
    expect((await read('q=generator%201956')).successions).toBeUndefined();
    // Read, the part's words held by no part the other filters allow: as typed, nothing (no Oakland's part is listed).
    expect(await read('q=ball%20joint%201950&make=Oakland')).toEqual({ status: 200, skus: [], partial: undefined, successions: undefined });
  });
});

describeEachDatabase('a short word spelt as it sounds, two slips from the word meant', (context) => {
  const { search, skus } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await db.insert(parts).values([
      { ...base, sku: 'SO-1', name: 'Outside Door Handle', regularPrice: '52.00' },
      { ...base, sku: 'SO-2', name: 'Dome Lamp Lens', regularPrice: '18.00' },
      { ...base, sku: 'SO-3', name: 'Trunk Lid Seal', regularPrice: '44.00' },
      { ...base, sku: 'SO-4', name: 'Trunk Handle', regularPrice: '60.00' },
      { ...base, sku: 'SO-5', name: 'Fuel Tank', yearStart: 1954, yearEnd: 1954, regularPrice: '300.00' },
      { ...base, sku: 'SO-6', name: 'Door Skin', regularPrice: '250.00' },
    ]);
  });
  const read = async (q: string) => {
    const { body } = await search(`q=${encodeURIComponent(q)}`);
    return { q, skus: skus(body), partial: body.partial, corrections: body.corrections };
  };

  it('reads "dore handle" as the door handle, not as a near miss of the dome lamps, and "trunk sele" as the trunk seal', async () => {
    expect(await read('dore handle')).toEqual({ q: 'dore handle', skus: ['SO-1'], partial: undefined, corrections: [{ typed: 'dore', meant: ['door'] }] });
    expect(await read('trunk sele')).toEqual({ q: 'trunk sele', skus: ['SO-3'], partial: undefined, corrections: [{ typed: 'sele', meant: ['seal'] }] });
  });

  it('keeps the one slip where it holds the words together or stands alone, and never reads a word as one of other letters', async () => {
    expect(await read('dore lamp')).toEqual({ q: 'dore lamp', skus: ['SO-2'], partial: undefined, corrections: [{ typed: 'dore', meant: ['dome'] }] });
    expect((await read('dore')).corrections).toEqual([{ typed: 'dore', meant: ['dome'] }]);
    // "tach" is two slips from "tank", in other letters: no part, as before.
    expect(await read('1954 tach')).toEqual({ q: '1954 tach', skus: [], partial: undefined, corrections: undefined });
  });

  it('reads a slip of a plural as the slip of its singular', async () => {
    // "sikns" is two slips from "skin", more than a word of five letters may hold: every door part showed, "sikns" held by none.
    expect(await read('door sikns')).toEqual({ q: 'door sikns', skus: ['SO-6'], partial: undefined, corrections: [{ typed: 'sikns', meant: ['skin'] }] });
  });
});

describeEachDatabase("a set or a pair left out of a near miss; a section's name beside another section's category; the trade's own spellings and names", (context) => {
  const { search, skus, found } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    const [interior, bright, rubber, electrical] = await db
      .insert(categories)
      .values([
        { name: 'INTERIOR / SOFT TRIM', isSection: true },
        { name: 'MOLDINGS & BRIGHT TRIM', isSection: true },
        { name: 'WEATHERSTRIPPING & RUBBER', isSection: true },
        { name: 'IGNITION & ELECTRICAL', isSection: true },
      ])
      .returning();
    await db.insert(categories).values([
      { name: 'Interior Trim', parentId: interior!.id },
      { name: 'Grilles', parentId: bright!.id },
      { name: 'Hub Caps & Wheel Covers', parentId: bright!.id },
      { name: 'Door Seals', parentId: rubber!.id },
      { name: 'Switches', parentId: electrical!.id },
    ]);
    const covers = ['Hub Caps & Wheel Covers'];
    await db.insert(parts).values([
      { ...base, sku: 'CT-1', name: 'Hub Cap', description: 'Chrome hub cap with the Indian head, each.', categories: covers, yearStart: 1953, yearEnd: 1954, regularPrice: '65.00' },
      { ...base, sku: 'CT-2', name: 'Wheel Trim Ring Set', description: 'Stainless rings round the hub caps, set of four.', categories: covers, yearStart: 1954, yearEnd: 1958, regularPrice: '95.00' },
      { ...base, sku: 'CT-3', name: 'Robe Cord', description: 'Braided robe cord with its chrome end caps.', categories: ['Interior Trim'], regularPrice: '40.00' },
      { ...base, sku: 'CT-4', name: 'Grille Bar', description: 'Chrome grille bar.', categories: ['Grilles'], regularPrice: '125.00' },
      { ...base, sku: 'CT-5', name: 'Safe-T-Track Clutch Pack', model: 'Bonneville', yearStart: 1958, yearEnd: 1960, regularPrice: '500.00' },
      { ...base, sku: 'CT-6', name: 'Grille Assembly', categories: ['Grilles'], model: 'Catalina', yearStart: 1959, yearEnd: 1960, regularPrice: '300.00' },
      { ...base, sku: 'CT-7', name: 'Fuel Gauge', regularPrice: '85.00' },
      { ...base, sku: 'CT-8', name: 'Luggage Rack', regularPrice: '150.00' },
      { ...base, sku: 'CT-9', name: 'Lug Nut Set', regularPrice: '20.00' },
      { ...base, sku: 'CT-10', name: 'Door Weatherstrip Kit', categories: ['Door Seals'], regularPrice: '149.00' },
      { ...base, sku: 'CT-11', name: 'Door Windlace', categories: ['Door Seals'], regularPrice: '160.00' },
      { ...base, sku: 'CT-12', name: 'Dash Knob Set', regularPrice: '88.00' },
      { ...base, sku: 'CT-13', name: 'Trunk Mat', regularPrice: '90.00' },
      { ...base, sku: 'CT-14', name: 'Glove Box Liner', regularPrice: '35.00' },
      { ...base, sku: 'CT-15', name: 'Thermostat Housing Gasket', regularPrice: '6.00' },
      { ...base, sku: 'CT-16', name: 'Heater Control Valve', description: 'In the heater hose from the water pump, with its neck fitting.', regularPrice: '45.00' },
      { ...base, sku: 'CT-17', name: 'Paint Color Chip Chart', regularPrice: '25.00' },
      { ...base, sku: 'CT-18', name: 'Back-Up Lamp Kit', description: 'Housings painted as the original.', regularPrice: '180.00' },
      { ...base, sku: 'CT-19', name: 'Turn Signal Switch', categories: ['Switches'], model: 'Star Chief', yearStart: 1954, yearEnd: 1960, regularPrice: '55.00' },
      { ...base, sku: 'CT-20', name: 'Ignition Switch', categories: ['Switches'], model: 'De Luxe Six', yearStart: 1935, yearEnd: 1940, regularPrice: '40.00' },
      { ...base, sku: 'CT-23', name: 'Heater Blower Switch', categories: ['Switches'], model: 'Star Chief', yearStart: 1958, yearEnd: 1960, regularPrice: '30.00' },
      { ...base, sku: 'CT-21', name: 'Seat Upholstery Set', description: 'Front and rear seat covers.', regularPrice: '650.00' },
      { ...base, sku: 'CT-22', name: 'Drag Link', description: 'With new ball seats and dust covers.', model: 'Star Chief', yearStart: 1954, yearEnd: 1960, regularPrice: '90.00' },
      { ...base, sku: 'CT-24', name: 'Intake Manifold Gasket Set', description: 'For the Tri-Power manifold.', model: 'Bonneville', yearStart: 1957, yearEnd: 1960, regularPrice: '40.00' },
      { ...base, sku: 'CT-25', name: 'Carburetor Rebuild Kit', model: 'Chieftain', yearStart: 1949, yearEnd: 1958, regularPrice: '120.00' },
      { ...base, sku: 'CT-26', name: 'Tri-Power Carburetor Rebuild Kit', model: 'Catalina', yearStart: 1957, yearEnd: 1960, regularPrice: '90.00' },
    ]);
  });

  it('shows the hub cap of the year before the trim ring sets when no hub caps are sold as a set', async () => {
    // The trim ring set, holding "set" and 1954, was first.
    expect(await found('set of 4 hubcaps 1954')).toEqual({ q: 'set of 4 hubcaps 1954', skus: ['CT-1', 'CT-2'], partial: { missingWords: [], nearYears: [{ first: 1954, last: 1954 }] } });
    // Where a part holds every word, the set is a word as any other.
    expect(await found('trim ring set')).toEqual({ q: 'trim ring set', skus: ['CT-2'], partial: undefined });
  });

  it('finds the bright trim by "trim", though a category of another section is named by it', async () => {
    // "chrome trim" found the robe cord alone.
    expect((await found('chrome trim')).skus.sort()).toEqual(['CT-1', 'CT-3', 'CT-4']);
    expect((await found('trim')).skus.sort()).toEqual(['CT-1', 'CT-2', 'CT-3', 'CT-4', 'CT-6']);
  });

  it('reads the Wide-Track as a name of the car, never as a track', async () => {
    // Read apart, "track" found the Safe-T-Track's clutch pack first; its cars' years, the grille of 1959.
    expect(await found('1959 wide track grille')).toEqual({ q: '1959 wide track grille', skus: ['CT-6'], partial: undefined });
  });

  it('reads a gage as a gauge and weatherstripping as weatherstrip', async () => {
    // "gage" is a lug's word inside "luggage": the luggage rack came first.
    expect(await found('gas gage')).toEqual({ q: 'gas gage', skus: ['CT-7'], partial: undefined });
    // Only the section's name held "weatherstripping": the dearer windlace came first.
    for (const q of ['door weatherstripping', 'weather stripping door']) expect(await found(q)).toEqual({ q, skus: ['CT-10', 'CT-11'], partial: undefined });
  });

  it('reads the dashboard as the dash, a trunk liner as its mat, the water neck as the thermostat housing and touch-up as paint', async () => {
    // "dashboard" found nothing; "trunk liner" showed the glove box liner first, "water neck" the heater
    // valve (its text holds both words), "touch up paint" the back-up lamps (holding "up").
    expect(await found('dashboard')).toEqual({ q: 'dashboard', skus: ['CT-12'], partial: undefined });
    expect(await found('dash board knobs')).toEqual({ q: 'dash board knobs', skus: ['CT-12'], partial: undefined });
    expect(await found('trunk liner')).toEqual({ q: 'trunk liner', skus: ['CT-13'], partial: undefined });
    expect(await found('water neck')).toEqual({ q: 'water neck', skus: ['CT-15'], partial: undefined });
    expect(await found('touch up paint')).toEqual({ q: 'touch up paint', skus: ['CT-17', 'CT-18'], partial: undefined });
    // "1956 star chief seat cover" showed the drag link alone, its ball seats and dust covers.
    expect(await found('1956 star chief seat cover')).toEqual({ q: '1956 star chief seat cover', skus: ['CT-21'], partial: { missingWords: [], nearYears: [{ first: 1956, last: 1956 }] } });
  });

  it('follows a few parts holding every word with the parts whose own names hold all the words naming the part', async () => {
    // The turn signal switch holds "ignition" only through its section, IGNITION & ELECTRICAL: "1956 star
    // chief ignition switch" showed it alone, its name saying "switch". The ignition switch, of another
    // car and other years, follows it before the Star Chief's heater switch of 1958-1960.
    const { body } = await search(`q=${encodeURIComponent('1956 star chief ignition switch')}`);
    const othersNamed = { word: 'ignition switch', matchingAll: 1, nearYears: [{ first: 1956, last: 1956 }] };
    expect({ skus: skus(body), othersNamed: body.othersNamed }).toEqual({ skus: ['CT-19', 'CT-20', 'CT-23'], othersNamed });
    const cheapest = (await search(`q=${encodeURIComponent('1956 star chief ignition switch')}&sort=price_asc`)).body;
    expect({ skus: skus(cheapest), othersNamed: cheapest.othersNamed }).toEqual({ skus: ['CT-19', 'CT-20', 'CT-23'], othersNamed: { word: 'ignition switch', matchingAll: 1 } });
    // Tri-Power is the carburetors: its kit's name goes on from "Tri-Power" with another of the word's forms,
    // so says it is the thing. "bonneville tri power" showed the plain carburetor kit before it.
    const triPower = (await search(`q=${encodeURIComponent('bonneville tri power')}`)).body;
    expect({ skus: skus(triPower), othersNamed: triPower.othersNamed }).toEqual({ skus: ['CT-24', 'CT-26', 'CT-25'], othersNamed: { word: 'tri power', matchingAll: 1 } });
  });
});

describeEachDatabase('a size typed among the words; the years before or after a year; the Wide-Track; the trade\'s shorthand for a brake, the make and a body', (context) => {
  const { search, skus, found } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    const [electrical, interior] = await db
      .insert(categories)
      .values([
        { name: 'IGNITION & ELECTRICAL', isSection: true },
        { name: 'INTERIOR', isSection: true },
      ])
      .returning();
    await db.insert(categories).values([
      { name: 'Generators & Regulators', parentId: electrical!.id },
      { name: 'Steering Wheels', parentId: interior!.id },
    ]);
    const circuit = ['Generators & Regulators'];
    const wheels = ['Steering Wheels'];
    await db.insert(parts).values([
      { ...base, sku: 'MV-1', name: 'Generator', description: 'Rebuilt generator for the 6-volt system.', categories: circuit, model: 'Streamliner', yearStart: 1942, yearEnd: 1951, regularPrice: '213.50' },
      { ...base, sku: 'MV-2', name: 'Voltage Regulator', description: 'Regulator for the 6-volt or 12-volt system.', categories: circuit, model: 'Catalina', yearStart: 1950, yearEnd: 1960, regularPrice: '76.95' },
      { ...base, sku: 'MV-3', name: 'Steering Wheel', categories: wheels, model: 'Torpedo', yearStart: 1940, yearEnd: 1941, regularPrice: '380.00' },
      { ...base, sku: 'MV-4', name: 'Steering Wheel', categories: wheels, model: 'Chieftain', yearStart: 1950, yearEnd: 1952, regularPrice: '425.00' },
      { ...base, sku: 'MV-5', name: 'Steering Wheel', categories: wheels, model: 'Star Chief', yearStart: 1954, yearEnd: 1955, regularPrice: '395.00' },
      { ...base, sku: 'MV-6', name: 'Steering Wheel', categories: wheels, model: 'Catalina', yearStart: 1959, yearEnd: 1960, regularPrice: '360.00' },
      { ...base, sku: 'MV-7', name: 'Horn Ring', categories: wheels, model: 'Chieftain', yearStart: 1950, yearEnd: 1954, regularPrice: '95.00' },
      { ...base, sku: 'MV-8', name: 'Parking Brake Cable', model: 'Star Chief', yearStart: 1955, yearEnd: 1957, regularPrice: '38.00' },
      { ...base, sku: 'MV-9', name: 'Trunk Handle', description: 'Chrome trunk lid handle, e-coated underneath.', model: 'Star Chief', yearStart: 1955, yearEnd: 1957, regularPrice: '58.00' },
      { ...base, sku: 'MV-12', name: 'Outside Door Handle', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, regularPrice: '40.00' },
      { ...base, sku: 'MV-13', name: 'Horn Button', model: 'Six', yearStart: 1926, yearEnd: 1927, regularPrice: '60.00' },
      { ...base, sku: 'MV-14', name: 'Horn', model: 'Six', yearStart: 1928, yearEnd: 1928, regularPrice: '45.00' },
      { ...base, sku: 'MV-15', name: "Owner's Manual", description: "Reprint of the 1925 owner's manual.", model: 'Six', yearStart: 1926, yearEnd: 1927, regularPrice: '25.00' },
      { ...base, sku: 'MV-10', name: 'Bumper Jack Post', model: 'Chieftain', yearStart: 1953, yearEnd: 1954, regularPrice: '45.00' },
      { ...base, sku: 'MV-11', name: 'Quarter Window Seal Kit', description: 'Seals of the rear quarter windows of the two-door sedans.', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '89.00' },
    ]);
  });

  it('reads a measure after a number as the size of the part, not a word naming it', async () => {
    // The voltage regulator, its name holding "volt" inside "Voltage" and its category the generator, came first.
    expect(await found('generator 6 volt 1950')).toEqual({ q: 'generator 6 volt 1950', skus: ['MV-1', 'MV-2'], partial: undefined });
  });

  it('reads "pre 1950", "post-55" and "nineteen fifties" as the years they name', async () => {
    // "pre" and "post" were words no part holds: every steering wheel, those of 1950 and 1955 first; "nineteen" likewise.
    expect(await found('pre 1950 steering wheel')).toEqual({ q: 'pre 1950 steering wheel', skus: ['MV-3'], partial: undefined });
    expect(await found('post-55 steering wheel')).toEqual({ q: 'post-55 steering wheel', skus: ['MV-6'], partial: undefined });
    expect(await found('nineteen fifties steering wheel')).toEqual({ q: 'nineteen fifties steering wheel', skus: ['MV-4', 'MV-5', 'MV-6', 'MV-7'], partial: undefined });
  });

  it("reads the Wide-Track as its cars' years, and a year typed beside it as the nearer", async () => {
    // "wide track steering wheel" said no part holds "wide track" and showed every steering wheel.
    expect(await found('wide track steering wheel')).toEqual({ q: 'wide track steering wheel', skus: ['MV-6'], partial: undefined });
    // No horn ring of 1959: the nearest years are 1959's, not the Wide-Track's 1959-1960 beside them.
    expect(await found('1959 wide track horn ring')).toEqual({ q: '1959 wide track horn ring', skus: ['MV-7'], partial: { missingWords: [], nearYears: [{ first: 1959, last: 1959 }] } });
  });

  it('reads the e-brake as the parking brake', async () => {
    // "e brake handle" showed the trunk handle first; "ebrake cable" found nothing.
    expect(await found('e brake handle')).toEqual({ q: 'e brake handle', skus: ['MV-8', 'MV-9', 'MV-12'], partial: { missingWords: [] } });
    expect(await found('ebrake cable')).toEqual({ q: 'ebrake cable', skus: ['MV-8'], partial: undefined });
  });

  it('reads "pont" as Pontiac', async () => {
    // "pont" was taken for a slip of "post": the jack post alone, of all the Chieftain's parts of 1954.
    const pont = await search(`q=${encodeURIComponent('54 pont chieftain')}`);
    expect({ skus: skus(pont.body).sort(), corrections: pont.body.corrections }).toEqual({ skus: ['MV-10', 'MV-11', 'MV-7'], corrections: undefined });
  });

  it('reads "dr" as a door, and "2 dr" or "2-door" as a body style written out too', async () => {
    // "2" and "dr" were words no part holds; the listing writes "two-door".
    expect(await found('1952 chieftain 2 dr sedan quarter window seal')).toEqual({ q: '1952 chieftain 2 dr sedan quarter window seal', skus: ['MV-11'], partial: undefined });
    expect(await found('chieftain 2-door quarter seal')).toEqual({ q: 'chieftain 2-door quarter seal', skus: ['MV-11'], partial: undefined });
  });

  it('shows the parts the one word naming the part says what they are first in a near miss whose parts all hold it', async () => {
    // No part holds 1925, Pontiac and "horn" together (a manual's text holds 1925): the horn button of 1926
    // came first, the nearest year, before the horn of 1928.
    expect(await found('1925 pontiac horn')).toEqual({ q: '1925 pontiac horn', skus: ['MV-14', 'MV-13', 'MV-7'], partial: { missingWords: [], nearYears: [{ first: 1925, last: 1925 }] } });
  });
});

describeEachDatabase('a near miss whose parts all hold the words naming the part', (context) => {
  const { search, skus, found } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'NH-1', name: 'Tail Lamp Lens', model: 'Catalina', yearStart: 1956, yearEnd: 1960, regularPrice: '41.00' },
      { ...base, sku: 'NH-2', name: 'Tail Lamp Housing', description: 'Housing with its chrome bezel, ready for its lens.', model: 'Safari', yearStart: 1955, yearEnd: 1957, regularPrice: '120.00' },
      { ...base, sku: 'NH-3', name: 'Tail Lamp Lens', model: 'Star Chief', yearStart: 1954, yearEnd: 1960, regularPrice: '38.00' },
      { ...base, sku: 'NH-4', name: 'Fuel Pump', model: 'Chieftain', yearStart: 1949, yearEnd: 1958, regularPrice: '69.00' },
      { ...base, sku: 'NH-5', name: 'Cigarette Lighter', description: 'Lighter with its element, NOS in its GM box.', model: 'Torpedo', yearStart: 1940, yearEnd: 1941, regularPrice: '85.00' },
      { ...base, sku: 'NH-6', name: 'Cigarette Lighter', description: 'Lighter with its element, reproduction.', model: 'Chieftain', yearStart: 1953, yearEnd: 1954, regularPrice: '45.00' },
      { ...base, sku: 'NH-7', name: 'Push-Button Radio', description: 'Six-volt radio, rebuilt.', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, regularPrice: '395.00' },
      { ...base, sku: 'NH-8', name: 'Radio Speaker', description: 'Dash speaker for the radio.', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, regularPrice: '425.00' },
      { ...base, sku: 'NH-9', name: 'Radio Knob Set', model: 'Star Chief', yearStart: 1958, yearEnd: 1960, regularPrice: '58.00' },
      { ...base, sku: 'NH-10', name: 'Push-Button Radio', description: 'Twelve-volt radio, rebuilt.', model: 'Catalina', yearStart: 1955, yearEnd: 1957, regularPrice: '450.00' },
      { ...base, sku: 'NH-11', name: 'Fuel Gauge', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, regularPrice: '60.00' },
      { ...base, sku: 'NH-12', name: 'Fuel Sending Unit', description: 'Sending unit for the dash gauges.', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, regularPrice: '90.00' },
    ]);
  });

  it('shows the parts whose names hold those words before those fitting the car whose texts alone hold them', async () => {
    // No Chieftain lens: the tail lamp housing of 1955, "ready for its lens", came before the lens of 1956-1960.
    const partial = { missingWords: [], nearYears: [{ first: 1955, last: 1955 }] };
    expect(await found('1955 chieftain tail light lens')).toEqual({ q: '1955 chieftain tail light lens', skus: ['NH-3', 'NH-1', 'NH-2'], partial });
    // Under an order the visitor chose too: the housing, dearest, came first.
    const dearest = await search(`q=${encodeURIComponent('1955 chieftain tail light lens')}&sort=price_desc`);
    expect(skus(dearest.body)).toEqual(['NH-3', 'NH-1', 'NH-2']);
  });

  it("does not rank them by a word of the part's condition", async () => {
    // No lighter of 1955: the new-old-stock lighter of 1940-1941 came before the reproduction of 1953-1954.
    const partial = { missingWords: [], nearYears: [{ first: 1955, last: 1955 }] };
    expect(await found('nos cigarette lighter 1955')).toEqual({ q: 'nos cigarette lighter 1955', skus: ['NH-6', 'NH-5'], partial });
    // New-old-stock said as three words is the one word: "old" and "stock" were words naming the part, held by the NOS lighter alone.
    expect(await found('new old stock cigarette lighter 1955')).toEqual({ q: 'new old stock cigarette lighter 1955', skus: ['NH-6', 'NH-5'], partial });
  });

  it('ranks the parts by the words some part holds, as a search of those alone ranks them', async () => {
    // "radio" shows the radio before the dearer speaker; "seeking radio" showed the speaker first, the word
    // no part holds keeping the one word naming the part from ranking the parts it says what they are.
    expect((await found('radio')).skus.slice(0, 3)).toEqual(['NH-10', 'NH-7', 'NH-8']);
    expect((await found('seeking radio')).skus.slice(0, 3)).toEqual(['NH-10', 'NH-7', 'NH-8']);
    expect((await found('radio zzyzx')).skus.slice(0, 3)).toEqual(['NH-10', 'NH-7', 'NH-8']);
    expect((await found('radio zzyzx')).partial).toEqual({ missingWords: ['zzyzx'] });
  });

  it('reads a maker of the period as the part it is known for, and a word only another name of another typed word as that word', async () => {
    // "motorola" was no word of the catalogue: a near miss of the radios. Beside "radio" it is the one word
    // naming the part, the radios before the dearer speaker, as "radio" shows them.
    for (const q of ['motorola radio', 'motorola']) {
      const { skus: shown, partial } = await found(q);
      expect({ q, first: shown.slice(0, 3), partial }).toEqual({ q, first: ['NH-10', 'NH-7', 'NH-8'], partial: undefined });
    }
  });

  it('looks for a slip of a plural as the plural typed right, with its singular', async () => {
    // "guages" was looked for as "gauges" alone: the sending unit, its text saying "gauges", without the gauge.
    expect(await found('fuel gauges')).toEqual({ q: 'fuel gauges', skus: ['NH-11', 'NH-12'], partial: undefined });
    const slip = await search(`q=${encodeURIComponent('fuel guages')}`);
    expect({ skus: skus(slip.body), corrections: slip.body.corrections }).toEqual({ skus: ['NH-11', 'NH-12'], corrections: [{ typed: 'guages', meant: ['gauges'] }] });
  });

  it('shows the parts whose own names say they are the thing named before the others holding its words', async () => {
    // No Star Chief radio of 1957: the Catalina's radio of 1957 came after the Star Chief's knob set of 1958,
    // whose name holds "radio" too. The radios first now, the nearest years first; then the knob set, then the speaker.
    const partial = { missingWords: [], nearYears: [{ first: 1957, last: 1957 }] };
    expect(await found('1957 star chief radio')).toEqual({ q: '1957 star chief radio', skus: ['NH-10', 'NH-7', 'NH-9', 'NH-8'], partial });
  });
});

describeEachDatabase('a car named with its series number, in brackets or not', (context) => {
  const { found } = searchHelpers(context);
  beforeAll(async () => {
    await context().database.db.insert(parts).values([
      { ...base, sku: 'SN-1', name: 'Carburetor Rebuild Kit', model: 'Six (Series 6-28)', yearStart: 1928, yearEnd: 1928, regularPrice: '64.00' },
      { ...base, sku: 'SS-CK-6280', name: 'Carburetor Rebuild Kit', model: 'Fine Six', yearStart: 1931, yearEnd: 1931, regularPrice: '66.00' },
      { ...base, sku: 'SN-3', name: 'Tail Pipe', description: 'Tail pipe from the muffler to the rear.', model: 'Six (Series 6-28)', yearStart: 1928, yearEnd: 1928, regularPrice: '48.00' },
      { ...base, sku: 'SN-4', name: 'Muffler', model: 'Six (Series 6-27)', yearStart: 1926, yearEnd: 1927, regularPrice: '88.00' },
    ]);
  });

  it('reads a word typed in brackets as the word', async () => {
    // "6-28)" was no number typed with a dash: the 1931 kit, its part number holding 628, came alone.
    expect(await found('1928 six (series 6-28) carburetor')).toEqual({ q: '1928 six (series 6-28) carburetor', skus: ['SN-1'], partial: undefined });
  });

  it('reads the series number as a name of the car', async () => {
    // "6-28" was a word naming the part: the tail pipe alone, its text naming the muffler; the mufflers of other cars now follow it.
    expect(await found('6-28 muffler')).toEqual({ q: '6-28 muffler', skus: ['SN-3', 'SN-4'], partial: undefined });
  });
});

describeEachDatabase('a car and its engine named their own way; what works a part; the sending unit in the tank', (context) => {
  const { search, skus, found } = searchHelpers(context);
  beforeAll(async () => {
    const { db } = context().database;
    await addPontiacModels(db, [{ name: 'Six (Series 6-27)', allYears: '1926-1927', yearStart: 1926, yearEnd: 1927 }]);
    await db.insert(parts).values([
      { ...base, sku: 'OW-1', name: 'Chief Pontiac Hood Ornament', model: 'Six (Series 6-27)', yearStart: 1926, yearEnd: 1927, regularPrice: '310.00' },
      { ...base, sku: 'OW-2', name: 'Chief Pontiac Hood Ornament', model: 'De Luxe Six', yearStart: 1935, yearEnd: 1937, regularPrice: '160.00' },
      { ...base, sku: 'OW-3', name: 'Silver Streak Hood Strip Set', model: 'Streamliner', yearStart: 1947, yearEnd: 1951, regularPrice: '95.00' },
      { ...base, sku: 'OW-4', name: 'Horn Ring', description: 'Chrome horn ring for the steering wheel.', model: 'De Luxe Six', yearStart: 1940, yearEnd: 1940, regularPrice: '88.00' },
      { ...base, sku: 'OW-5', name: 'Steering Wheel', model: 'De Luxe Eight', yearStart: 1935, yearEnd: 1940, regularPrice: '240.00' },
      { ...base, sku: 'OW-6', name: 'Water Pump', model: 'Bonneville', yearStart: 1957, yearEnd: 1960, regularPrice: '120.00' },
      { ...base, sku: 'OW-7', name: 'Water Pump', model: 'Catalina', yearStart: 1950, yearEnd: 1954, regularPrice: '100.00' },
      { ...base, sku: 'OW-8', name: 'Power Brake Booster', model: 'Star Chief', yearStart: 1955, yearEnd: 1958, regularPrice: '210.00' },
      { ...base, sku: 'OW-9', name: 'Cowl Antenna', model: 'Catalina', yearStart: 1956, yearEnd: 1960, regularPrice: '42.00' },
      { ...base, sku: 'OW-10', name: 'Cowl Antenna', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '39.00' },
      { ...base, sku: 'OW-11', name: 'Fuel Tank', description: 'Gas tank in the original gauge of steel, with the filler neck and the sending unit flange.', model: 'Chieftain', yearStart: 1949, yearEnd: 1958, regularPrice: '380.00' },
      { ...base, sku: 'OW-12', name: 'Fuel Sending Unit', description: 'Gauge sending unit with float and gasket.', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '90.00' },
      { ...base, sku: 'OW-13', name: '6-Volt Bulb Assortment', description: 'Bulbs for the dash, the dome lamp and the tail light. A GM original.', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '24.00' },
      { ...base, sku: 'OW-14', name: 'Tail Lamp Lens', model: 'Catalina', yearStart: 1956, yearEnd: 1960, regularPrice: '41.00' },
      { ...base, sku: 'OW-15', name: 'Tail Lamp Housing', model: 'Streamliner', yearStart: 1942, yearEnd: 1951, regularPrice: '120.00' },
      { ...base, sku: 'OW-16', name: 'Hydra-Matic Overhaul Kit', description: 'Rebuild kit for the automatic transmission.', model: 'Chieftain', yearStart: 1949, yearEnd: 1954, regularPrice: '210.00' },
      { ...base, sku: 'OW-17', name: 'Transmission Mount', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '35.00' },
      { ...base, sku: 'OW-18', name: 'Dash Knob Set', model: 'Star Chief', yearStart: 1954, yearEnd: 1957, regularPrice: '58.00' },
      { ...base, sku: 'OW-19', name: 'Dash Knob Set', model: 'Six (Series 6-27)', yearStart: 1926, yearEnd: 1927, regularPrice: '64.00' },
      { ...base, sku: 'OW-20', name: 'Dash Knob Set', model: 'Super Chief', yearStart: 1957, yearEnd: 1958, regularPrice: '55.00' },
      { ...base, sku: 'OW-21', name: 'Voltage Regulator', description: 'Regulator for the 6-volt generator.', model: 'Chieftain', yearStart: 1950, yearEnd: 1954, regularPrice: '45.00' },
      { ...base, sku: 'OW-22', name: 'Generator', description: 'Rebuilt generator for the 6-volt system.', model: 'Streamliner', yearStart: 1942, yearEnd: 1951, regularPrice: '150.00' },
      { ...base, sku: 'OW-23', name: 'Generator', description: 'Rebuilt generator for the 6-volt system.', model: 'Six (Series 6-27)', yearStart: 1926, yearEnd: 1927, regularPrice: '190.00' },
      { ...base, sku: 'OW-24', name: 'Switch Knob Set', description: 'Knobs for the headlight switch and the wiper switch.', model: 'Streamliner', yearStart: 1942, yearEnd: 1951, regularPrice: '36.00' },
      { ...base, sku: 'OW-25', name: 'Headlamp Switch', description: 'Pull switch for the headlamps.', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '48.00' },
      { ...base, sku: 'OW-26', name: 'Ignition Points Set', model: 'Six (Series 6-27)', yearStart: 1926, yearEnd: 1927, regularPrice: '22.00' },
      { ...base, sku: 'OW-27', name: 'Ignition Points Set', model: 'Streamliner', yearStart: 1942, yearEnd: 1946, regularPrice: '18.00' },
      { ...base, sku: 'OW-28', name: 'Instrument Cluster Bezel', model: 'Chieftain', yearStart: 1949, yearEnd: 1953, regularPrice: '85.00' },
      { ...base, sku: 'SS-DL-3001', name: 'Dome Lamp Lens', model: 'Torpedo', yearStart: 1940, yearEnd: 1948, regularPrice: '14.00' },
      { ...base, sku: 'OW-29', name: 'Heater Blower Switch', description: 'Heater blower switch for the dash, with its bezel nut.', model: 'Catalina', yearStart: 1950, yearEnd: 1960, regularPrice: '32.00' },
    ]);
  });

  it("ranks a near miss naming the Silver Streak by the Silver Streak's years, and finds its bands by the name alone", async () => {
    // No part holds "silver streak" and the ornament's words: the dearer ornament of 1926-1927 came first.
    const partial = { missingWords: [], nearYears: [{ first: 1935, last: 1956 }] };
    expect(await found('silver streak hood ornament')).toEqual({ q: 'silver streak hood ornament', skus: ['OW-2', 'OW-1'], partial });
    expect(await found('silver streak')).toEqual({ q: 'silver streak', skus: ['OW-3'], partial: undefined });
  });

  it('reads "de luxe" typed apart as the name of the car', async () => {
    // "de" was a word naming the part: the parts named "de steering wheel", for other cars, followed the horn ring.
    const { body } = await search(`q=${encodeURIComponent('de luxe six steering wheel')}`);
    expect(body.othersNamed?.word).toBe('steering wheel');
    expect(body.items.map((item) => item.sku)).toEqual(['OW-4', 'OW-5']);
  });

  it("reads an engine's size of the straight eight of 1950-1954 as its years, and no V-8's years beside a year before them", async () => {
    const { body } = await search(`q=${encodeURIComponent('268 water pump')}`);
    expect({ skus: body.items.map((item) => item.sku), engines: body.engines }).toEqual({ skus: ['OW-7'], engines: [{ typed: '268', first: 1950, last: 1954 }] });
    // A 1931 V-8 is the Oakland's: the pumps were ranked nearest to the V-8's years of 1955 on too.
    expect((await found('1931 v8 water pump')).partial).toEqual({ missingWords: ['1931'], nearYears: [{ first: 1931, last: 1931 }] });
  });

  it('reads a word of what works a part as narrowing the part named beside it', async () => {
    // No power antenna: the power brake booster, "power" the rarer word, came before the antennas.
    expect(await found('power antenna')).toEqual({ q: 'power antenna', skus: ['OW-9', 'OW-10'], partial: { missingWords: [] } });
  });

  it("follows a few parts of the car holding every word with the parts whose names hold them, where no part's name says it is the thing", async () => {
    // No part is named a tail lamp alone ("Tail Lamp Lens"): the bulb assortment, its text naming the tail light, came alone.
    const { body } = await search(`q=${encodeURIComponent('1950 chieftain tail light')}`);
    expect({ skus: body.items.map((item) => item.sku), othersNamed: body.othersNamed }).toEqual({
      skus: ['OW-13', 'OW-15', 'OW-14'],
      othersNamed: { word: 'tail light', matchingAll: 1, nearYears: [{ first: 1950, last: 1950 }] },
    });
    // Not where the other words name no car: the overhaul kit is the transmission rebuild kit.
    expect(await found('transmission rebuild kit')).toEqual({ q: 'transmission rebuild kit', skus: ['OW-16'], partial: undefined });
  });

  it('reads "gm" as a word of the part\'s condition: beside a part number no part has, it makes no near miss of every part made by GM', async () => {
    expect(await found('gm 515432')).toEqual({ q: 'gm 515432', skus: [], partial: undefined });
    expect(await found('gm bulb')).toEqual({ q: 'gm bulb', skus: ['OW-13'], partial: undefined });
  });

  it('reads the 6 of "set of 6" as how many the set holds, not the Six', async () => {
    // No Chieftain knob set: the Six's of 1926-1927 came second, holding "six", before the Super Chief's of 1957-1958.
    const partial = { missingWords: [], nearYears: [{ first: 1954, last: 1954 }] };
    expect(await found('1954 chieftain dash knobs set of 6')).toEqual({ q: '1954 chieftain dash knobs set of 6', skus: ['OW-18', 'OW-20', 'OW-19'], partial });
  });

  it('reads the 6 of "6 volt" as a size, not the Six', async () => {
    // No 6-volt antenna: the antennas were ranked nearest to the Six's years (the Torpedo's of 1940-1948 first).
    expect(await found('6 volt power antenna')).toEqual({ q: '6 volt power antenna', skus: ['OW-9', 'OW-10'], partial: { missingWords: [] } });
  });

  it('reads the tank sending unit as the sending unit', async () => {
    // The fuel tank, its text naming the sending unit's flange, came alone.
    expect(await found('fuel tank sending unit')).toEqual({ q: 'fuel tank sending unit', skus: ['OW-12', 'OW-11'], partial: undefined });
  });

  it('reads a size typed as one word ("6v") as its figures and measure apart', async () => {
    // The voltage regulator of 1950-1954 came alone: "6v" was a word naming the part, and no generator's name holds it.
    const { body } = await search(`q=${encodeURIComponent('6v generator 1953')}`);
    expect(skus(body)).toEqual(['OW-21', 'OW-22', 'OW-23']);
    expect(body.othersNamed).toEqual({ word: 'generator', matchingAll: 1, nearYears: [{ first: 1953, last: 1953 }] });
  });

  it('reads the words after "with" as what comes with the part, not the part', async () => {
    // The knob set of 1950, its text naming the headlight switch, came alone: "knob" was a word naming the part.
    const { body } = await search(`q=${encodeURIComponent('headlight switch 1950 with knob')}`);
    expect(skus(body)).toEqual(['OW-24', 'OW-25']);
    expect(body.othersNamed).toEqual({ word: 'headlight switch', matchingAll: 1, nearYears: [{ first: 1950, last: 1950 }] });
  });

  it("ranks a near miss by the years typed, not by a car's name none of whose models was made in them", async () => {
    // No points of 1947: the Six's of 1926-1927 came first, holding "six", before those of 1942-1946.
    const partial = { missingWords: [], nearYears: [{ first: 1947, last: 1947 }] };
    expect(await found('points 1947 pontiac 6')).toEqual({ q: 'points 1947 pontiac 6', skus: ['OW-27', 'OW-26'], partial });
    // Beside a year of its own, the Six still ranks: its points first.
    expect((await found('points 1927 pontiac 6')).skus).toEqual(['OW-26']);
  });

  it('finds a part number typed in pieces whose letters are no word of any text', async () => {
    // "ss", two letters held only inside words ("assortment"), was looked for as nothing: the lens came as a near miss missing "SS".
    for (const typed of ['SS DL 3001', 'ss dl-3001']) expect(await found(typed)).toEqual({ q: typed, skus: ['SS-DL-3001'], partial: undefined });
  });

  it("reads the dash bezel as the instrument cluster's", async () => {
    // The heater switch of 1950-1960 came alone, its text holding "dash" and "bezel": now the bezel of the nearest years.
    const partial = { missingWords: [], nearYears: [{ first: 1954, last: 1954 }] };
    expect(await found('1954 dash bezel')).toEqual({ q: '1954 dash bezel', skus: ['OW-28'], partial });
  });

  it('reads the gauge sender as the sending unit', async () => {
    // The tank of 1949, its text naming the steel's gauge and the sending unit, came alone: the sending unit's name holds no "gauge".
    const { body } = await search(`q=${encodeURIComponent('1949 fuel gauge sender')}`);
    expect(skus(body)).toEqual(['OW-11', 'OW-12']);
    expect(body.othersNamed).toEqual({ word: 'fuel gauge sender', matchingAll: 1, nearYears: [{ first: 1949, last: 1949 }] });
  });
});
