import { engineYears } from './engines.ts';
import { CAR_WORD_GAP, PACKAGE_WORDS } from './car-words.ts';
import { CAR_NAMES_OF_TWO_WORDS, hasOtherName, interchangedForms, namesAnotherPart, PHRASE_WORDS, phraseOf, PHRASES, singularForms, STRAIGHT_ENGINES, WORDS_WRITTEN_FOR_ANOTHER } from './other-names.ts';
import { LETTERS_ONLY, MIN_TERM_LENGTH, NO_TERMS, SELDOM_INSIDE, wordsText } from './search-text.ts';
import { closestTerms, dropsSilentLetter, isForgivableWord, MAX_SIMILAR_TERMS, type SearchVocabulary, similarTerms, twoSlipTerms } from './search-vocabulary.ts';
import { type KeywordWord, keywordWords } from './typed-words.ts';

// How a typed word is looked for in the parts' texts: the forms it is taken for (other names, slips, phrases) and the patterns a text holds them by (ADR 009).

/**
 * How a word in its compact form stands whole in wordsText: alone, or with a plural ending; and, for a
 * word two catalogue words make (`terms`), as those two words ("runningboard" is whole in "Running Board
 * Cover", as "mat" is in "Front Floor Mat").
 */
export function wholeWords(form: string, terms: ReadonlySet<string> = NO_TERMS): string[] {
  const spellings = [form];
  for (let at = MIN_TERM_LENGTH; at <= form.length - MIN_TERM_LENGTH; at++) {
    if (terms.has(form.slice(0, at)) && terms.has(form.slice(at))) spellings.push(`${form.slice(0, at)} ${form.slice(at)}`);
  }
  return spellings.flatMap((words) => [` ${words} `, ` ${words}s `, ` ${words}es `]);
}

/** At most this many words a typed word is read across (wordPatterns): "safettrack" is "safe t track". */
const MAX_PIECES = 4;
/** At most this many ways a typed word is read across words: each is one more lookup of the index. */
const MAX_SPLITS = 4;
/** A word of one or two letters or digits, or of digits only: the vocabulary keeps no such word, so any is taken for one. */
const SHORT_PIECE = /^(?:[a-z0-9]{1,2}|\d+)$/;
/** A number typed of one or two digits, found as a whole number (wordPatterns). */
const SHORT_NUMBER = /^\d{1,2}$/;
/**
 * Words found only whole or as their plural, which begin too many other words: "set" begins "setting",
 * "settle" and "setscrew"; "plate" every "chrome plated" part ("data plate" showed the hood ornaments),
 * "mount" every "mounting" stud and bracket.
 */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['set', 'plate', 'mount']);
/** A word of one or two letters: at most one such in a typed word read across words ("safe t track", "de luxe"), else any word would do ("ri de master"). */
const LETTERS_PIECE = /^[a-z]{1,2}$/;
/**
 * Where a wordsText holds a typed word's form: each pattern one a part's text must hold (as
 * `like '%pattern%'`, which the trigram index serves). A `whole` form is held as a word of its own or its
 * plural (" star ", " stars "), not as a word's start; any other from the start of a word (" rod": "rods", never
 * "reproduction"; a number of one or two digits whole: " 4 "); across words, as a word typed as one for
 * words written apart (" ride master" for "ridemaster", " safe t track", " hood orn" for "hoodorn"); and,
 * for a word of SELDOM_INSIDE letters or more, as the end of a longer catalogue word ("spotlight" for
 * "light", "headliner" for "liner"), never of a car's name ("liner" is no word of "Streamliner").
 */
