import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { ExpectedUpdatedAtSchema, goneMessage, isSameVersion, rebaseEdit, sameValue, staleMessage } from './edit-version.ts';

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
    expect(staleMessage('vehicle model')).toBe('This vehicle model was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.');
    expect(goneMessage('make')).toBe('This make no longer exists: it was deleted since you opened it. Nothing was saved.');
  });
});

describe('a refused edit moved onto the version saved meanwhile', () => {
  const opened = { name: 'Tail Lamp Lens', price: 24.95, categories: ['Lenses'], notes: '' };

  it("keeps the admin's changes, takes the other's elsewhere, and tells where both changed a field", () => {
    const mine = { ...opened, name: 'Tail Lamp Lens, red', price: 26, categories: ['Lenses', 'Lighting'] };
    const saved = { ...opened, price: 25.5, notes: 'Glass, not plastic' };
    const rebased = rebaseEdit(opened, mine, saved);
    expect(rebased.values).toEqual({ name: 'Tail Lamp Lens, red', price: 26, categories: ['Lenses', 'Lighting'], notes: 'Glass, not plastic' });
    expect(rebased.taken).toEqual(['notes']);
    expect(rebased.kept).toEqual(['name', 'categories']);
    expect(rebased.both).toEqual(['price']);
    expect(rebased.theirs).toEqual({ price: 25.5 });
  });

  it('counts nothing kept where the admin changed nothing, or made the same change as the other', () => {
    const saved = { ...opened, name: 'Tail Lamp Lens, red', categories: ['Lighting'] };
    const rebased = rebaseEdit(opened, { ...opened, name: 'Tail Lamp Lens, red' }, saved);
    expect(rebased).toEqual({ values: saved, taken: ['categories'], kept: [], both: [], held: [], theirs: {} });
  });

  describe('fields that belong together', () => {
    const fitment = { name: 'Grille Bar', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, stock: 3, inStock: true };
    const together = [['model', 'yearStart', 'yearEnd'], ['stock', 'inStock']] as const;

    it("keeps the admin's whole group where the other changed another field of it, quoting theirs", () => {
      const mine = { ...fitment, yearEnd: 1954 };
      const saved = { ...fitment, name: 'Grille Bar, center', model: 'Star Chief', yearStart: 1954 };
      const rebased = rebaseEdit(fitment, mine, saved, together);
      // Not a Star Chief of 1954-1954 nor a Chieftain of 1954: the admin's fitment whole, theirs told.
      expect(rebased.values).toEqual({ ...fitment, name: 'Grille Bar, center', yearEnd: 1954 });
      expect(rebased.taken).toEqual(['name']);
      expect(rebased.kept).toEqual(['yearEnd']);
      expect(rebased.held).toEqual(['model', 'yearStart']);
      expect(rebased.theirs).toEqual({ model: 'Star Chief', yearStart: 1954 });
    });

    it("takes the other's group whole where the admin changed none of it", () => {
      const saved = { ...fitment, stock: 0, inStock: false };
      const rebased = rebaseEdit(fitment, { ...fitment, yearEnd: 1953 }, saved, together);
      expect(rebased.values).toEqual({ ...saved, yearEnd: 1953 });
      expect(rebased.taken).toEqual(['stock', 'inStock']);
      expect(rebased.held).toEqual([]);
    });

    it('merges field by field without groups', () => {
      const saved = { ...fitment, model: 'Star Chief' };
      expect(rebaseEdit(fitment, { ...fitment, yearEnd: 1954 }, saved).values).toEqual({ ...fitment, model: 'Star Chief', yearEnd: 1954 });
    });
  });

  it('compares lists and empty values by what they hold', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue('', null)).toBe(false);
    expect(sameValue([{ name: 'POCI', url: 'https://poci.org' }], [{ name: 'POCI', url: 'https://poci.org' }])).toBe(true);
  });
});
