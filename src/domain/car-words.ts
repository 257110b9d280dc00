import { engineYears, meetsYearsTyped } from './engines.ts';
import { CAR_NAME_YEARS, CAR_NAMES_OF_TWO_WORDS, CAR_NICKNAMES, DOOR_COUNTS, interchangedForms, singularForms } from './other-names.ts';
import { LETTERS_ONLY, MIN_TERM_LENGTH, SELDOM_INSIDE } from './search-text.ts';
import type { SearchVocabulary } from './search-vocabulary.ts';
import type { KeywordWord } from './typed-words.ts';
import { namedYears, type YearSpan } from './years.ts';

// Which typed words name the car, where on it the part sits or how it is sold, and which name the part (ADR 009).

/**
 * Whether a typed word names the car rather than the part: a model year ("1955"), or a word of a make or
 * model the catalogue's parts name ("chieftain", "star"), as typed or as the words it was taken for. When
 * no part holds every word, the parts holding more of the other words, those naming the part, come first:
 * "chieftain grille" shows grilles before a Chieftain's engine kit.
 */
export function namesTheCar(word: KeywordWord, forms: readonly string[], vocabulary: SearchVocabulary): boolean {
  // A number with its measure is the part's size: the 6 of "6 volt" is no Six ("6 volt power antenna"
  // ranked the antennas nearest to the Sixes' years of 1926-1940).
  if (word.measure) return false;
  // The other names a word is also looked for as name what it names: "indian" is the Chief's head on a
  // hood ornament, not the Star Chief; "bonnie" is the Bonneville.
  if (CAR_NICKNAMES.some(([typed]) => typed === word.compact) || CAR_NAMES_OF_TWO_WORDS.has(word.compact)) return true;
  // A figure's number word is the figure: "6" is a car's name where "six" is ("deluxe 6" is the De Luxe Six).
  const otherNames = LETTERS_ONLY.test(word.compact) ? interchangedForms(word.compact) : [];
  // No car is named in the plural: "stars" are the Star Chief's chrome stars, not the car.
  const singulars = singularForms(word.compact);
  return (
    word.years !== undefined ||
    BODY_STYLE_WORDS.has(word.compact) ||
    DOOR_COUNTS.has(word.compact) ||
    vocabulary.carWords.has(word.compact) ||
    forms.some((form) => vocabulary.carWords.has(form) && !otherNames.includes(form) && !singulars.includes(form)) ||
    carWordCutShort(word.compact, vocabulary)
  );
}

/**
 * Words of a car's body or trim, which restorers type with its year and model ("1955 star chief sedan",
 * "1940 business coupe", "1955 sedan delivery", "1927 coach") and a part's text seldom holds: they name
 * the car, so a search of them and the car's other words with no part holding them all shows the car's
 * parts, not nothing. A word that names parts as well ("panel", "door") is left out: it names the part.
 */
const BODY_STYLE_WORDS = new Set([
  ...['sedan', 'sedans', 'coupe', 'coupes', 'hardtop', 'hardtops', 'convertible', 'convertibles', 'wagon', 'wagons', 'station'],
  ...['sedanet', 'sedanette', 'fastback', 'notchback', 'cabriolet', 'roadster', 'phaeton', 'landau', 'brougham', 'limousine', 'touring'],
  ...['coach', 'coaches', 'business', 'sport', 'club', 'delivery', 'vista'],
  ...['custom', 'standard', 'deluxe', 'special'],
]);

/**
 * The years the words name, each once, in their order, which a near miss's parts are ranked nearest to
 * (yearsAway): a year, a span, a decade or an engine's as typed (namedYears); failing those, a model's by
 * its name (the vocabulary's modelYears: "streamliner", or "streamline" cut short, the Streamliner's
 * 1942-1951): "streamliner door handle" with no Streamliner door handle shows those of the cars of
 * 1942-1951 first. A year typed says more than a model's span: "1941 chieftain horn" is 1941's.
 */