export function wordPatterns(form: string, vocabulary: SearchVocabulary, whole = false): string[] {
  // A number of one or two digits is a number of its own: the "4" of "4 door" is no "402", the "6" of "6 volt" no "6-27".
  if (SHORT_NUMBER.test(form)) return [` ${form} `];
  // A set is a word of its own or its plural: no "setting" channel is a weatherstrip set. Only the
  // spellings some text holds are looked for: "gasket set" looked " sets " up in the trigram index too,
  // and rechecked the 2,492 parts it found for none (bench/README.md, 2026-11-28, later).
  const wholeSpellings = (endings: string[]) => endings.map((ending) => form + ending).filter((word) => vocabulary.termSet.has(word)).map((word) => ` ${word} `);
  if (WHOLE_WORDS.has(form)) return wholeSpellings(['', 's']);
  // The singular of a plural typed is a word of its own too (WordForms.wholeOnly), still ending the
  // compounds below ("lamps" are "headlamps").
  const patterns = whole ? wholeSpellings(['', 's', 'es']) : [` ${form}`];
  if (!form) return patterns;
  // Read across words, a typed word is words the texts hold as words: never a term they hold only written
  // apart ("safet" and "ttrack" of "Safe-T-Track"), which no text holds between spaces. "safettrack" read
  // as "safet track" and "safe ttrack" took two of the MAX_SPLITS readings, and once "rack" was a word too,
  // "safe t track" was left out and "posi" found nothing.
  const isWord = (piece: string) => vocabulary.termSet.has(piece) && !vocabulary.joined.has(piece);
  const beginsAWord = (piece: string) => vocabulary.wordLines.startsWith(piece) || vocabulary.wordLines.includes(`\n${piece}`);
  const splits: string[][] = [];
  const lettersPieces = (pieces: readonly string[]) => pieces.filter((piece) => LETTERS_PIECE.test(piece)).length;
  const walk = (rest: string, pieces: string[]) => {
    // The last word begun, not whole, only after words of three letters or more ("hood orn", never "wa ter").
    const last = SHORT_PIECE.test(rest) || isWord(rest) || (!pieces.some((piece) => piece.length <= 2) && beginsAWord(rest));
    if (pieces.length && last && lettersPieces([...pieces, rest]) <= 1) splits.push([...pieces, rest]);
    if (pieces.length + 1 >= MAX_PIECES) return;
    for (let at = rest.length - 1; at >= 1; at--) {
      const piece = rest.slice(0, at);
      if ((SHORT_PIECE.test(piece) || isWord(piece)) && lettersPieces([...pieces, piece]) <= 1) walk(rest.slice(at), [...pieces, piece]);
    }
  };
  // A number is no word run together: "55" is no "5 5".
  if (!/^\d+$/.test(form)) walk(form, []);
  // The likeliest first: the fewest short words, then the fewest words.
  const short = (pieces: string[]) => pieces.filter((piece) => piece.length <= 2).length;
  splits.sort((a, b) => short(a) - short(b) || a.length - b.length);
  patterns.push(...splits.slice(0, MAX_SPLITS).map((pieces) => ` ${pieces.join(' ')}`));
  // Only the words the texts hold as words: a name's neighbouring words joined ("lamplens", "waterpump")
  // are in no text as one word. Neither a car's name nor a car's word before a part's, nor a word of how
  // parts are sold ("gasketset").
  const after = (before: string) => form.length >= SELDOM_INSIDE || vocabulary.termSet.has(before);
  if (!PACKAGE_WORDS.has(form)) {
    for (const [term, before] of compoundsEndingIn(form, vocabulary.wordLines, after)) {
      if (!vocabulary.carWords.has(term) && !vocabulary.carWords.has(before)) patterns.push(` ${term}`);
    }
  }
  // A pattern another one begins is held wherever that one is: " lamp" is enough for " lamps".
  const distinct = [...new Set(patterns)];
  return distinct.filter((pattern) => !distinct.some((other) => other !== pattern && pattern.startsWith(other)));
}

/** Whether a wordsText holds one of a word's patterns (wordPatterns) outside the car words around it (carWordsAround). */
export function holdsWord(text: string, patterns: readonly string[], around: readonly string[]): boolean {
  const held = patterns.filter((pattern) => text.includes(pattern));
  if (held.length === 0 || around.length === 0) return held.length > 0;
  const rest = around.reduce((remaining, car) => remaining.replaceAll(` ${car}`, ` ${CAR_WORD_GAP}`), text);
  return held.some((pattern) => rest.includes(pattern));
}

/**
 * Of the categories a word names, those whose names hold its patterns outside the cars' names around them
 * (carWordsAround), as a part's text must: "indian" (the Chief's head) names no "Star Chief Stars", whose
 * "chief" is the car's ("indian head emblem" showed the Star Chief's side stars first). A category named
 * through its section, whose own name holds no pattern, stays.
 */
export function categoriesOutsideCars(categories: readonly string[], patterns: readonly string[], around: readonly string[]): string[] {
  if (around.length === 0) return [...categories];
  return categories.filter((category) => {
    const words = wordsText(category);
    return !holdsWord(words, patterns, []) || holdsWord(words, patterns, around);
  });
}

