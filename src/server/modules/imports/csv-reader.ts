import fs from 'node:fs';
import { Transform } from 'node:stream';

import Papa from 'papaparse';

/** How the file's bytes are text: UTF-8, or Windows-1252 as Excel on Windows saves "CSV". */
async function detectEncoding(filePath: string): Promise<'utf-8' | 'windows-1252'> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(filePath)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Bytes to text, a chunk at a time (characters split across chunks are kept whole), byte-order mark dropped. */
function decodeStream(encoding: string): Transform {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/** The delimiter Papa Parse finds in the file's first rows: ',' or ';' (European spreadsheets), tab or '|'. */
async function detectDelimiter(filePath: string, encoding: string): Promise<string> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const sample = new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead));
    const guess = Papa.parse<string[]>(sample, { preview: 20, delimitersToGuess: [',', ';', '\t', '|'] });
    return guess.meta.delimiter || ',';
  } finally {
    await handle.close();
  }
}

export interface CsvFile {
  delimiter: string;
  encoding: string;
  /** The file's rows, each a list of cells (blank lines left out), with the bytes read so far. */
  rows(): AsyncGenerator<{ cells: string[]; bytesRead: number }>;
}

/** Opens a CSV file for streaming: Papa Parse reads it row by row; memory stays flat whatever its size. */
export async function openCsvFile(filePath: string): Promise<CsvFile> {
  const encoding = await detectEncoding(filePath);
  const delimiter = await detectDelimiter(filePath, encoding);
  return {
    delimiter,
    encoding,
    async *rows() {
      const source = fs.createReadStream(filePath);
      const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, skipEmptyLines: 'greedy' });
      const rows = source.pipe(decodeStream(encoding)).pipe(parser);
      source.on('error', (error) => rows.destroy(error));
      for await (const cells of rows as AsyncIterable<string[]>) yield { cells, bytesRead: source.bytesRead };
    },
  };
}