export function yearsNamedBy<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): YearSpan[] {
  // An engine's years, where a year typed beside it meets none of them, are not the car's ("1931 v8 water
  // pump" showed the Bonneville's pump second, nearest to the V-8's years of 1955 on).
  const typed = namedYears(words.map((match) => match.word).filter((word, _, all) => meetsYearsTyped(word, all)));
  if (typed.length) return typed;
  return namedYears(words.map((match) => ({ years: namesTheCar(match.word, match.forms, vocabulary) ? modelYears(match.word.compact, match.forms, vocabulary) : undefined })));
}

/** The counts of cylinders that name cars of the 1920s and 1930s (the Six, the De Luxe Eight) and, later, only their engines. */
const CYLINDER_NAMES = new Set(['six', 'eight']);

/**
 * The words naming the car by its count of cylinders ("6", "six", "straight 8", "6 cyl": CYLINDER_NAMES)
 * whose models' years (modelYears: the Sixes' of 1926-1940) meet none of the years typed beside them (a
 * year, a span, a decade; not an engine's): the engine of a later car, not the car. A near miss is not
 * ranked by them, the years typed rank it (yearsAway). "points 1947 pontiac 6", with no points of 1947,
 * showed those of the Sixes of 1926-1927 first, holding "six", before those of 1942-1946. A model's own
 * name beside a year none of its models was made in ("1950 bonneville") still ranks: either may be the slip.
 */
export function carNamesOfOtherYears<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): T[] {
  const typed = namedYears(words.map((match) => match.word).filter((word) => engineYears(word.compact) === undefined));
  if (typed.length === 0) return [];
  return words.filter((match) => {
    if (match.word.years || ![match.word.compact, ...match.forms].some((form) => CYLINDER_NAMES.has(form))) return false;
    if (!namesTheCar(match.word, match.forms, vocabulary)) return false;
    const years = modelYears(match.word.compact, match.forms, vocabulary);
    return years !== undefined && typed.every((span) => span.first > years.last || span.last < years.first);
  });
}

/** The years of the models a word (or one of its forms, or it cut short: carWordCutShort) is a word of the names of, first to last. */
function modelYears(compact: string, forms: readonly string[], vocabulary: SearchVocabulary): YearSpan | undefined {
  const spans = [compact, ...forms].flatMap((form) => vocabulary.modelYears.get(form) ?? CAR_NAME_YEARS.get(form) ?? []);
  if (spans.length === 0) for (const [car, years] of vocabulary.modelYears) if (cutShortOf(compact, car)) spans.push(years);
  return spans.length ? { first: Math.min(...spans.map((span) => span.first)), last: Math.max(...spans.map((span) => span.last)) } : undefined;
}

/**
 * Whether a word is a car's word with its last letter left off: "streamline" is the Streamliner (a word of
 * the language, so never read as a slip, it was held only outside the car's name, where no part holds it,
 * and found nothing). From five letters: "vent" is no Ventura.
 */
function carWordCutShort(compact: string, vocabulary: SearchVocabulary): boolean {
  for (const car of vocabulary.carWords) if (cutShortOf(compact, car)) return true;
  return false;
}

/** Whether a word of five letters or more is a car's word with its last letter left off (carWordCutShort). */
const cutShortOf = (compact: string, car: string) => compact.length >= SELDOM_INSIDE && car.length === compact.length + 1 && car.startsWith(compact);

/**
 * Words saying where on the car a part sits, or which of a pair it is: "rear view mirror" with no such
 * mirror is a mirror, not the Rear Main Seal.
 */
const POSITION_WORDS = new Set([
  ...['front', 'rear', 'left', 'right', 'upper', 'lower', 'inner', 'outer', 'inside', 'outside', 'side', 'center', 'centre'],
  ...['driver', 'drivers', 'passenger', 'passengers'],
]);

/**
 * Whether a typed word narrows the part rather than naming it: it names the car (namesTheCar) or says
 * where on the car the part sits (POSITION_WORDS, as typed or as its abbreviation written out: "lh" is
 * left). When no part holds every word, the parts holding the words naming the part come first, those
 * also holding these next: "rear view mirror" with no such mirror shows the mirrors, not the parts named "Rear".
 */
