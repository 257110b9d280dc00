import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { IMPORT_MESSAGES, type ImportJob, MAX_IMPORT_FILE_BYTES } from '../../../../domain/csv-import.ts';
import { setApiTransport } from '../../../lib/api-client.ts';
import { fakeShop } from '../../../testing/fake-shop.ts';
import { renderPage } from '../../../testing/render.tsx';
import { ImportPanel } from './import-panel.tsx';

afterEach(() => setApiTransport(() => fetch));

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 'job-1', kind: 'parts', status: 'ready', fileName: 'parts.csv', progress: 100, duplicates: 0, failure: null, createdAt: '2026-11-29T10:00:00.000Z', errors: [],
  stats: { total: 0, processed: 0, imported: 0, errors: 0, skipped: 0, toCreate: 0, toUpdate: 0 },
  ...over,
});

function renderPanel(onDone: (job: ImportJob) => void = () => undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPage(
    <QueryClientProvider client={queryClient}>
      <ImportPanel kind="parts" format={<p>SKU, Name, Regular price</p>} onDone={onDone} />
    </QueryClientProvider>,
  );
}

const fileInput = () => screen.getByLabelText('Click to upload CSV file');

describe('the CSV import panel', () => {
  it('refuses a file that is not a CSV, or too large, before sending it, and Retry Import starts over', async () => {
    const calls = fakeShop((method, url) => (url.endsWith('/current') ? null : undefined));
    const { user } = renderPanel();
    expect(screen.getByRole('region', { name: 'Import Parts from CSV' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/admin/imports/parts/current')).toBe(true));

    fireEvent.change(fileInput(), { target: { files: [new File(['SKU,Name'], 'parts.xlsx')] } });
    expect(screen.getByRole('alert').textContent).toContain(IMPORT_MESSAGES.notCsv);
    await user.click(screen.getByRole('button', { name: 'Retry Import' }));
    expect(screen.queryByRole('alert')).toBeNull();

    const large = new File(['SKU,Name'], 'parts.csv');
    Object.defineProperty(large, 'size', { value: MAX_IMPORT_FILE_BYTES + 1 });
    fireEvent.change(fileInput(), { target: { files: [large] } });
    expect(screen.getByRole('alert').textContent).toContain(IMPORT_MESSAGES.tooLarge);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('finds a dry run again after a reload, lists the rows it refused, and asks before overwriting the duplicates', async () => {
    const ready = job({
      duplicates: 1,
      stats: { total: 5, processed: 5, imported: 0, errors: 1, skipped: 1, toCreate: 2, toUpdate: 1 },
      errors: [{ row: 4, column: 'Regular price', message: 'Regular price must be a number' }],
    });
    let committed = false;
    const done = job({ status: 'done', stats: { ...ready.stats, imported: 3 } });
    const calls = fakeShop((method, url) => {
      if (url.endsWith('/current')) return committed ? null : ready;
      if (method === 'POST' && url.endsWith('/commit')) committed = true;
      return committed ? done : ready;
    });
    const finished: ImportJob[] = [];
    const { user } = renderPanel((job) => finished.push(job));

    expect(await screen.findByRole('heading', { name: 'Dry run of parts.csv: nothing has changed yet' })).toBeTruthy();
    const figures = within(screen.getByLabelText('What the import would do to the parts'));
    expect(figures.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual(['To create 2', 'To update 1', 'Skipped 1', 'With errors 1']);
    const refused = within(screen.getByRole('table', { name: 'Rows not imported' }));
    expect(refused.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Row', 'Column', 'Reason']);
    expect(refused.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', 'Regular price', 'Regular price must be a number']);
    expect(screen.getByRole('link', { name: 'Download the list of rows not imported (CSV)' }).getAttribute('href')).toBe('/api/admin/imports/jobs/job-1/errors.csv');

    await user.click(screen.getByRole('button', { name: 'Import 3 parts' }));
    const question = screen.getByRole('dialog', { name: 'Duplicate Parts Found' });
    expect(within(question).getByText(IMPORT_MESSAGES.duplicates(1))).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Overwrite' }));
    const complete = await screen.findByRole('dialog', { name: 'Import complete' });
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', url: '/api/admin/imports/jobs/job-1/commit', body: { overwrite: true, keepExistingWhenBlank: true } });
    expect(within(complete).getByText('3 parts imported from parts.csv: 2 new, 1 updated.')).toBeTruthy();
    await user.click(within(complete).getByRole('button', { name: 'Close' }));
    expect(finished.map((job) => job.status)).toEqual(['done']);
  });
});
