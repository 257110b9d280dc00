import { expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { describeEachDatabase, openTestDatabase } from '../../testing/test-database.ts';

describeEachDatabase('GET /api/health', (context) => {
  it('answers 200 when the database is reachable', async () => {
    const response = await context().app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is not reachable', async () => {
    const { kind, config, storage } = context();
    const opened = await openTestDatabase(kind);
    const app = await buildApp({ config, storage, database: opened.database });
    await opened.dispose();
    const response = await app.inject({ url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'down' });
  });
});