export function narrowsThePart(word: KeywordWord, forms: readonly string[], vocabulary: SearchVocabulary): boolean {
  const where = [word.compact, ...forms, ...interchangedForms(word.compact)].some((form) => POSITION_WORDS.has(form));
  return where || namesTheCar(word, forms, vocabulary);
}

/**
 * Of a search's words, those that narrow the part rather than name it (narrowsThePart, and a single letter
 * or figure: the "4" of "4 door"), in their order; and beside a word naming the part, those saying how it
 * is sold (PACKAGE_WORDS), what works it (WORKING_WORDS), measuring the number before them (a word's
 * `measure`) or naming what comes with it (typed after "with": `comesWith`). When no part holds every
 * word, "water pump rebuild kit" shows the water pumps, not the carburetor rebuild kits whose texts mention
 * their accelerator pump; with no other word naming the part, the kit is the part ("chieftain kit"). The
 * "volt" of "generator 6 volt 1950" is the generator's size, not a word naming it: the generator comes
 * before the voltage regulator whose name holds the volt. The knob of "headlight switch 1950 pontiac with
 * knob" comes with the switch: the knob set of 1950 whose text names the headlight switch came alone.
 */
export function narrowingWords<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): T[] {
  const narrowing = new Set(words.filter((match) => match.word.compact.length === 1 || narrowsThePart(match.word, match.forms, vocabulary)));
  const naming = words.filter((match) => !narrowing.has(match));
  const sold = naming.filter((match) => PACKAGE_WORDS.has(match.word.compact) || WORKING_WORDS.has(match.word.compact) || match.word.measure || match.word.comesWith);
  if (sold.length < naming.length) for (const match of sold) narrowing.add(match);
  return words.filter((match) => narrowing.has(match));
}

/**
 * The word saying what the part is: of two or more words naming it (not narrowingWords), the last, as a
 * name in English puts the thing last: "floor carpet" is a carpet, "window crank" a crank. Of the parts
 * holding every word, those whose own names hold it come before those filed under a category naming it
 * (a floor mat in "Carpets & Mats"), which the shop otherwise reads as their names (the server's
 * nameRank, the offline copy's rank). None for a single word naming the part.
 */
export function headWord<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): T | undefined {
  const naming = namingWords(words, vocabulary);
  return naming.length >= 2 ? naming.at(-1) : undefined;
}

/**
 * At most this many parts holding every word are few enough to be followed by the parts named by the words
 * naming the part (namingWords) for other cars or years, when none of them is (the server's namedElsewhere,
 * the offline copy alike): a page's worth. More leave the visitor enough to choose from.
 */
export const FEW_MATCHES = 24;

/**
 * The one word naming the part, when the others only narrow it (narrowingWords) or there are none: "horn"
 * of "horn" and of "chieftain horn". Of the parts holding every word, those it says what they are (their
 * name's head, nameHead in search-text.ts, is the word or its plural: headsOf) come first: the horns before
 * the horn rings, the radios before the radio knobs, whose names start with the word.
 */
export function soleNamingWord<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): T | undefined {
  const naming = namingWords(words, vocabulary);
  return naming.length === 1 ? naming[0] : undefined;
}

/** The heads (nameHead) of the parts a word says what they are: its forms whole, as single words (a word's `whole`: " horn ", " horns "). */
export const headsOf = (whole: readonly string[]): string[] => [...new Set(whole.map((words) => words.trim()).filter((word) => word && !word.includes(' ')))];

/**
 * Words joining to a part's name what comes with it ("Ignition Switch with Keys", "Timing Chain and Sprocket
 * Set"), or saying it comes as several ("6-Volt Bulb Assortment"): the name still names the thing before them.
 */
const JOINING_WORDS = ['with', 'and', 'for', 'of', 'w', 'assortment'];