/**
 * The typed words without those that are only another name of another typed word, looked for as it is: the
 * maker of "klaxon horn" or "motorola radio" (OTHER_NAMES_AS_WRITTEN), a slip typed beside the word
 * ("raido radio"). Two words looked for as the other were two words naming the part, so the one word's
 * ranks were lost: "motorola radio" showed the radio speakers before the radios, which "radio" shows first.
 * Of words looked for alike, one is kept: the one typed as it is looked for (or as its singular), else the first.
 */
export function withoutOtherNamesOfEach<T extends { word: { compact: string }; forms: readonly string[] }>(words: readonly T[]): T[] {
  const same = (a: T, b: T) => a.forms.length === b.forms.length && a.forms.every((form) => b.forms.includes(form));
  // A plural is looked for as its singular: typed as it is looked for ("star chief stars" is no "star chief").
  const asLookedFor = (match: T) => [match.word.compact, ...singularForms(match.word.compact)].some((form) => match.forms.includes(form));
  return words.filter(
    (match, i) => match.forms.length === 0 || asLookedFor(match) || !words.some((other, j) => j !== i && same(other, match) && (asLookedFor(other) || j < i)),
  );
}

/**
 * The words a phrase (an other name typed as two or three words, which keywordWords reads as one word) was
 * typed as, each a word of its own; null for any other word. A phrase no part holds is read as its words:
 * "emergency brake cable" in a shop with no parking brake cable is a near miss of its brake parts, as
 * "brake emergency cable" was, where it found nothing. A car's name of two words stays one, naming the car
 * (CAR_NAMES_OF_TWO_WORDS): apart, "wide track" found the Safe-T-Track axles' parts.
 */
export function wordsOfPhrase(word: KeywordWord): KeywordWord[] | null {
  return PHRASES.has(word.compact) && !CAR_NAMES_OF_TWO_WORDS.has(word.compact) && word.typed.includes(' ') ? keywordWords(word.typed, false) : null;
}

/** What a typed word is looked for as: the catalogue words it stands for, and the categories whose names hold them. */
export interface WordForms {
  /** The catalogue words a mistyped word was taken for, or the word itself. */
  forms: string[];
  /** The categories a part is found in by the word: those whose names hold a form, and those of the sections whose names do (withCategories). */
  categories: string[];
  /** True when the word was taken for a slip: `forms` are the catalogue words it resembles, which the visitor is told. */
  slip?: boolean;
  /** How the visitor is told of a slip taken for a word written the other way: "taillight" for "tailight", which is looked for as the catalogue's "taillamp". */
  told?: string[];
  /** For a word of the language no part holds, the catalogue words one keystroke from it, offered to the visitor but not looked for (suggestedTerms). */
  suggested?: string[];
  /**
   * The forms held only as words of their own or their plurals (wordPatterns' `whole`): the singular of a
   * plural typed. A plural is a whole word, so its singular is no word's start: "stars" are no "starter"
   * motors, "pans" no door "panels", "seals" no "sealed" beams.
   */
  wholeOnly?: string[];
}

/** A typed word's forms, told as a slip when the word is a phrase some of whose words were taken for their slips (KeywordWord's `meant`: "windshild gasket"). */
export const typedWordForms = (word: KeywordWord, forms: WordForms): WordForms => (word.meant ? { ...forms, slip: true, told: [word.meant] } : forms);

/** Where a text holds a word's forms (WordForms): each form's patterns, a form held only whole as such (wordPatterns). */
export function formsPatterns(forms: WordForms, patternsOf: (form: string, whole: boolean) => string[]): string[] {
  return forms.forms.flatMap((form) => patternsOf(form, forms.wholeOnly?.includes(form) ?? false));
}

/** The forms without those holding another of them: a text holding "gaskets" holds "gasket", so "gasket" is enough. */
function shortestForms(forms: readonly string[]): string[] {
  const distinct = [...new Set(forms)];
  return distinct.filter((form) => !distinct.some((other) => other !== form && form.includes(other)));
}

/**
 * A word the catalogue holds somewhere is looked for as typed, in the other words restorers write for
 * it that the catalogue holds ("light" as "lamp" too), and as its singular when that is one of the
 * catalogue's words (a part's name says "Door Handle" where the visitor typed "door handles"). One it
 * does not hold, in no such form either, is looked for as the words it resembles (as typed, when none
 * does). Its categories are those whose names hold a form, and the categories of the sections whose names
 * do, unless one of their own is among those ("interior" is every category of INTERIOR / SOFT TRIM).
 */
