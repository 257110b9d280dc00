import { expect, it } from 'vitest';

import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '../../../domain/activity.schema.ts';
import { activityLog } from '../../db/schema/index.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

describeEachDatabase('the activity log', (context) => {
  // Signed in once: each sign-in is an entry of the log too.
  let headers: Awaited<ReturnType<typeof adminHeaders>> | undefined;
  const read = async (query = '') => context().app.inject({ url: `/api/admin/activity${query}`, headers: (headers ??= await adminHeaders(context())) });

  it('lists every entry newest first, page by page, and narrows them to a kind', async () => {
    const { db } = context().database;
    const start = Date.UTC(2026, 10, 1);
    // Older than the sign-in the test makes: a page and a half of part edits, a category and an import.
    await db.insert(activityLog).values([
      ...Array.from({ length: ACTIVITY_PAGE_SIZE + 10 }, (_, i) => ({ actorEmail: 'owner@example.com', action: 'update', entityType: 'part', entityId: String(i + 1), summary: `Updated part LOG-${i + 1}`, createdAt: new Date(start + i * 60_000) })),
      { actorEmail: 'owner@example.com', action: 'create', entityType: 'section', entityId: '7', summary: 'Created section LOGS', createdAt: new Date(start - 120_000) },
      { actorEmail: 'helper@example.com', action: 'import', entityType: 'import', entityId: null, summary: 'Imported 3 parts from parts.csv', createdAt: new Date(start - 60_000) },
    ]);

    const first = (await read()).json() as { items: ActivityEntry[]; total: number; page: number; pageSize: number };
    expect(first.pageSize).toBe(ACTIVITY_PAGE_SIZE);
    expect(first.items).toHaveLength(ACTIVITY_PAGE_SIZE);
    // The sign-in of this test first, then the part edits from the newest.
    expect(first.items[0]).toMatchObject({ action: 'sign_in', entityType: 'session' });
    expect(first.items[1]).toMatchObject({ summary: `Updated part LOG-${ACTIVITY_PAGE_SIZE + 10}`, entityId: String(ACTIVITY_PAGE_SIZE + 10) });
    const second = (await read('?page=2')).json() as { items: ActivityEntry[]; total: number };
    expect(second.total).toBe(first.total);
    expect(second.items.slice(-2).map((entry) => entry.summary)).toEqual(['Imported 3 parts from parts.csv', 'Created section LOGS']);

    const parts = (await read('?kind=parts')).json() as { items: ActivityEntry[]; total: number };
    expect(parts.total).toBe(ACTIVITY_PAGE_SIZE + 10);
    expect(new Set(parts.items.map((entry) => entry.entityType))).toEqual(new Set(['part']));
    // A kind may hold several of the log's types: categories and sections together.
    expect(((await read('?kind=categories')).json() as { items: ActivityEntry[] }).items.map((entry) => entry.summary)).toEqual(['Created section LOGS']);
    expect(((await read('?kind=imports')).json() as { items: ActivityEntry[] }).items.map((entry) => entry.actorEmail)).toEqual(['helper@example.com']);
    // Past the last page, an empty page with the count.
    expect((await read('?kind=imports&page=3')).json()).toMatchObject({ items: [], total: 1, page: 3 });
  });

  it('refuses a kind or a page it does not know, with the reason', async () => {
    const kind = await read('?kind=everything');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain('Kind must be one of parts, categories, vehicles, imports, orders, messages, settings, sign_ins');
    const page = await read('?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toContain('Page must be 1 or more');
    expect((await context().app.inject({ url: '/api/admin/activity' })).statusCode).toBe(401);
  });
});