/**
 * How a part's own name, holding the words naming the part (namingWords), says it is the thing they name
 * (the server's namedByCondition, the offline copy alike): its head (nameHead) is the last word of one of
 * the last word's whole forms (`heads`), or its name goes on after that word only with a word of how it is
 * sold or one joining what comes with it ("Carburetor Rebuild Kit", "Ignition Switch with Keys"), not with
 * another thing's word (`goesOn`: a regular expression, the same in JavaScript and PostgreSQL, for a name's
 * words, wordsText; a figure after it is a size: "Head Gasket 100%"; another of the word's own forms goes on
 * naming it: "Tri-Power Carburetor Rebuild Kit" for "tri power", a carburetor). "hood ornament for 1950
 * chieftain" found the illuminated ornament's lens alone ("Hood Ornament Lens"), "49-52 chieftain bumper"
 * the bumper jack ("Bumper Jack and Handle"): the ornaments and bumpers of other years follow them now.
 * "bonneville tri power" showed the carburetor kits of every car before the Tri-Power kits. Undefined when
 * no name holds the last word whole.
 */
export function namedThing(naming: readonly { whole: readonly string[] }[]): { heads: string[]; goesOn: string } | undefined {
  const whole = [...new Set((naming.at(-1)?.whole ?? []).map((words) => words.trim()).filter(Boolean))];
  if (whole.length === 0) return undefined;
  const heads = [...new Set(whole.map((words) => words.split(' ').at(-1)!))];
  return { heads, goesOn: ` (?:${whole.join('|')}) (?!(?:${[...PACKAGE_WORDS, ...JOINING_WORDS, ...whole].join('|')}) )[a-z]` };
}

/**
 * The words naming the part: those not narrowing it (narrowingWords). "generator" of "1941 pontiac
 * generator", "ignition switch" of "1956 star chief ignition switch".
 */
export function namingWords<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): T[] {
  const narrowing = narrowingWords(words, vocabulary);
  return words.filter((match) => !narrowing.includes(match));
}

/**
 * Whether the words some part holds, when no part holds every word typed, make a near miss worth showing:
 * not when each is a single letter or figure, which nearly every part holds, or a word of how parts are
 * sold (PACKAGE_WORDS). "safe t track" with no Safe-T-Track in the catalogue showed every part, each
 * holding a "t"; it now finds nothing. Nor when a word naming the part is missing and the words held only
 * narrow it (narrowsThePart: the car, where on it the part sits): "clock 1956" with no clock showed every
 * part of a 1956, "chieftain xyzzy" every Chieftain part; each now finds nothing, as "clock" alone does.
 */
export function nearMissFrom<T extends { word: KeywordWord; forms: readonly string[] }>(held: readonly T[], missing: readonly T[], vocabulary: SearchVocabulary): boolean {
  const ofSubstance = (match: T) => match.word.compact.length > 1 && !PACKAGE_WORDS.has(match.word.compact);
  if (!held.some(ofSubstance)) return false;
  // Held, a word of how the part is sold names it when no other word held does ("chieftain kit xqzt": the
  // Chieftain's kits), as narrowingWords reads it.
  const narrowing = narrowingWords(held, vocabulary);
  if (held.some((match) => !narrowing.includes(match))) return true;
  return !missing.some((match) => ofSubstance(match) && !narrowsThePart(match.word, match.forms, vocabulary));
}

/**
 * Whether the typed words all name the car ("6-27", "402", "quality 115"): best match then ranks no part
 * number starting or ending with them first, only one that is the typed number itself (the server's
 * relevanceRanks, the offline copy alike). "6-27" showed two parts whose numbers start 627, a Chieftain's
 * fender script first, before the Series 6-27's parts.
 */
export function namesOnlyTheCar<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): boolean {
  // Figures typed alone name the car only as a word of its name ("402"): "627" is no word of "Six (Series
  // 6-27)", and finds the part numbers holding it.
  const carsWord = (match: T) => !/^\d+$/.test(match.word.typed) || vocabulary.carNames.some((car) => ` ${car} `.includes(` ${match.word.compact} `));
  return words.length > 0 && words.every((match) => namesTheCar(match.word, match.forms, vocabulary) && carsWord(match));
}

/** The words of how a part is sold (PACKAGE_WORDS) that say how many, not what: a set, a pair. */
const COUNTING_WORDS = ['set', 'sets', 'pair', 'pairs'];

