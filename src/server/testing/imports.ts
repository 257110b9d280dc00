import { expect } from 'vitest';

import type { ImportJob, ImportKind } from '../../domain/csv-import.ts';
import { multipartBody } from './multipart.ts';
import type { TestContext } from './test-database.ts';

/** Uploading a CSV to an import and following it, as the admin panel does, through the real API. */
export function importHelpers(context: () => TestContext, admin: () => { cookie: string; origin: string }) {
  const get = async (id: string) => (await context().app.inject({ method: 'GET', url: `/api/admin/imports/jobs/${id}`, headers: admin() })).json() as ImportJob;

  /** Waits until the server has finished reading or writing the import. */
  async function settle(id: string): Promise<ImportJob> {
    for (;;) {
      const job = await get(id);
      if (job.status !== 'analysing' && job.status !== 'importing') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Uploads a file and waits for the dry run; a refused upload answers its status code and message. */
  async function analyse(kind: ImportKind, csv: string | Buffer, filename = `${kind}.csv`): Promise<ImportJob & { statusCode: number; message?: string }> {
    const body = multipartBody([{ field: 'file', filename, contentType: 'text/csv', content: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) }]);
    const response = await context().app.inject({ method: 'POST', url: `/api/admin/imports/${kind}`, payload: body.payload, headers: { ...admin(), ...body.headers } });
    if (response.statusCode !== 202) return { ...response.json(), statusCode: response.statusCode };
    return { ...(await settle(response.json().id)), statusCode: 202 };
  }

  async function commit(id: string, options: object): Promise<ImportJob> {
    const response = await context().app.inject({ method: 'POST', url: `/api/admin/imports/jobs/${id}/commit`, headers: admin(), payload: options });
    expect(response.statusCode, response.body).toBe(202);
    return settle(id);
  }

  return { analyse, settle, commit };
}