export function wordForms(compact: string, vocabulary: SearchVocabulary): WordForms {
  const holds = (form: string) => vocabulary.lines.includes(form) || vocabulary.categories.some((category) => nameHolds(category, form, vocabulary)) || sectionsHolding(form, vocabulary).length > 0;
  // A name restorers use for another part is looked for as itself only where the catalogue has it as a
  // word of its own: "posi" is the Safe-T-Track, not the start of "position"; "gas" is fuel, not the start of "gasket".
  const asWritten = !namesAnotherPart(compact) || vocabulary.termSet.has(compact);
  const typed = [...(asWritten ? [compact] : []), ...interchangedForms(compact)];
  // A word with a figure is no word of the vocabulary (letters only): beside its other forms ("6" is also
  // "six") it is looked for as typed, as it is alone.
  const heldAsTyped = (form: string) => holds(form) || (form === compact && typed.length > 1 && !LETTERS_ONLY.test(form));
  const asTyped = typed.filter(heldAsTyped);
  const singulars = heldSingulars(typed, asTyped, vocabulary);
  const held = [...asTyped, ...singulars];
  // Held only by chance inside other words ("oil" in "coil"): its slip, or no part at all.
  if (held.length && isFragment(compact, held, vocabulary)) return unheldForms(compact, vocabulary, { forms: [], categories: [] });
  if (held.length) {
    // A name for another part held as itself is held whole (below), so it stands for none of the longer
    // forms it begins: "carb", where the catalogue writes it, is "carburetor" too.
    const asItself = namesAnotherPart(compact) && asTyped.includes(compact) ? [compact] : [];
    const forms = [...asItself, ...shortestForms(held.filter((form) => !asItself.includes(form)))];
    // A name for another part held as itself is the catalogue's word, whole: "gas" of "Gas Cap", never the
    // start of "gasket" ("gas door" showed the headlamp doors, with their gaskets).
    const wholeOnly = forms.filter((form) => singulars.includes(form) || (form === compact && namesAnotherPart(compact)));
    const found = withCategories(forms, vocabulary, wholeOnly);
    return wholeOnly.length ? { ...found, wholeOnly } : found;
  }
  // Neither it nor the part it names is in the catalogue: no part holds it.
  if (!asWritten) return { forms: [], categories: [] };
  // An engine's name is no slip ("lhead" is no "head"): it is held by its years (keywordWords).
  if (engineYears(compact) !== undefined) return withCategories([compact], vocabulary);
  return unheldForms(compact, vocabulary, withCategories([compact], vocabulary));
}

/** A word no part holds: looked for as its slip; failing that, as `typed`, with the catalogue words to offer when it is a word of the language. */
function unheldForms(compact: string, vocabulary: SearchVocabulary, typed: WordForms): WordForms {
  const slip = slipForms(compact, vocabulary);
  if (slip) return slip;
  const suggested = suggestedTerms(compact, vocabulary);
  return suggested.length ? { ...typed, suggested } : typed;
}

/**
 * The catalogue words one keystroke from a word of the language (a letter put for another, two swapped,
 * one left out or one too many), its first letter kept: "lamb" lamp, "hook" hood, "value" valve; or the word
 * with its silent first letter ("nobs" knobs, and only they: dropsSilentLetter). A word
 * of the language may be meant ("strap" is no "strip"), so these are offered ("Did you mean…"), and looked
 * for in its place only beside other words that parts then hold with them (suggestedForms).
 */
export function suggestedTerms(compact: string, vocabulary: SearchVocabulary): string[] {
  if (!isForgivableWord(compact) || !vocabulary.realWords.has(compact)) return [];
  return similarTerms(compact, vocabulary.terms, MAX_SIMILAR_TERMS, 1).filter((term) => term[0] === compact[0] || dropsSilentLetter(compact, term));
}

/**
 * A word of the language no part holds, read as the catalogue words a keystroke from it (its `suggested`),
 * told as a slip; null for a word with none to offer. A search looks for it so only beside words some part
 * holds, and only when, so read, parts hold every word together: "brake shoos" is the brake shoes and
 * "steering wheal" the steering wheel (a near miss of the brake drums and the steering gears, which offered
 * "shoes" and "wheel"), where "lamb" alone is only offered "lamp" (ADR 009).
 */
export function suggestedForms(forms: WordForms, vocabulary: SearchVocabulary): WordForms | null {
  return forms.suggested?.length ? { ...withCategories(forms.suggested, vocabulary), slip: true } : null;
}

