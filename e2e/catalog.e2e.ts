import { describe, expect, it } from 'vitest';

import type { Locator } from 'playwright-core';

import { expectNoAxeViolations, expectPicturesLoaded, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';

/** Every card's fitment line ("1955-1957 Oakland, Pontiac Star Chief"), read and split. */
async function fitmentOfCards(cards: Locator): Promise<{ text: string; start: number; end: number; makes: string[] }[]> {
  const texts = await cards.evaluateAll((articles) => articles.map((article) => article.querySelectorAll('p')[1]?.textContent ?? ''));
  return texts.map((text) => {
    const match = /^(\d{4})(?:-(\d{4}))? (.+)$/.exec(text.trim());
    if (!match) throw new Error(`A card without a fitment line: "${text}"`);
    const start = Number(match[1]);
    const makes = (match[3] ?? '').split(',').map((make) => make.trim().split(' ')[0]!);
    return { text, start, end: match[2] ? Number(match[2]) : start, makes };
  });
}

describe('searching the catalogue', () => {
  const session = useBrowser();

  it('filters by make and year, toggles grid and list, opens a part and comes back with the filters kept', async () => {
    const page = await session().newPage();
    await page.goto('/search?make=Pontiac&year=1955');
    const results = page.getByRole('article');
    await expectPage(results.first()).toBeVisible();
    const cards = await fitmentOfCards(results);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.makes, card.text).toContain('Pontiac');
      expect(card.start, card.text).toBeLessThanOrEqual(1955);
      expect(card.end, card.text).toBeGreaterThanOrEqual(1955);
    }
    await expectPicturesLoaded(results.first());
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL(/view=list/);
    await expectPage(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

    const firstName = (await results.first().getByRole('heading').innerText()).trim();
    await results.first().getByRole('link', { name: /View Details/ }).click();
    await expectPage(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
    await expect.poll(() => page.title()).toContain(firstName);
    await expectNoAxeViolations(page);

    await page.goBack();
    await page.waitForURL(/\/search\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ make: 'Pontiac', year: '1955', view: 'list' });

    await results.first().getByRole('link', { name: /View Details/ }).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ make: 'Pontiac', year: '1955', view: 'list' });

    // A part names its car: the link beside it lists that car's parts, of every year it fits.
    await results.first().getByRole('link', { name: /View Details/ }).click();
    const carLink = page.getByRole('link', { name: /^All parts for the Pontiac / });
    const model = (await carLink.innerText()).replace('All parts for the Pontiac ', '');
    await carLink.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('model') === model && url.searchParams.get('make') === 'Pontiac');
    await expectPage(results.first()).toBeVisible();
    for (const card of await fitmentOfCards(results)) expect(card.text).toContain(`Pontiac ${model}`);

    // Under a part's page, more for its car: four of the car's other parts, in the page the server sends.
    await results.first().getByRole('link', { name: /View Details/ }).click();
    const more = page.getByRole('region', { name: new RegExp(`^More for the [\\d-]+ Pontiac ${model}$`) });
    await expectPage(more).toBeVisible();
    const [first, last] = ((await more.getByRole('heading', { level: 2 }).innerText()).match(/\d{4}/g) ?? []).map(Number);
    const related = more.getByRole('article');
    await expectPage(related).toHaveCount(4);
    for (const card of await fitmentOfCards(related)) {
      expect(card.text).toContain(`Pontiac ${model}`);
      expect(card.start, card.text).toBeLessThanOrEqual(last ?? first!);
      expect(card.end, card.text).toBeGreaterThanOrEqual(first!);
    }
    const served = await (await page.request.get(page.url())).text();
    expect(served).toContain('More for the ');
    await expectNoAxeViolations(page);
    const next = (await related.first().getByRole('heading').innerText()).trim();
    await related.first().getByRole('link', { name: /View Details/ }).click();
    await expectPage(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  });

  it('says so when nothing matches, and Clear Search starts over', async () => {
    const page = await session().newPage();
    await page.goto('/search?q=zzzzzz');
    await expectPage(page.getByText('No parts found matching your criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await expectPage(page.getByRole('article').first()).toBeVisible();

    // A filter the shop cannot search by is explained, and no search is made without it.
    await page.goto('/search?partNumber=%25');
    await expectPage(page.getByRole('alert').filter({ hasText: 'Part number must contain a letter or a digit' })).toBeVisible();
    await expectPage(page.getByRole('heading', { name: 'Check the filters' })).toBeVisible();
    expect(await page.getByRole('article').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await expectPage(page.getByRole('article').first()).toBeVisible();
  });

  it('finds parts through a misspelt word, best match first, and says which typed word no part mentions', async () => {
    const page = await session().newPage();
    await page.goto('/');
    await page.getByLabel('Keyword').fill('hood ornamnet xqzt');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?/);
    await expectPage(page.getByText('No part matches every word of “hood ornamnet xqzt”')).toBeVisible();
    await expectPage(page.getByText('No part mentions “xqzt”')).toBeVisible();
    await expectPage(page.getByText('Showing parts for “ornament” instead of “ornamnet”.')).toBeVisible();
    await expectPage(page.getByLabel('Sort by')).toHaveValue('relevance');
    const names = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names.slice(0, 3)) expect(name).toMatch(/Hood Ornament/);
    await expectNoAxeViolations(page);
  });

  it('shows the parts named for other years after the one part of the year typed that only mentions it, and says so', async () => {
    const page = await session().newPage();
    await page.goto('/search?q=1941+pontiac+generator');
    await expectPage(page.getByText('1 part matches every word of “1941 pontiac generator”, but its name does not call it “generator”.')).toBeVisible();
    const names = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(names.slice(0, 3).map((name) => name.split(',')[0])).toEqual(['Fan Belt', 'Generator', 'Generator']);
    await expectNoAxeViolations(page);
  });

  it("reads an engine's size as the years of its cars, and says so", async () => {
    const page = await session().newPage();
    await page.goto('/search?q=389+head+gasket');
    await expectPage(page.getByText('Reading “389” as the engine of the 1959-1966 cars.')).toBeVisible();
    await expectPage(page.getByText('No part matches every word')).toHaveCount(0);
    const cards = await fitmentOfCards(page.getByRole('article'));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.end, card.text).toBeGreaterThanOrEqual(1959);
  });

  it('offers the catalogue word a keystroke from a word of the language no part holds, and searches it when chosen', async () => {
    const page = await session().newPage();
    await page.goto('/search?q=lamb&make=Pontiac');
    await expectPage(page.getByText('No parts found matching your criteria')).toBeVisible();
    await page.getByRole('link', { name: '“lamp”' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'lamp' && url.searchParams.get('make') === 'Pontiac');
    await expectPage(page.getByLabel('Keyword')).toHaveValue('lamp');
    for (const name of (await page.getByRole('article').getByRole('heading').allInnerTexts()).slice(0, 3)) expect(name).toMatch(/Lamp/);
    await expectPage(page.getByText('Did you mean')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  it('offers the part number a slip from one that finds nothing, and searches it when chosen', async () => {
    const page = await session().newPage();
    // A demo part number with its last two figures swapped, which no part has.
    const search = async (query: string) => (await (await page.request.get(`/api/catalog/search?${query}`)).json()) as { total: number; items: { sku: string }[] };
    let sku = '';
    let typo = '';
    for (const item of (await search('q=hood%20strip')).items.filter(({ sku }) => /\d\d$/.test(sku) && sku.at(-1) !== sku.at(-2))) {
      const swapped = `${item.sku.slice(0, -2)}${item.sku.at(-1)}${item.sku.at(-2)}`;
      if ((await search(`partNumber=${encodeURIComponent(swapped)}`)).total === 0) [sku, typo] = [item.sku, swapped];
    }
    expect(typo).not.toBe('');
    await page.goto(`/search?partNumber=${encodeURIComponent(typo)}`);
    await expectPage(page.getByText('No parts found matching your criteria')).toBeVisible();
    await expectPage(page.getByText('Did you mean part number')).toBeVisible();
    await page.getByRole('link', { name: `“${sku}”` }).click();
    await page.waitForURL((url) => url.searchParams.get('partNumber') === sku);
    await expectPage(page.getByLabel('Part number')).toHaveValue(sku);
    await expectPage(page.getByRole('article')).toHaveCount(1);
    await expectPage(page.getByText('Did you mean part number')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  it("shows a part not photographed yet with the placeholder in a band on a phone, a square beside the details on a wide screen", async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    const { items } = (await (await page.request.get('/api/catalog/search?pageSize=96')).json()) as { items: { id: number; name: string; images: string[] }[] };
    const bare = items.find((part) => part.images.length === 0)!;
    await page.goto(`/part/${bare.id}`);
    const picture = page.getByRole('img', { name: `${bare.name}: not photographed yet` });
    await expectPage(picture).toBeVisible();
    // A screen-wide square pushed the part's name and price below the first screen.
    const band = (await picture.boundingBox())!;
    expect(band.height).toBeLessThan(band.width * 0.7);
    await page.setViewportSize({ width: 1280, height: 900 });
    const shape = async () => {
      const { width, height } = (await picture.boundingBox())!;
      return height / width;
    };
    await expect.poll(shape).toBeCloseTo(1, 1);
  });

  it('shows a not-found page for a part that does not exist', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 404, url: /\/part\/99999999$/ }, { status: 404, url: /\/api\/catalog\/parts\/99999999$/ }] });
    const response = await page.goto('/part/99999999');
    expect(response?.status()).toBe(404);
    await expectPage(page.getByRole('heading', { level: 1, name: 'Part not found' })).toBeVisible();
  });
});

