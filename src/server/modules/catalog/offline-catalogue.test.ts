import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import { type SearchResult, SearchQuerySchema, type SearchQueryInput } from '../../../domain/catalog.schema.ts';
import { PART_IMAGES_BUCKET, partImageKey } from '../../../domain/images.ts';
import {
  findOfflinePart,
  indexOfflineCatalogue,
  OFFLINE_PART_LIMIT,
  OFFLINE_PICTURE_WIDTH,
  OFFLINE_TOO_LARGE_MESSAGE,
  type OfflineCatalogue,
  type OfflineIndex,
  offlineModels,
  offlineModelYears,
  offlineRelatedParts,
  searchOffline,
} from '../../../domain/offline-catalogue.ts';
import type { Part } from '../../../domain/part.schema.ts';
import { parts } from '../../db/schema/index.ts';
import { FINDABILITY_PARTS, FINDABILITY_QUERIES, insertFindabilityCatalogue } from '../../testing/findability-catalogue.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';
import { realWords } from './real-words.ts';

/**
 * The copy of the catalogue a phone keeps for use with no signal (ADR 018), read from the real API and
 * searched as the service worker searches it, against the shop's own answers for the same questions.
 */
describeEachDatabase('the catalogue kept offline', (context) => {
  let catalogue: OfflineCatalogue;
  let index: OfflineIndex;
  const online = async (query: SearchQueryInput) => (await context().app.inject({ url: `/api/catalog/search?${new URLSearchParams(query as Record<string, string>)}` })).json() as SearchResult;
  const offline = (query: SearchQueryInput) => searchOffline(index, SearchQuerySchema.parse(query));
  const skus = (result: SearchResult) => result.items.map((item) => item.sku);

  beforeAll(async () => {
    await insertFindabilityCatalogue(context().database.db);
    const response = await context().app.inject({ url: '/api/catalog/offline' });
    expect(response.statusCode).toBe(200);
    catalogue = response.json();
    index = indexOfflineCatalogue(catalogue, realWords());
  });

  it('holds every part with what its page shows, the search panel\'s lists and the catalogue\'s version', async () => {
    expect(catalogue.parts).toHaveLength(FINDABILITY_PARTS.length);
    const [first] = catalogue.parts;
    expect((await context().app.inject({ url: `/api/catalog/parts/${first!.id}` })).json()).toEqual(first);
    expect(findOfflinePart(index, first!.id)).toEqual(first);
    expect(catalogue.facets).toEqual((await context().app.inject({ url: '/api/catalog/facets' })).json());
    expect(catalogue.sections).toEqual((await context().app.inject({ url: '/api/catalog/sections' })).json());
    expect(catalogue.version).toBe((await context().app.inject({ url: '/api/catalog/version' })).json().version);
    expect(offlineModels(index, 'pontiac').map((model) => model.name)).toContain('Star Chief');
    for (const make of ['pontiac', 'PONTIAC', 'Pont', '']) {
      expect(offlineModels(index, make || undefined), make).toEqual((await context().app.inject({ url: `/api/catalog/models${make ? `?make=${make}` : ''}` })).json());
    }
    const starChief = catalogue.models.find((model) => model.name === 'Star Chief')!;
    expect(offlineModelYears(index, starChief.id)).toEqual((await context().app.inject({ url: `/api/catalog/models/${starChief.id}/years` })).json());
  });

  it('finds what the shop finds for the filters a restorer sets, in each order and page', async () => {
    const queries: SearchQueryInput[] = [
      {},
      { make: 'Pontiac' },
      { make: 'pontiac', model: 'Star Chief' },
      { year: '1955' },
      { year: '1955', model: 'star chief', sort: 'price_asc' },
      { category: 'Ignition' },
      { category: 'Ignition', sort: 'name' },
      { partNumber: 'tl 5501' },
      { partNumber: 'TL-55' },
      { make: 'Pontiac', pageSize: '5', page: '3' },
      { make: 'Oakland' },
      { make: 'Oakland', model: 'Six' },
      { model: 'six' },
      { model: 'luxe' },
      { make: 'Pontiac, Oakland' },
    ];
    for (const query of queries) {
      const [expected, got] = [await online(query), offline(query)];
      expect({ query, skus: skus(got), total: got.total }).toEqual({ query, skus: skus(expected), total: expected.total });
    }
  });

  it('shows the same "More for this car" under every part\'s page as the shop does', async () => {
    let shown = 0;
    for (const part of catalogue.parts) {
      const expected = (await context().app.inject({ url: `/api/catalog/parts/${part.id}/related` })).json().items as Part[];
      expect({ sku: part.sku, related: offlineRelatedParts(index, part.id)?.map((item) => item.sku) }).toEqual({ sku: part.sku, related: expected.map((item) => item.sku) });
      if (expected.length) shown++;
    }
    // Most of the suite's parts fit one car with others.
    expect(shown).toBeGreaterThan(catalogue.parts.length / 2);
    expect(offlineRelatedParts(index, 999_999)).toBeUndefined();
  });

  it('finds what the shop finds for the words restorers type, in the same order', async () => {
    // The findability suite's queries, and an engine or a year typed alone or beside the part's words.
    const queries = [...FINDABILITY_QUERIES.map((entry) => entry.query), ...['v8', 'stratostreak', '389', 'flathead', '1955', 'gasket 1941'].map((q) => ({ q }))];
    for (const query of queries) {
      const [expected, got] = [await online(query), offline(query)];
      expect({ query, skus: skus(got).slice(0, 5) }).toEqual({ query, skus: skus(expected).slice(0, 5) });
    }
  });

  it('keeps, under an order the visitor chose, the parts holding more of the words first, as the shop does', async () => {
    // A near miss's later tries and a search followed by the parts named elsewhere rank by the words held before the order chosen.
    for (const query of FINDABILITY_QUERIES.map((entry) => ({ ...entry.query, sort: 'price_asc' as const }))) {
      const [expected, got] = [await online(query), offline(query)];
      expect({ query, skus: skus(got).slice(0, 5), total: got.total }).toEqual({ query, skus: skus(expected).slice(0, 5), total: expected.total });
    }
  });

  it('finds the part a restorer wants in the first three for the findability suite\'s queries', () => {
    const misses = FINDABILITY_QUERIES.filter((entry) => !skus(offline(entry.query)).slice(0, 3).includes(entry.wanted));
    const share = 1 - misses.length / FINDABILITY_QUERIES.length;
    console.info(`offline findability: ${(share * 100).toFixed(1)}% of ${FINDABILITY_QUERIES.length} queries in the top 3`);
    for (const miss of misses) console.info(`  missed offline (${miss.kind}) ${JSON.stringify(miss.query)}: wanted ${miss.wanted}, got ${skus(offline(miss.query)).slice(0, 3).join(', ') || 'nothing'}`);
    // The figure reached (every query), which a change may not lower: the server's suite asks the same.
    expect(share).toBe(1);
  });

  it('says which words it did not find, and which slips it forgave, as the shop does', async () => {
    const partial = offline({ q: 'tail lamp lens zzyzx' });
    expect(partial.partial).toEqual({ missingWords: ['zzyzx'] });
    expect(partial.partial).toEqual((await online({ q: 'tail lamp lens zzyzx' })).partial);
    for (const item of partial.items.slice(0, 3)) expect(item.name).toMatch(/^Tail Lamp Lens/);
    // No grille for a Chieftain or a 1941 car: the grilles alone, as the shop shows them.
    // A near miss weighs the words by how few parts hold them: the clock before the dearer kits.
    // No water pump gasket: the water pump, named by two of the words, before the Chieftain's carburetor kit.
    // A word inside a car's name ("line" in Streamliner) is not held there, offline as online.
    // A decade is its ten years, offline as online; a word of where the part sits counts after the part's.
    // A short word's rarity is counted by the parts it names ("trunk mat", "cut out relay"), offline as online.
    for (const q of ['chieftain grille insert', '1941 grille', 'torpedo chrome ornament', 'clock kit', 'water pump gasket chieftain', 'chieftain water pump gasket', 'oil line', 'pump liner streamliner', 'brake line', '1920s head gasket', "shop manual 40's", '1970s shop manual', 'rear view mirror', 'lh front tail lens', 'passenger side molding clip', 'deluxe 6 valve cover', 'runningboard mat', 'trunk mat', 'trunk mats', 'dash pad', 'hood seal', 'cut out relay', 'tail lamp housing gasket clip', '1955 star chief sedan', 'chieftain coupe 1952']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, skus: skus(got), total: got.total, partial: got.partial }).toEqual({ q, skus: skus(expected), total: expected.total, partial: expected.partial });
    }
    expect(skus(offline({ q: '1941 grille' }))).toEqual(['GI-5800']);
    expect(skus(offline({ q: 'clock kit' }))[0]).toBe('CL-5610');
    expect(skus(offline({ q: 'water pump gasket chieftain' }))[0]).toBe('WP-2840');
    // Other names for a part are read as the shop reads them ("gas" is fuel, and a word of this catalogue too).
    // A phrase no part holds is read as its words ("emergency brake": no parking brake here, the brakes).
    // A slip of a word written the other way, a phrase with a slip in it, a car by the number of its name
    // and a span of years written out, likewise; and the names starting with the words as typed first; and a
    // straight engine for the cars that had it, a carburetor by its maker or type, and the Pontiac by its Silver Streak;
    // and a near miss ranked by the words some part holds ("zzyzx lamp"), the parts whose names say they are
    // the thing named first ("1957 star chief mat"); a word only another name of another typed word, that word ("motorola radio").
    const readAlike = ['emergency brake cable', 'hand brake', 'tailight lens', 'windshild gasket', 'windscren gasket', '115', '6-27', 'series 6-27 emblem', 'tail lens 1955 to 1957', 'streamline tail lamp', 'headlamps', 'hood orn', 'hood ornament', 'head gasket', 'door handle', 'rear window gasket', 'lighting gasket', 'wiper seal', 'tune up kit', 'spindle bolts', 'horn rim', 'horn', 'lens', 'radio', 'chieftain horn', 'straight eight water pump', 'inline 6 valve cover', '2 barrel carb kit', 'carter wcd rebuild kit', 'rochester 4gc kit', 'dubonnet', '1950 silver streak water pump', 'streamliner 1941 lens', '1925 pontiac horn', 'zzyzx lamp', 'door zzyzx', 'zzyzx wheel', '1957 star chief mat', '1941 torpedo door', 'chieftain 1955 electric', 'bonneville tri power', 'motorola radio', 'raido radio', 'silver streak hood ornament', '1931 v8 radiator shell', 'de luxe six steering wheel', 'power antenna', 'fuel tank sending unit 1949', '239 head gasket', '1950 chieftain tail lamp housing', 'gm 515432', 'transmission rebuild kit', "1955's hubcaps", 'indian head light', '1949 fuel gauge sender', 'coil wire', 'points 1947 pontiac 6', 'headlight switch 1950 pontiac with knob', 'pontiac 6v generator 1953', 'can you help me find a carb for 1941 torpedo', 'valve cover 1947 pontiac 6', '1954 dash bezel', 'rk 5701', 'RK 5701 knobs'];
    for (const q of ['gas', 'gas pump', 'posi rear end', ...readAlike]) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, skus: skus(got), total: got.total, partial: got.partial }).toEqual({ q, skus: skus(expected), total: expected.total, partial: expected.partial });
    }
    expect(offline({ q: 'emergency brake cable' }).partial).toEqual({ missingWords: ['emergency'] });
    expect(offline({ q: 'tailight lens' }).corrections).toEqual([{ typed: 'tailight', meant: ['taillight'] }]);
    expect(offline({ q: 'windscren gasket' }).corrections).toEqual((await online({ q: 'windscren gasket' })).corrections);
    expect(offline({ q: 'windscren gasket' }).corrections).toEqual([{ typed: 'windscren gasket', meant: ['windscreen gasket'] }]);
    // The Quality 115's emblem first, though the ash tray's part number starts "1155": a car's name typed
    // alone ranks no part number starting with it first (namesOnlyTheCar). Then the name of fewer words:
    // the ash tray, then the sending unit whose part number holds "1151".
    expect(skus(offline({ q: '115' }))).toEqual(['EM-3901', '1155-2001', 'SU-1151']);
    expect(skus(await online({ q: '115' }))).toEqual(['EM-3901', '1155-2001', 'SU-1151']);
    expect(skus(offline({ q: '6-27' }))).toEqual(['EM-2701']);
    // Single letters alone make no near miss, offline as online; nor the car alone, or where the part sits,
    // when the word naming the part is missing.
    for (const q of ['xqzt b', 'zzyzx t q', 'zzyzx 1956', 'chieftain zzyzx', 'rear zzyzx 55']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, total: got.total, partial: got.partial }).toEqual({ q, total: 0, partial: undefined });
      expect({ q, total: expected.total, partial: expected.partial }).toEqual({ q, total: 0, partial: undefined });
    }
    const slip = offline({ q: 'voltege regulator' });
    expect(slip.items[0]!.name).toMatch(/^Voltage Regulator/);
    expect(slip.corrections).toEqual([{ typed: 'voltege', meant: ['voltage'] }]);
    expect(slip.corrections).toEqual((await online({ q: 'voltege regulator' })).corrections);
    // A word of the language is no slip, offline as online; one a keystroke from a catalogue word is offered.
    for (const q of ['filter', 'heater hose', 'kingpin', 'lamb']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect(got.corrections, q).toBeUndefined();
      expect({ q, skus: skus(got), total: got.total, partial: got.partial, suggestions: got.suggestions }).toEqual({ q, skus: skus(expected), total: expected.total, partial: expected.partial, suggestions: expected.suggestions });
    }
    expect(offline({ q: 'lamb' }).suggestions).toEqual([{ typed: 'lamb', meant: ['lamp'] }]);
    // Beside words some part holds, it is that catalogue word when with it they find parts, offline as online, and the visitor is told;
    // with no word held as typed, it is only offered.
    for (const q of ['tail lamb lens', 'water pimp', 'wafer pimp']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, skus: skus(got), total: got.total, partial: got.partial, corrections: got.corrections, suggestions: got.suggestions }).toEqual({ q, skus: skus(expected), total: expected.total, partial: expected.partial, corrections: expected.corrections, suggestions: expected.suggestions });
    }
    const waferPimp = offline({ q: 'wafer pimp' });
    expect({ total: waferPimp.total, corrections: waferPimp.corrections, suggestions: waferPimp.suggestions }).toEqual({ total: 0, corrections: undefined, suggestions: [{ typed: 'wafer', meant: ['water'] }, { typed: 'pimp', meant: ['pump'] }] });
    const tailLambLens = offline({ q: 'tail lamb lens' });
    expect({ partial: tailLambLens.partial, corrections: tailLambLens.corrections, suggestions: tailLambLens.suggestions }).toEqual({ partial: undefined, corrections: [{ typed: 'lamb', meant: ['lamp'] }], suggestions: undefined });
    // A plural is a word of its own, offline as online: "pans" are no panels, "seals" no sealed beams.
    for (const q of ['pans', 'floor pans', 'seals', 'rings', 'lamps']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, skus: skus(got), total: got.total, partial: got.partial }).toEqual({ q, skus: skus(expected), total: expected.total, partial: expected.partial });
    }
    // An engine's size or name is the years it powered, offline as online, and the answer says so.
    for (const q of ['389 head gasket', '347 cid valve cover', '316 headlamp door', '388 head gasket', 'v-8 shop manual', 'flat-head valve cover', '1940 v-8 shop manual']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, skus: skus(got), total: got.total, partial: got.partial, engines: got.engines }).toEqual({ q, skus: skus(expected), total: expected.total, partial: expected.partial, engines: expected.engines });
    }
    expect(offline({ q: '347 cid valve cover' }).engines).toEqual([{ typed: '347 cid', first: 1957, last: 1957 }]);
    expect(offline({ q: 'flat-head valve cover' }).engines).toEqual([{ typed: 'flat-head', first: 1926, last: 1954 }]);
    // Not beside a year of none of the engine's cars, typed or chosen.
    expect(offline({ q: '1940 v-8 shop manual' }).engines).toBeUndefined();
    expect(offline({ q: 'v-8 shop manual', year: 1940 }).engines).toBeUndefined();
    expect(offline({ q: 'v-8 shop manual', year: 1957 }).engines).toEqual([{ typed: 'v-8', first: 1955, last: 1966 }]);
    // A part the cars of the years asked for did not have is read as the one they had in its place, offline as online.
    for (const query of [{ q: 'ball joints 1950' }, { q: 'alternator brushes' }, { q: 'alternator xyzzy' }, { q: 'kingpin 1959' }, { q: 'ball joint', year: 1949 }]) {
      const [expected, got] = [await online(query), offline(query)];
      expect({ query, skus: skus(got), total: got.total, partial: got.partial, successions: got.successions }).toEqual({ query, skus: skus(expected), total: expected.total, partial: expected.partial, successions: expected.successions });
    }
    expect(offline({ q: 'ball joints 1950' }).successions).toEqual([{ typed: 'ball joints', shown: 'kingpins', instead: 'ball joints', first: 1926, last: 1957 }]);
    // A short word spelt as it sounds is the word two slips away where one slip left the words apart, offline as online.
    for (const q of ['chrome dore handle', 'trunk sele', 'dore']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, skus: skus(got), total: got.total, partial: got.partial, corrections: got.corrections }).toEqual({ q, skus: skus(expected), total: expected.total, partial: expected.partial, corrections: expected.corrections });
    }
    expect(offline({ q: 'chrome dore handle' }).corrections).toEqual([{ typed: 'dore', meant: ['door'] }]);
    // No ball joint in the shop: a kingpin of 1959 is looked for as typed.
    expect(offline({ q: 'kingpin 1959' }).successions).toBeUndefined();
  });

  it('ranks part numbers as the shop does: the exact one, those starting with the figures, those ending with them', async () => {
    for (const q of ['389', '5501', 'part no. TL-5501', 'pon']) {
      const [expected, got] = [await online({ q }), offline({ q })];
      expect({ q, skus: skus(got), total: got.total }).toEqual({ q, skus: skus(expected), total: expected.total });
    }
    expect(skus(offline({ q: '389' }))[0]).toBe('TRI-389');
    // A number a slip from a part's finds nothing, and the part's number is offered, as the shop offers it.
    for (const query of [{ q: 'PON-1010' }, { partNumber: 'rm 5506' }, { partNumber: 'rm 5506', model: 'Bonneville' }]) {
      const [expected, got] = [await online(query), offline(query)];
      expect({ query, total: got.total, partNumbers: got.partNumbers }).toEqual({ query, total: expected.total, partNumbers: expected.partNumbers });
    }
    expect(offline({ q: 'PON-1010' }).partNumbers).toEqual(['PON-1001']);
    expect(offline({ partNumber: 'rm 5506' }).partNumbers).toEqual(['RM-5560']);
  });

});

