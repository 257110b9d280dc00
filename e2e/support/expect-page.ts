import type { Locator } from 'playwright-core';
import { expect as vitestExpect } from 'vitest';

const TIMEOUT_MS = 10_000;
// expect.poll's timeout and interval are set for the whole browser suite in vitest.e2e.config.ts.
const poll = <T>(read: () => Promise<T>) => vitestExpect.poll(read);

/** Waiting assertions on Playwright locators (playwright-core has no `expect` of its own). */
export function expect(locator: Locator) {
  return {
    toBeVisible: () => locator.waitFor({ state: 'visible', timeout: TIMEOUT_MS }),
    toBeHidden: () => locator.waitFor({ state: 'hidden', timeout: TIMEOUT_MS }),
    toBeAttached: () => locator.first().waitFor({ state: 'attached', timeout: TIMEOUT_MS }),
    toHaveAttribute: (name: string, value: string) => poll(() => locator.getAttribute(name)).toBe(value),
    toHaveText: (text: string | RegExp) => poll(() => locator.innerText()).toMatch(text),
    toHaveValue: (value: string) => poll(() => locator.inputValue()).toBe(value),
    toBeFocused: () => poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true),
    toBeDisabled: () => poll(() => locator.isDisabled()).toBe(true),
    toBeEnabled: () => poll(() => locator.isEnabled()).toBe(true),
    toHaveCount: (count: number) => poll(() => locator.count()).toBe(count),
  };
}