/**
 * The words of how a part is sold (PACKAGE_WORDS) that say its condition, not what it is or which car it
 * fits. "GM" too, the maker of every car of the shop, typed for a part of its own make ("gm hood ornament")
 * or before its number ("gm 515432", no number of the shop, showed every part whose text says GM).
 */
const CONDITION_WORDS = ['new', 'original', 'genuine', 'replacement', 'reproduction', 'repro', 'nos', 'newoldstock', 'oem', 'gm'];

/**
 * Words of what works a part, which parts of several systems hold ("Power Brake Booster", "Tri-Power",
 * "Vacuum Wiper Motor"): beside the words naming a part they narrow it, as a word of how it is sold does
 * (narrowingWords). "power antenna", with no power antenna, showed the power brake boosters before the
 * antennas; "power seat motor" the Tri-Power kits.
 */
const WORKING_WORDS = new Set(['power', 'powered', 'electric', 'vacuum', 'hydraulic']);

/**
 * Words of how a part is sold, which hundreds of parts hold: beside the words naming a part they narrow
 * it ("upholstery kit": narrowingWords), alone they name nothing, so they make no near miss. "plug wire
 * set" with no plug wires showed every seat upholstery set. A rebuild or overhaul kit is sold as such, and
 * a rebuilt part as an exchange: "hydramatic rebuild" with no Hydra-Matic kit is no carburetor rebuild kit.
 * A repair is what is wanted done to the part: "clock repair" showed the seat spring repair sets before the clocks.
 */
export const PACKAGE_WORDS = new Set([
  ...COUNTING_WORDS,
  ...CONDITION_WORDS,
  ...['kit', 'kits', 'assembly', 'assy', 'complete', 'piece', 'pieces', 'parts', 'rebuild', 'rebuilt', 'overhaul', 'repair'],
]);

/**
 * Whether a typed word says the part's condition (new-old-stock, a reproduction, original): a near miss
 * whose parts all hold the words naming the part leaves it out, its ranks with it (the server's
 * searchParts, the offline copy alike), as the part that fits the car is wanted before one in the
 * condition typed that does not. "nos 1955 hood ornament", with no ornament of 1955, showed a
 * new-old-stock ornament of 1940-1942 before the reproductions of 1952-1954.
 */
export const saysCondition = (match: { word: KeywordWord }): boolean => CONDITION_WORDS.includes(match.word.compact);

/**
 * Of the words some part holds, when no part holds every word, those saying how many the part is sold by
 * (a set, a pair) while another word names it (narrowingWords): a near miss leaves them out (the server's
 * searchParts, the offline copy alike), as a part sold each is still the part. "set of 4 hubcaps 1954",
 * with no hub caps sold as a set, showed the wheel trim ring sets of every year (filed under Hub Caps &
 * Wheel Covers) before the hub cap of 1954.
 */
export function countingWords<T extends { word: KeywordWord; forms: readonly string[] }>(held: readonly T[], vocabulary: SearchVocabulary): T[] {
  return narrowingWords(held, vocabulary).filter((match) => COUNTING_WORDS.includes(match.word.compact));
}

/**
 * The cars' makes and models (as their words) that hold one of a typed word's forms as a word of theirs or
 * the start of one, when the word does not name the car itself: "vent" in "Ventura", "oak" in "Oakland",
 * "chief" (the Indian head) in "Star Chief". Every part of a car holds its car's name, so "vent window"
 * counted every Ventura part: a part holds such a form only outside these names (holdsWord). "line" is
 * no word of "Streamliner" at all (wordPatterns). Longest first, in the order the server and the offline
 * copy take them out.
 */
export function carWordsAround(word: KeywordWord, forms: readonly string[], vocabulary: SearchVocabulary): string[] {
  if (namesTheCar(word, forms, vocabulary)) return [];
  // A letter or two begins many words: such a form is a word of its own or nothing ("v 8").
  const words = forms.filter((form) => form.length >= MIN_TERM_LENGTH);
  return vocabulary.carNames.filter((car) => words.some((form) => car !== form && ` ${car}`.includes(` ${form}`))).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** What a car's name around a form is put for, so the form is not found in it: never a letter or digit of a text of words. */
export const CAR_WORD_GAP = '|';
