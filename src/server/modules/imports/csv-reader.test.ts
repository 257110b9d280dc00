import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openCsvFile } from './csv-reader.ts';

const SPECTRUM = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/csv-spectrum');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function readAll(filePath: string): Promise<string[][]> {
  const file = await openCsvFile(filePath);
  const rows: string[][] = [];
  for await (const { cells } of file.rows()) rows.push(cells);
  return rows;
}

function asObjects(rows: string[][]): Record<string, string>[] {
  const [header, ...data] = rows;
  return data.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

function write(name: string, content: string | Buffer): string {
  const filePath = path.join(dir, name);
  fs.writeFileSync(filePath, content);
  return filePath;
}

describe.runIf(fs.existsSync(SPECTRUM))('the CSV reader against csv-spectrum', () => {
  // location_coordinates is broken upstream (PROVENANCE.md): its JSON does not describe its CSV.
  const cases = fs.readdirSync(path.join(SPECTRUM, 'csvs')).filter((name) => name !== 'location_coordinates.csv');
  it.each(cases)('reads %s as the suite expects', async (name) => {
    const expected = JSON.parse(fs.readFileSync(path.join(SPECTRUM, 'json', name.replace(/\.csv$/, '.json')), 'utf8'));
    expect(asObjects(await readAll(path.join(SPECTRUM, 'csvs', name)))).toEqual(expected);
  });

  it('reads bare-CR line endings and a Latin-1 file (Excel on Windows) as their JSON says', async () => {
    for (const name of ['newlines_cr', 'latin1']) {
      const expected = JSON.parse(fs.readFileSync(path.join(SPECTRUM, 'extra-from-PRs', `${name}.json`), 'utf8'));
      expect(asObjects(await readAll(path.join(SPECTRUM, 'extra-from-PRs', `${name}.csv`))), name).toEqual(expected);
    }
  });
});

describe('the CSV reader', () => {
  it("drops a UTF-8 byte-order mark, finds ';' as the delimiter, and keeps characters split across chunks whole", async () => {
    const long = 'Å'.repeat(70_000);
    const filePath = write('bom.csv', `\uFEFFSKU;Name;Regular price\r\nRV-1;"Hood; ornament";12,50\r\nRV-2;${long};1\r\n`);
    const file = await openCsvFile(filePath);
    expect(file.delimiter).toBe(';');
    const rows = await readAll(filePath);
    expect(rows[0]).toEqual(['SKU', 'Name', 'Regular price']);
    expect(rows[1]).toEqual(['RV-1', 'Hood; ornament', '12,50']);
    expect(rows[2]![1]).toBe(long);
  });

  it('reports how far through the file it is', async () => {
    const filePath = write('progress.csv', `a,b\n${'1,2\n'.repeat(50_000)}`);
    const file = await openCsvFile(filePath);
    const seen: number[] = [];
    for await (const { bytesRead } of file.rows()) seen.push(bytesRead);
    expect(seen).toHaveLength(50_001);
    expect(seen.every((bytes, i) => i === 0 || bytes >= seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)).toBe(fs.statSync(filePath).size);
  });
});
