import { afterEach, beforeEach, vi } from 'vitest';

/** A console.error in a test fails it, unless the test replaces this spy's implementation. */
let consoleError: { mock: { calls: unknown[][] }; getMockImplementation(): unknown; mockRestore(): void };

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  const expected = consoleError.getMockImplementation() !== undefined;
  consoleError.mockRestore();
  if (calls.length > 0 && !expected) {
    throw new Error(`console.error was called:\n${calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n')}`);
  }
});