/**
 * A short typed word (four or five letters: one slip allowed) looked for as the catalogue words two slips
 * from it (twoSlipTerms), told as a slip; null when it has none, or is a word of the language or has an other
 * name. A search reads it so only where the word, as typed or as its slip, left the words apart (no part
 * holding them together), and only when, so read, parts hold every word together: "dore handle" is the door
 * handle, where "dore" was taken for "dome" and the dome lamps shown as a near miss; "trunk sele" the trunk
 * seal, where "sele" was no slip of anything (ADR 009).
 */
export function widerSlipForms(compact: string, vocabulary: SearchVocabulary): WordForms | null {
  if (vocabulary.realWords.has(compact) || hasOtherName(compact) || vocabulary.termSet.has(compact)) return null;
  const terms = twoSlipTerms(compact, vocabulary.terms);
  return terms.length ? { ...withCategories(terms, vocabulary), slip: true } : null;
}

/** Up to this many letters, a word the catalogue holds only by chance inside its words is taken for its slip, or held by no part (isFragment). */
const FRAGMENT_MAX_LENGTH = 4;

/**
 * Whether a short typed word is held only by chance inside the catalogue's words and category and section
 * names: never as a word or the start of one, nor as the end of a word made of catalogue words ("lamp" in
 * "headlamp", "cap" in "hubcap"). "hron" in "synchronized", "oli" in "polished" and "Cooling", "oil" in
 * "coil": such a word is far likelier a slip of a word the catalogue has ("horn", "oil"), or a word it
 * lacks, than a piece of another.
 */
function isFragment(compact: string, held: readonly string[], vocabulary: SearchVocabulary): boolean {
  if (compact.length > FRAGMENT_MAX_LENGTH || !LETTERS_ONLY.test(compact)) return false;
  const startsAWord = (form: string) => vocabulary.lines.startsWith(form) || vocabulary.lines.includes(`\n${form}`);
  const nameWords = [...vocabulary.categories, ...vocabulary.sections].flatMap((name) => name.words.split(' '));
  const namesAWord = (form: string) => nameWords.some((word) => word.startsWith(form));
  return !held.some((form) => startsAWord(form) || namesAWord(form) || endsACompound(form, vocabulary.wordLines, nameWords, vocabulary.termSet));
}

/** What may follow the last word of a compound: nothing, or a plural's ending ("headlamps"). */
const COMPOUND_ENDINGS = new Set(['', 's', 'es']);

/**
 * The words on `lines` that `form` ends (before nothing or a plural's ending) after letters `accepted`,
 * each with those letters: "headlamps" and "head" for "lamp".
 */
function compoundsEndingIn(form: string, lines: string, accepted: (before: string) => boolean): [term: string, before: string][] {
  const found: [string, string][] = [];
  for (let at = lines.indexOf(form); at !== -1; at = lines.indexOf(form, at + 1)) {
    const start = lines.lastIndexOf('\n', at) + 1;
    const end = lines.indexOf('\n', at);
    const term = lines.slice(start, end === -1 ? undefined : end);
    const before = term.slice(0, at - start);
    if (before && COMPOUND_ENDINGS.has(term.slice(at - start + form.length)) && accepted(before)) found.push([term, before]);
  }
  return found;
}

/**
 * Whether `form` ends a word the texts hold (wordLines) or a word of the category and section names after
 * a catalogue word: "lamp" in "headlamp" or "headlamps", never "oil" in "coil", nor "oli" in the joined
 * name words "ornamentsolid", though "ornaments" is a word.
 */
function endsACompound(form: string, wordLines: string, nameWords: readonly string[], termSet: ReadonlySet<string>): boolean {
  const afterAWord = (before: string) => termSet.has(before);
  return compoundsEndingIn(form, wordLines, afterAWord).length > 0 || compoundsEndingIn(form, nameWords.join('\n'), afterAWord).length > 0;
}

/** A word of letters and one figure after them ("straight8"). */
const LETTERS_THEN_FIGURE = /^([a-z]{3,})(\d)$/;

/**
 * A word the catalogue does not hold, of one of its words and a figure written for a word (a 6 or an 8:
 * ABBREVIATIONS) together, read as the two words ("straight8" as "straight 8", "inline6" as "inline 6", as
 * they are read apart: the straight eight, the straight six, each one word of a search); any other word
 * as typed ("v8" is the V-8, and a part number such as "hood5" stays whole).
 */