describe('my car', () => {
  const session = useBrowser();

  it('is picked once, remembered, applied to searches, shown on part pages and cleared in one click', async () => {
    const page = await session().newPage();
    await page.goto('/search');
    // The count as the page writes it, its thousands marked: "2,989 parts found".
    const total = async () => Number((await page.getByRole('heading', { name: /parts? found/ }).innerText()).split(' ')[0]!.replaceAll(',', ''));
    await expectPage(page.getByRole('heading', { name: /parts? found/ })).toBeVisible();
    const everything = await total();

    const picker = page.getByRole('form', { name: 'Choose my car' });
    await picker.getByLabel('Year').selectOption('1955');
    await picker.getByLabel('Make').selectOption('Pontiac');
    await picker.getByLabel('Model').selectOption('Star Chief');
    await picker.getByRole('button', { name: 'Save my car' }).click();
    const bar = page.getByRole('region', { name: 'My car' });
    await expectPage(bar.getByText('1955 Pontiac Star Chief')).toBeVisible();
    await expectPage(bar.getByText('(showing parts that fit it)')).toBeVisible();
    await expect.poll(total).toBeLessThan(everything);
    const fitting = await total();
    expect(fitting).toBeGreaterThan(0);

    await page.reload();
    await expectPage(bar.getByText('1955 Pontiac Star Chief')).toBeVisible();
    await expect.poll(total).toBe(fitting);

    await page.getByRole('article').first().getByRole('link', { name: /View Details/ }).click();
    await expectPage(page.getByText('Fits your 1955 Pontiac Star Chief')).toBeVisible();
    await page.goto('/search?make=Oakland');
    await page.getByRole('article').first().getByRole('link', { name: /View Details/ }).click();
    await expectPage(page.getByText('Does not fit your 1955 Pontiac Star Chief')).toBeVisible();

    await page.goto('/search');
    await page.getByRole('button', { name: 'Clear my car' }).click();
    await expect.poll(total).toBe(everything);
    await expectPage(page.getByRole('form', { name: 'Choose my car' })).toBeVisible();
  });

  it('folds its picker on a phone, so the first part shows on the first screen, and opens in one tap', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await page.goto('/search?q=horn');
    const picker = page.getByRole('form', { name: 'Choose my car' });
    await expectPage(page.getByRole('article').first()).toBeVisible();
    await expectPage(picker).toBeHidden();
    // Its fields open filled the first screen: the first part's card began 84 px above its foot.
    const card = await page.getByRole('article').first().boundingBox();
    expect(card!.y + 300).toBeLessThan(844);

    await page.locator('summary', { hasText: 'Choose your car to see only the parts that fit it' }).click();
    await picker.getByLabel('Year').selectOption('1955');
    await picker.getByLabel('Make').selectOption('Pontiac');
    await picker.getByLabel('Model').selectOption('Star Chief');
    await picker.getByRole('button', { name: 'Save my car' }).click();
    await expectPage(page.getByRole('region', { name: 'My car' }).getByText('1955 Pontiac Star Chief')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  it('shows the filters and the picker open on a wide screen, with no fold to tab to', async () => {
    const page = await session().newPage({ width: 1280, height: 900 });
    await page.goto('/search?q=horn');
    await page.waitForSelector('html[data-app="ready"]');
    await expectPage(page.getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
    await expectPage(page.getByText('Choose your car to see only the parts that fit it').filter({ visible: true })).toBeVisible();
    await expectPage(page.getByRole('form', { name: 'Choose my car' })).toBeVisible();
    // A summary there folded nothing the eye saw, yet took a tab stop and read as a button.
    await expectPage(page.locator('summary').filter({ visible: true })).toHaveCount(0);
    const stops: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.tagName ?? ''));
    }
    expect(stops).not.toContain('SUMMARY');
    await expectNoAxeViolations(page);
  });
});

