import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { showSavedInLists, withSaved } from './saved-in-lists.ts';

const saved = { id: 7, name: 'Hood Ornaments', description: 'Chrome', updatedAt: '2026-11-29T20:00:00.000Z' };

describe("a thing's own save shown in the lists cached before it", () => {
  it("gives the saved values to the row of its id, in a page's items or a tree's nodes, and keeps the row's own fields", () => {
    const page = { total: 2, items: [{ id: 6, name: 'Emblems', updatedAt: 'a' }, { id: 7, name: 'Ornaments', waiting: 3, updatedAt: 'b' }] };
    expect(withSaved(page, saved)).toEqual({ total: 2, items: [{ id: 6, name: 'Emblems', updatedAt: 'a' }, { id: 7, name: 'Hood Ornaments', waiting: 3, updatedAt: saved.updatedAt }] });
    const tree = { sections: [{ id: 1, name: 'Body', updatedAt: 'c', categories: [{ id: 7, name: 'Ornaments', description: '', updatedAt: 'b' }] }], withoutSection: [] };
    const shown = withSaved(tree, saved);
    expect(shown.sections[0]!.categories[0]).toEqual({ id: 7, name: 'Hood Ornaments', description: 'Chrome', updatedAt: saved.updatedAt });
    expect(shown.sections[0]!.name).toBe('Body');
    expect(shown.withoutSection).toBe(tree.withoutSection);
  });

  it('leaves the same objects where the thing is not shown, and what has no version alone', () => {
    const page = { items: [{ id: 6, updatedAt: 'a' }], counts: { id: 7 } };
    expect(withSaved(page, saved)).toBe(page);
    expect(withSaved(undefined, saved)).toBeUndefined();
  });

  it('writes every cached page of the lists named, and no other query', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['admin', 'categories', 'tree'], { sections: [], withoutSection: [{ id: 7, name: 'Ornaments', updatedAt: 'b' }] });
    queryClient.setQueryData(['admin', 'vehicles', 'makes'], [{ id: 7, name: 'Pontiac', updatedAt: 'b' }]);
    showSavedInLists(queryClient, [['admin', 'categories', 'tree']], saved);
    expect(queryClient.getQueryData(['admin', 'categories', 'tree'])).toEqual({ sections: [], withoutSection: [{ id: 7, name: 'Hood Ornaments', updatedAt: saved.updatedAt }] });
    expect(queryClient.getQueryData(['admin', 'vehicles', 'makes'])).toEqual([{ id: 7, name: 'Pontiac', updatedAt: 'b' }]);
  });
});