function wordAndFigureApart(word: KeywordWord, vocabulary: SearchVocabulary): KeywordWord[] {
  const apart = LETTERS_THEN_FIGURE.exec(word.compact);
  if (!apart || !hasOtherName(apart[2]!) || vocabulary.termSet.has(word.compact)) return [word];
  return vocabulary.termSet.has(apart[1]!) || hasOtherName(apart[1]!) ? keywordWords(`${apart[1]} ${apart[2]}`) : [word];
}

/**
 * The typed words, with a word the catalogue does not hold and the word after it read as one where the
 * two together are one slip from a catalogue word and the first alone is not: "wether strip" is
 * "weatherstrip" (a letter left out), not "water" (two slips) and "strip". So are a word the catalogue
 * holds only inside its words and the next where the two make one of its words: "stream liner" is the
 * Streamliner, "wind shield" the windshield ("stream" was a word no part holds). A word of the
 * catalogue's own, a year, or a pair no nearer to a word than its first stays as typed. A word and a
 * figure written together are read apart first (wordAndFigureApart); a straight engine typed alone, as its words.
 */
export function joinedSlips(typed: readonly KeywordWord[], vocabulary: SearchVocabulary): KeywordWord[] {
  const words = typed.flatMap((word) => wordAndFigureApart(word, vocabulary));
  const read: KeywordWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i]!, words[i + 1]];
    // Three words before two, as keywordWords reads them ("rocker arm covr").
    const phrase = [3, 2].flatMap((length) => {
      const run = words.slice(i, i + length);
      const slipped = run.length === length ? slippedPhrase(run, vocabulary) : undefined;
      return slipped ? [{ run, ...slipped }] : [];
    })[0];
    if (phrase) {
      read.push({ typed: phrase.run.map((one) => one.typed).join(' '), compact: phrase.compact, meant: phrase.meant });
      i += phrase.run.length - 1;
      continue;
    }
    const joined = next && isForgivableWord(word.compact) && isForgivableWord(next.compact) ? word.compact + next.compact : undefined;
    const inside = joined !== undefined && vocabulary.lines.includes(word.compact);
    const one = inside
      ? !vocabulary.termSet.has(word.compact) && vocabulary.termSet.has(joined)
      : joined !== undefined && similarTerms(joined, vocabulary.terms, 1, 1).length > 0 && !similarTerms(word.compact, vocabulary.terms, 1, 1).length;
    if (one) {
      read.push({ typed: `${word.typed} ${next!.typed}`, compact: joined! });
      i++;
    } else read.push(word);
  }
  // A straight engine typed alone is its words, held by the parts saying so (the engine's), not by every
  // part of every Eight; beside a part's words it names the car ("straight 8 water pump").
  return read.length === 1 && STRAIGHT_ENGINES.has(read[0]!.compact) ? keywordWords(read[0]!.typed, false) : read;
}

/**
 * The phrase (an other name typed as two or three words, PHRASES) neighbouring words are when some of them,
 * which the vocabulary lacks, are taken for their slips, with the words as they were taken (`meant`, which
 * the visitor is told): "windshild gasket" is the windshield gasket, the windshield's rubber channel, where
 * it was a near miss of every windshield part and every gasket; "rocker arm covr" the valve cover, not the
 * rocker panel moldings.
 */
function slippedPhrase(run: readonly KeywordWord[], vocabulary: SearchVocabulary): { compact: string; meant: string } | undefined {
  // Only a word the catalogue lacks is a slip, and never a word of the language or one with an other name
  // (as slipForms): it is compared with the phrases' few words, not the whole vocabulary.
  const slipped = (compact: string) => !vocabulary.termSet.has(compact) && !vocabulary.realWords.has(compact) && !hasOtherName(compact);
  if (!run.some((one) => slipped(one.compact))) return undefined;
  const candidates = run.map((one) => [one.compact, ...(slipped(one.compact) ? similarTerms(one.compact, PHRASE_WORDS) : [])]);
  const readings = candidates.reduce<string[][]>((sofar, forms) => sofar.flatMap((start) => forms.map((form) => [...start, form])), [[]]);
  for (const words of readings) {
    // Two words may be a phrase with the first put for its other name (phraseOf); three only as written.
    const compact = words.length === 2 ? phraseOf(words[0]!, words[1]!) : PHRASES.has(words.join('')) ? words.join('') : undefined;
    if (compact) return { compact, meant: words.join(' ') };
  }
  return undefined;
}

