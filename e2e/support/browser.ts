import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

import { CHROMIUM_ARGS } from './chromium.ts';

export interface BrowserSession {
  browser: Browser;
  /** A new page in a new context, failing the test on any console error or uncaught exception. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  url(path: string): string;
}

/** One Chromium per spec file; each test opens its own pages. */
export function useBrowser(): () => BrowserSession {
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    expect(errors, 'the pages logged errors').toEqual([]);
  });
  return () => ({
    browser: browser!,
    url: (path) => inject('baseUrl') + path,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser!.newContext({ viewport: { width, height }, baseURL: inject('baseUrl') });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        // A failed fetch that the page shows to the user is logged by Chromium too; those are expected.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
  });
}

/** Fails with the list of axe violations (WCAG 2.1 A and AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
