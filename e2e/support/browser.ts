import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

import { CHROMIUM_ARGS } from './chromium.ts';

/** An answer of 400 or more that a test expects: its status and a pattern of its address. */
export interface ExpectedFailure {
  status: number;
  url: RegExp;
}

export interface BrowserSession {
  browser: Browser;
  /**
   * A new page in a new context. The test fails on any console error, uncaught exception, or answer
   * of 400 or more (API call, picture, page) that is not listed in `expectedFailures`.
   */
  newPage(options?: { width?: number; height?: number; expectedFailures?: ExpectedFailure[] }): Promise<Page>;
  /** A page with scripts off: what the server rendered, as a visitor sees it before the app has arrived. */
  newPageWithoutScripts(options?: { width?: number; height?: number }): Promise<Page>;
  url(path: string): string;
}

/** One Chromium per spec file; each test opens its own pages, checked when the test ends. */
export function useBrowser(): () => BrowserSession {
  let browser: Browser | undefined;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterEach(() => {
    const found = errors;
    errors = [];
    expect(found, 'the pages logged errors or got failed answers').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => ({
    browser: browser!,
    url: (path) => inject('baseUrl') + path,
    async newPage({ width = 1280, height = 900, expectedFailures = [] } = {}) {
      const context = await browser!.newContext({ viewport: { width, height }, baseURL: inject('baseUrl') });
      const page = await context.newPage();
      // A page the server rendered shows before the app takes it over (ADR 010): act once it has, as
      // the test would otherwise click the plain page.
      const untilReady = async <T,>(navigation: Promise<T>): Promise<T> => {
        const result = await navigation;
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        return result;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => untilReady(goto(url, options));
      page.reload = (options) => untilReady(reload(options));
      // Not even the admin area's "who is signed in?": nobody is an answer (200), not a failed request.
      const expected = expectedFailures;
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        const status = response.status();
        if (status < 400) return;
        const url = response.url();
        if (!expected.some((failure) => failure.status === status && failure.url.test(url))) errors.push(`${status} ${response.request().method()} ${url}`);
      });
      page.on('console', (message) => {
        // Chromium logs each failed answer once more as "Failed to load resource"; the answers themselves are checked above.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    async newPageWithoutScripts({ width = 1280, height = 900 } = {}) {
      const context = await browser!.newContext({ javaScriptEnabled: false, viewport: { width, height }, baseURL: inject('baseUrl') });
      return context.newPage();
    },
  });
}

/**
 * Fails with the list of axe violations on the page as it is now: WCAG 2.1 A and AA, and axe's best
 * practices, which Lighthouse's accessibility score counts too (headings in order, one main landmark).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Fails unless every picture inside `scope` has loaded (decoded, with a width), not only has an address. */
export async function expectPicturesLoaded(scope: Locator): Promise<void> {
  const images = scope.locator('img');
  const count = await images.count();
  expect(count, 'pictures on the page').toBeGreaterThan(0);
  await expect
    .poll(() => images.evaluateAll((elements) => (elements as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.currentSrc || image.src)))
    .toEqual([]);
}
