import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { ExpectedUpdatedAtSchema, goneMessage, isSameVersion, staleMessage } from './edit-version.ts';

describe('the version an edit names', () => {
  it('is the same to the millisecond the answers carry, though the database keeps microseconds', () => {
    const saved = new Date('2026-11-29T10:00:00.123Z');
    expect(isSameVersion(saved, saved.toISOString())).toBe(true);
    expect(isSameVersion(saved, '2026-11-29T11:00:00.123+01:00')).toBe(true);
    expect(isSameVersion(saved, '2026-11-29T10:00:00.124Z')).toBe(false);
    expect(isSameVersion(saved, '2026-11-29T10:00:00.122Z')).toBe(false);
  });

  it('is a timestamp with its offset, else refused with a clear message', () => {
    expect(z.safeParse(ExpectedUpdatedAtSchema, '2026-11-29T10:00:00.123Z').success).toBe(true);
    for (const sent of ['yesterday', '2026-11-29', 1_764_410_400_000, undefined]) {
      const parsed = z.safeParse(ExpectedUpdatedAtSchema, sent);
      expect(parsed.success, String(sent)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('expectedUpdatedAt must be a timestamp');
    }
  });

  it('names the thing whose save it refuses, changed or deleted since', () => {
    expect(staleMessage('vehicle model')).toBe('This vehicle model was changed by someone else since you opened it. Reload it to see the changes; nothing was saved.');
    expect(goneMessage('make')).toBe('This make no longer exists: it was deleted since you opened it. Nothing was saved.');
  });
});