/** The singulars of `words` that are catalogue words, other than those `held` already: looked for whole (WordForms' `wholeOnly`). */
function heldSingulars(words: readonly string[], held: readonly string[], vocabulary: SearchVocabulary): string[] {
  return words.flatMap(singularForms).filter((form) => vocabulary.termSet.has(form) && !held.includes(form));
}

/** A word typed as a plural in "s", without it, when what is left has four letters or more: a short word's slips are looser ("hayes" is no "had", a slip of "hay"). */
const pluralWithoutS = (compact: string): string[] => (compact.length >= 5 && compact.endsWith('s') && !compact.endsWith('ss') ? [compact.slice(0, -1)] : []);

/**
 * A slip taken for catalogue words as typed (`terms`), looked for as they would be typed right: with their
 * singulars the catalogue holds, whole, and told as the words themselves. "economy eight fuel guages" found
 * only the sending unit, whose text says "gauges", not the fuel gauge, which "gauges" finds.
 */
function slipAsTyped(terms: readonly string[], vocabulary: SearchVocabulary): WordForms {
  const singulars = heldSingulars(terms, terms, vocabulary);
  if (singulars.length === 0) return { ...withCategories([...terms], vocabulary), slip: true };
  const forms = shortestForms([...terms, ...singulars]);
  const wholeOnly = forms.filter((form) => singulars.includes(form));
  return { ...withCategories(forms, vocabulary, wholeOnly), slip: true, told: [...terms], ...(wholeOnly.length ? { wholeOnly } : {}) };
}

/**
 * A word looked for as the slip it may be, even though the vocabulary holds it: the vocabulary keeps the
 * words of parts since deleted or renamed, so a word found in no part may still be held there ("carburator"
 * after the part's name was put right). Null when the word is no forgivable slip of any catalogue word, or
 * is a word of the language: typed as meant, for a part the catalogue lacks ("filter", "heater", "kingpin"),
 * it finds nothing rather than whatever is spelt like it ("fisher", "dealer", "hingepin"). The slips that
 * are words themselves ("break" for "brake") are other names (OTHER_NAMES_AS_WRITTEN).
 */
export function slipForms(compact: string, vocabulary: SearchVocabulary): WordForms | null {
  // A word whose other name is known names that part, which the catalogue lacks: "tyre" is a tire, no slip of "type".
  if (!isForgivableWord(compact) || vocabulary.realWords.has(compact) || hasOtherName(compact)) return null;
  const similar = closestTerms(compact, vocabulary.terms);
  // A slip of the word written the other way: "tailight" is "tailamp" typed as a light, a letter short of
  // the catalogue's "taillamp" (its Tail Lamp Lenses), where it found nothing; "tailite" is "tailamp" too,
  // one slip from "taillamp" where as typed it was two from "tailpipe".
  const otherWay = interchangedForms(compact).map((form) => closestTerms(form, vocabulary.terms));
  const otherWayDistance = Math.min(...otherWay.map(({ distance }) => distance));
  // A slip of a word restorers write for another, which the catalogue need not hold ("bonet": the bonnet,
  // which is the hood; "spedo": the speedometer; "arial": the antenna): looked for as that word typed right.
  const written = closestTerms(compact, WORDS_WRITTEN_FOR_ANOTHER);
  const meant = written.terms.map((word) => ({ word, forms: wordForms(word, vocabulary) })).filter(({ forms }) => forms.forms.length > 0);
  const writtenDistance = meant.length ? written.distance : Infinity;
  const otherWayTerms = [...new Set(otherWay.filter(({ distance }) => distance === otherWayDistance).flatMap(({ terms }) => terms))];
  // A slip of a plural whose singular the catalogue holds: "sikns" is the skins, a swap from "skin" where as
  // typed it is two slips from it, more than a word of five letters may hold (it showed every door part).
  const singular = pluralWithoutS(compact).map((form) => closestTerms(form, vocabulary.terms));
  const singularDistance = Math.min(...singular.map(({ distance }) => distance));
  const singularTerms = [...new Set(singular.filter(({ distance }) => distance === singularDistance).flatMap(({ terms }) => terms))];
  // The closest; of those as close, the longer (a dropped letter is the commonest slip: "trany" is the
  // tranny, not the tray); of those as long, the catalogue's words as typed, then written the other way,
  // then the words written for another, then a plural's singular.
  const longest = (words: readonly string[]) => Math.max(0, ...words.map((word) => word.length));
  const [way] = [
    { distance: similar.distance, length: longest(similar.terms), way: 'as typed' as const },
    { distance: otherWayDistance, length: longest(otherWayTerms), way: 'other way' as const },
    { distance: writtenDistance, length: longest(meant.map(({ word }) => word)), way: 'written for another' as const },
    { distance: singularDistance, length: longest(singularTerms), way: 'singular' as const },
  ].sort((a, b) => a.distance - b.distance || b.length - a.length);
  if (way!.distance === Infinity) return null;
  if (way!.way === 'as typed') return slipAsTyped(similar.terms, vocabulary);
  if (way!.way === 'singular') return { ...withCategories(singularTerms, vocabulary, singularTerms), slip: true, wholeOnly: singularTerms };
  if (way!.way === 'other way') {
    // Told as written the way it was typed: "taillight", not the catalogue's "taillamp".
    const told = [...new Set(otherWayTerms.flatMap((form) => interchangedForms(form).slice(0, 1)))];
    return { ...withCategories(otherWayTerms, vocabulary), slip: true, ...(told.length ? { told } : {}) };
  }
  const wholeOnly = [...new Set(meant.flatMap(({ forms }) => forms.wholeOnly ?? []))];
  return {
    forms: [...new Set(meant.flatMap(({ forms }) => forms.forms))],
    categories: [...new Set(meant.flatMap(({ forms }) => forms.categories))],
    slip: true,
    told: meant.map(({ word }) => word),
    ...(wholeOnly.length ? { wholeOnly } : {}),
  };
}