describeEachDatabase('what keeping the catalogue offline takes, told before saving', (context) => {
  beforeAll(async () => {
    const { db } = context().database;
    // Two pictures kept at the offline width, of 1,000 and 3,000 bytes: 2,000 a picture on average.
    await db.insert(parts).values([
      { sku: 'PIC-1', name: 'Pictured Part One', regularPrice: '10.00', yearStart: 1955, yearEnd: 1957, images: ['pic-one.webp', 'pic-one-back.webp'] },
      { sku: 'PIC-2', name: 'Pictured Part Two', regularPrice: '12.00', yearStart: 1955, yearEnd: 1957, images: ['pic-two.webp'] },
      { sku: 'NOPIC-3', name: 'Part Without A Picture', regularPrice: '8.00', yearStart: 1955, yearEnd: 1957 },
    ]);
    await context().storage.put(PART_IMAGES_BUCKET, partImageKey('pic-one.webp', OFFLINE_PICTURE_WIDTH), Buffer.alloc(1_000), 'image/webp');
    await context().storage.put(PART_IMAGES_BUCKET, partImageKey('pic-two.webp', OFFLINE_PICTURE_WIDTH), Buffer.alloc(3_000), 'image/webp');
  });

  it('counts the parts and pictures, and the bytes of the copy: its JSON, and its pictures from the stored sizes of some of them', async () => {
    const copy = await context().app.inject({ url: '/api/catalog/offline' });
    const size = await context().app.inject({ url: '/api/catalog/offline/size' });
    expect(size.statusCode).toBe(200);
    expect(size.json()).toEqual({ parts: 3, pictures: 2, bytes: Buffer.byteLength(copy.body) + 2 * 2_000 });
  });
});

describeEachDatabase('a catalogue too large to keep offline', (context) => {
  it('is refused with the reason, before saving and when saving', async () => {
    // 20,001 parts with their triggers' upkeep: longer than the shop's 5-second statement limit allows on a
    // busy machine (a CI run once stopped it there), which is for a visitor's request, not a test's bulk write.
    await context().database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '120s'`);
      await tx.execute(sql`
        insert into parts (sku, name, regular_price, year_start, year_end)
        select 'BULK-' || n, 'Bulk Part ' || n, 1, 1955, 1957 from generate_series(1, ${OFFLINE_PART_LIMIT + 1}) as n`);
    });
    for (const url of ['/api/catalog/offline/size', '/api/catalog/offline']) {
      const refused = await context().app.inject({ url });
      expect({ url, status: refused.statusCode, message: refused.json().message }).toEqual({ url, status: 409, message: OFFLINE_TOO_LARGE_MESSAGE });
    }
  });
});
