import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { refreshAfterSave, showSavedInLists, withSaved } from './saved-in-lists.ts';

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

describe('what a save reads afresh', () => {
  it('shows the saved thing in its lists, marks the stale queries, and answers once the lists waited for are read again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['catalog', 'facets'], { sections: [] });
    queryClient.setQueryData(['admin', 'vehicles', 'makes'], [{ id: 1, name: 'Oakland', updatedAt: 'z' }]);
    let reads = 0;
    let answer: () => void = () => undefined;
    const list = new QueryObserver(queryClient, {
      queryKey: ['admin', 'parts', 'list', { page: 1 }],
      queryFn: async () => {
        reads += 1;
        if (reads > 1) await new Promise<void>((resolve) => (answer = resolve));
        return { items: [{ id: 7, name: 'Ornament', updatedAt: 'b' }] };
      },
    });
    const unsubscribe = list.subscribe(() => undefined);
    await expect.poll(() => list.getCurrentResult().data).toBeTruthy();
    let answered = false;
    const refreshed = refreshAfterSave(queryClient, { stale: [['catalog']], shownIn: [['admin', 'parts', 'list']], waitFor: [['admin', 'parts', 'list']] }, saved).then(() => (answered = true));
    expect(list.getCurrentResult().data).toEqual({ items: [{ id: 7, name: 'Hood Ornaments', updatedAt: saved.updatedAt }] });
    expect(queryClient.getQueryState(['catalog', 'facets'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['admin', 'vehicles', 'makes'])?.isInvalidated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([reads, answered]).toEqual([2, false]);
    answer();
    await refreshed;
    expect(list.getCurrentResult().data).toEqual({ items: [{ id: 7, name: 'Ornament', updatedAt: 'b' }] });
    unsubscribe();
  });
});