/**
 * Whether a category's or section's name holds a form as a word of it: from the start of one of its words,
 * running on across the next when typed as one ("hoodornament" in "Hood Ornaments"), or ending a word made
 * of catalogue words ("lamp" in "Headlamps"); never by chance inside a word. "chrome" is no word of
 * "Synchromesh Parts", nor "ring" of "Steering Parts": such a category's parts are no chrome or rings.
 */
function nameHolds(name: { compact: string; words: string }, form: string, vocabulary: SearchVocabulary, whole = false): boolean {
  if (!name.compact.includes(form)) return false;
  const words = name.words.split(' ').filter(Boolean);
  // A form held only whole (WordForms.wholeOnly) stands whole in the name, as wholeWords writes it (the two
  // words of "runningboard" in "Running Boards"): "stars" is no word of "Starters".
  const begins = whole
    ? wholeWords(form, vocabulary.termSet).some((spelling) => name.words.includes(spelling))
    : words.some((_, i) => words.slice(i).join('').startsWith(form));
  return begins || endsACompound(form, '', words, vocabulary.termSet);
}

/** The sections whose names hold `form` (nameHolds). */
const sectionsHolding = (form: string, vocabulary: SearchVocabulary) => vocabulary.sections.filter((section) => nameHolds(section, form, vocabulary));

/** A form's plural ending in "ies" ("battery": "batteries"), which the form does not begin as other plurals it does; undefined for any other form. */
const pluralInIes = (form: string) => (/[^aeiou]y$/.test(form) ? `${form.slice(0, -1)}ies` : undefined);

/**
 * The forms with the categories whose names hold one of them (or its plural in "ies": "battery" names
 * Batteries, as "lamp" names Tail Lamps), and the categories of the sections whose names do, when none of
 * a section's own categories is among those.
 * Those `wholeOnly` are held as words of their own.
 */
function withCategories(forms: string[], vocabulary: SearchVocabulary, wholeOnly: readonly string[] = []): WordForms {
  const holding = (name: { compact: string; words: string }, form: string) => {
    const whole = wholeOnly.includes(form);
    const plural = pluralInIes(form);
    return nameHolds(name, form, vocabulary, whole) || (plural !== undefined && nameHolds(name, plural, vocabulary, whole));
  };
  const named = vocabulary.categories.filter((category) => forms.some((form) => holding(category, form))).map((category) => category.name);
  // A section stands for its categories only when none of them is named by the word itself: "scripts" is
  // the Scripts category, not every emblem of EMBLEMS & SCRIPTS. A category of another section naming it
  // does not: "trim" is the Interior Trim and the MOLDINGS & BRIGHT TRIM ("chrome trim" showed only the
  // robe cords and assist straps of Interior Trim, whose texts mention their chrome).
  const ofSections = forms.flatMap((form) =>
    vocabulary.sections.filter((section) => holding(section, form) && !section.categories.some((category) => named.includes(category))).flatMap((section) => section.categories),
  );
  return { forms, categories: [...new Set([...named, ...ofSections])] };
}