describe('my car from the home page', () => {
  const session = useBrowser();

  it('remembers the car chosen in the home search panel', async () => {
    const page = await session().newPage();
    await page.goto('/');
    const panel = page.getByRole('form', { name: 'Find the part that fits your car' });
    await panel.getByLabel('Year').selectOption('1957');
    await panel.getByLabel('Make').selectOption('Pontiac');
    await panel.getByLabel('Model').selectOption('Bonneville');
    await expectPage(panel.getByLabel('Remember this car as my car')).toBeVisible();
    await panel.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ year: '1957', make: 'Pontiac', model: 'Bonneville' });
    const bar = page.getByRole('region', { name: 'My car' });
    await expectPage(bar.getByText('1957 Pontiac Bonneville')).toBeVisible();
    await expectPage(bar.getByText('(showing parts that fit it)')).toBeVisible();
    await page.goto('/');
    await expectPage(page.getByRole('region', { name: 'My car' }).getByText('1957 Pontiac Bonneville')).toBeVisible();
    await expect.poll(() => panel.getByLabel('Model').inputValue()).toBe('Bonneville');
  });
});

describe('searching from the home page, one filter at a time', () => {
  const session = useBrowser();

  it('gives each field room for its words on a laptop screen', async () => {
    const page = await session().newPage({ width: 1024, height: 768 });
    await page.goto('/');
    const panel = page.getByRole('form', { name: 'Find the part that fits your car' });
    await expectPage(panel.getByLabel('Model')).toBeVisible();
    // Six in a row, each was 143 px: "Choose a make first" showed as "Choose a mal", "e.g. hood ornament" as "e.g. hood orna".
    for (const field of ['Model', 'Keyword']) {
      const box = (await panel.getByLabel(field).boundingBox())!;
      expect(box.width, field).toBeGreaterThan(240);
    }
  });

  it('carries each filter to /search and shows only matching parts', async () => {
    const page = await session().newPage();
    const cases: { field: string; value: string; select: boolean; param: [string, string]; check: RegExp }[] = [
      { field: 'Year', value: '1931', select: true, param: ['year', '1931'], check: /./ },
      { field: 'Category', value: 'Tail Lamp Lenses', select: true, param: ['category', 'Tail Lamp Lenses'], check: /Tail Lamp Lens/ },
      { field: 'Part number', value: 'ss ho', select: false, param: ['partNumber', 'ss ho'], check: /SS-HO-/ },
      { field: 'Keyword', value: 'bonnevile', select: false, param: ['q', 'bonnevile'], check: /Bonneville/ },
    ];
    for (const { field, value, select, param, check } of cases) {
      await page.goto('/');
      const panel = page.getByRole('form', { name: 'Find the part that fits your car' });
      if (select) await panel.getByLabel(field).selectOption(value);
      else await panel.getByLabel(field).fill(value);
      await panel.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search\?/);
      expect(new URL(page.url()).searchParams.get(param[0])).toBe(param[1]);
      const cards = page.getByRole('article');
      await expectPage(cards.first()).toBeVisible();
      for (const text of await cards.allInnerTexts()) expect(text, `${field} ${value}`).toMatch(check);
      if (field === 'Year') {
        const fitments = await fitmentOfCards(cards);
        expect(fitments.length).toBeGreaterThan(0);
        for (const card of fitments) expect(card.start <= 1931 && card.end >= 1931, card.text).toBe(true);
      }
    }
  });
});
