import damerauLevenshtein from 'damerau-levenshtein';
import { describe, expect, it } from 'vitest';

import { engineReadings } from './engines.ts';
import { carNamesOfOtherYears, carWordsAround, namedThing, namesTheCar, narrowingWords, narrowsThePart, saysCondition, yearsNamedBy } from './car-words.ts';
import { interchangedForms, singularForms } from './other-names.ts';
import { addVocabularyTerms, compactText, wordsText } from './search-text.ts';
import { allowedSlips, searchVocabulary, similarTerms, twoSlipTerms } from './search-vocabulary.ts';
import { formsPatterns, holdsWord, joinedSlips, slipForms, suggestedTerms, wholeWords, withoutOtherNamesOfEach, wordForms, wordPatterns, wordsOfPhrase } from './search-words.ts';
import { figuresApart, keywordWords, nameStartPattern, typedYear, typedYears } from './typed-words.ts';

describe('search words', () => {
  it('compacts a word to lower-case letters and digits, so marks inside it do not matter', () => {
    expect(compactText('Ride-Master')).toBe('ridemaster');
    expect(compactText('Safe-T-Track')).toBe('safettrack');
    expect(compactText('977.5196')).toBe('9775196');
    expect(compactText('%_\\')).toBe('');
  });

  it('holds a name\'s words between spaces, so a word is whole where it stands alone or with a plural ending', () => {
    expect(wordsText('Piston Ring Set, Std.')).toBe(' piston ring set std ');
    expect(wordsText("Owner's Manual -- 1955")).toBe(' owners manual 1955 ');
    // As its SQL twin gives it: nothing between the two spaces.
    expect(wordsText(' ,; ')).toBe('  ');
    const whole = (name: string, form: string) => wholeWords(form).some((words) => wordsText(name).includes(words));
    expect(whole('Piston Ring Set', 'ring')).toBe(true);
    expect(whole('Piston Rings', 'ring')).toBe(true);
    expect(whole('Tail Lamp Lenses (Pair)', 'lens')).toBe(true);
    expect(whole('Main Wiring Harness', 'ring')).toBe(false);
    expect(whole('Door Panel Set', 'pan')).toBe(false);
    expect(whole('Floor Pan-Half', 'pan')).toBe(true);
    // A word two catalogue words make is whole where they stand side by side.
    const terms = new Set(['running', 'board', 'hub', 'cap', 'door']);
    const joined = (name: string, form: string) => wholeWords(form, terms).some((words) => wordsText(name).includes(words));
    expect(joined('Running Board Cover', 'runningboard')).toBe(true);
    expect(joined('Hub Caps, Set of 4', 'hubcap')).toBe(true);
    expect(joined('Running Light Board', 'runningboard')).toBe(false);
    expect(whole('Running Board Cover', 'runningboard')).toBe(false);
  });

  it("gathers a part's vocabulary: its words, words joined by marks, neighbouring name words joined; letters only, 3 to 40", () => {
    const terms = new Set<string>(['lens']);
    addVocabularyTerms({ name: 'Ride-Master Shock 2', make: 'Pontiac', model: 'Star Chief', description: "O'Brien's No.2 kit, 977-5196. Ab " + 'z'.repeat(41) }, terms);
    expect([...terms].sort()).toEqual(
      ['brien', 'chief', 'kit', 'lens', 'master', 'mastershock', 'obriens', 'pontiac', 'ride', 'ridemaster', 'shock', 'star'].sort(),
    );
    // The terms written apart, until a text holds one as a word.
    const joined = new Set<string>();
    const apart = new Set<string>();
    addVocabularyTerms({ name: 'Tail Lamp Lens', make: 'Pontiac', model: 'Chieftain', description: 'Safe-T-Track' }, apart, joined);
    expect([...joined].sort()).toEqual(['lamplens', 'safettrack', 'taillamp']);
    addVocabularyTerms({ name: 'Taillamp Bezel', make: 'Pontiac', model: 'Chieftain', description: '' }, apart, joined);
    expect([...joined].sort()).toEqual(['lamplens', 'safettrack', 'taillampbezel']);
    expect(apart).toEqual(new Set([...joined, 'tail', 'lamp', 'lens', 'pontiac', 'chieftain', 'safe', 'track', 'taillamp', 'bezel']));
  });

  it('splits a keyword into at most eight words without repeats or filler words, keeping how each was typed', () => {
    expect(keywordWords('  Ride-Master  ridemaster shock ')).toEqual([{ typed: 'Ride-Master', compact: 'ridemaster' }, { typed: 'shock', compact: 'shock' }]);
    expect(keywordWords('-- %')).toEqual([]);
    // The marks a word is typed between are no part of it; an apostrophe before a year is.
    expect(keywordWords('six (series 6-28) "lens", 1955.').map(({ typed }) => typed)).toEqual(['six', 'series', '6-28', 'lens', '1955']);
    expect(keywordWords("'55 (hood)")).toEqual([{ typed: "'55", compact: '1955', years: { first: 1955, last: 1955 } }, { typed: 'hood', compact: 'hood' }]);
    expect(keywordWords('a b c d e f g h i j')).toHaveLength(8);
    expect(keywordWords('x'.repeat(100))[0]!.compact).toHaveLength(40);
    // An other name typed as two words is one word, however it was written.
    expect(keywordWords('Wing Window seal')).toEqual([{ typed: 'Wing Window', compact: 'wingwindow' }, { typed: 'seal', compact: 'seal' }]);
    expect(keywordWords('rocker arm cover gasket').map((word) => word.compact)).toEqual(['rockerarmcover', 'gasket']);
    // The sending unit in the tank; "De Luxe" typed apart, one word naming the car.
    expect(keywordWords('fuel tank sending unit').map((word) => word.compact)).toEqual(['fuel', 'tanksendingunit']);
    expect(keywordWords('1949 fuel gauge sender').map((word) => word.compact)).toEqual(['1949', 'fuel', 'gaugesender']);
    expect(keywordWords('1954 dash bezel').map((word) => word.compact)).toEqual(['1954', 'dashbezel']);
    expect(interchangedForms('dashbezel')).toEqual(['clusterbezel']);
    expect(interchangedForms('tanksendingunit')).toEqual(['sendingunit']);
    expect(keywordWords('de luxe six horn').map((word) => word.compact)).toEqual(['deluxe', 'six', 'horn']);
    // A set's 6 or 8 is how many it holds, not the Six or the Eight; other counts stay.
    expect(keywordWords('dash knobs set of 6').map((word) => word.compact)).toEqual(['dash', 'knobs', 'set']);
    expect(keywordWords('set of 4 hubcaps').map((word) => word.compact)).toEqual(['set', '4', 'hubcaps']);
    expect(keywordWords('set of 1955 hubcaps').map((word) => word.compact)).toEqual(['set', '1955', 'hubcaps']);
    // A question's and a want list's words are filler words.
    expect(keywordWords('wtb where can i find a 1949 horn').map((word) => word.compact)).toEqual(['can', '1949', 'horn']);
    expect(keywordWords('can you help me get a carb').map((word) => word.compact)).toEqual(['can', 'carb']);
    // The words after "with" name what comes with the part.
    expect(keywordWords('headlight switch 1950 with knob')).toEqual([
      { typed: 'headlight', compact: 'headlight' },
      { typed: 'switch', compact: 'switch' },
      { typed: '1950', compact: '1950', years: { first: 1950, last: 1950 } },
      { typed: 'knob', compact: 'knob', comesWith: true },
    ]);
    expect(keywordWords('fuel pump w/ gasket').map((word) => word.comesWith)).toEqual([undefined, undefined, true]);
    expect(keywordWords('headlight switch w/knob')).toEqual([
      { typed: 'headlight', compact: 'headlight' },
      { typed: 'switch', compact: 'switch' },
      { typed: 'knob', compact: 'knob', comesWith: true },
    ]);
    // A phrase typed with a word's other name is the phrase: the windscreen is the windshield.
    expect(keywordWords('windscreen seal 1955')).toEqual([{ typed: 'windscreen seal', compact: 'windshieldseal' }, { typed: '1955', compact: '1955', years: { first: 1955, last: 1955 } }]);
    expect(keywordWords('boot-lid')).toEqual([{ typed: 'boot-lid', compact: 'bootlid' }]);
    expect(keywordWords('window wing').map((word) => word.compact)).toEqual(['window', 'wing']);
    // Its words, for when no part holds the phrase; any other word is no phrase.
    expect(wordsOfPhrase(keywordWords('Emergency Brake')[0]!)).toEqual([{ typed: 'Emergency', compact: 'emergency' }, { typed: 'Brake', compact: 'brake' }]);
    expect(wordsOfPhrase(keywordWords('windscreen seal')[0]!)?.map((word) => word.compact)).toEqual(['windscreen', 'seal']);
    expect(wordsOfPhrase(keywordWords('rocker arm cover')[0]!)?.map((word) => word.compact)).toEqual(['rocker', 'arm', 'cover']);
    expect(wordsOfPhrase(keywordWords('wingwindow')[0]!)).toBeNull();
    expect(wordsOfPhrase(keywordWords('brake')[0]!)).toBeNull();
    // Filler words of a sentence are left out, unless there is nothing else.
    expect(keywordWords('Tail lens for a Star Chief').map((word) => word.compact)).toEqual(['tail', 'lens', 'star', 'chief']);
    expect(keywordWords('fuel pump w/ gasket, mirror w/o bracket').map((word) => word.compact)).toEqual(['fuel', 'pump', 'gasket', 'mirror', 'bracket']);
    // So is a shopper's praise, which no listing writes of its part.
    expect(keywordWords('best fuel pump').map((word) => word.compact)).toEqual(['fuel', 'pump']);
    expect(keywordWords('good cheap horn').map((word) => word.compact)).toEqual(['horn']);
    // A two-digit year is the model year, its text looked for in four digits, alone or beside other words.
    expect(keywordWords("'55")).toEqual([{ typed: "'55", compact: '1955', years: { first: 1955, last: 1955 } }]);
    expect(keywordWords('for 55')).toEqual([{ typed: '55', compact: '1955', years: { first: 1955, last: 1955 } }]);
    expect(keywordWords('gasket 41')).toEqual([{ typed: 'gasket', compact: 'gasket' }, { typed: '41', compact: '1941', years: { first: 1941, last: 1941 } }]);
    expect(keywordWords("tail lens '55-'57")[2]).toEqual({ typed: "'55-'57", compact: '5557', years: { first: 1955, last: 1957 } });
    // So is a span written out, as listings write it; backwards it is two years (and "to" a filler word).
    expect(keywordWords('shop manual 1955 to 1957')[2]).toEqual({ typed: '1955 to 1957', compact: '1955to1957', years: { first: 1955, last: 1957 } });
    expect(keywordWords('55 Thru 57 grille')[0]).toEqual({ typed: '55 Thru 57', compact: '55thru57', years: { first: 1955, last: 1957 } });
    expect(keywordWords('manual 1957 to 1955').map((word) => word.years?.first)).toEqual([undefined, 1957, 1955]);
    expect(keywordWords('brake to 1957').map((word) => word.compact)).toEqual(['brake', '1957']);
    // A number before a measure is its size, not a year.
    expect(keywordWords('40 amp fuse')).toEqual([{ typed: '40', compact: '40', measure: true }, { typed: 'amp', compact: 'amp', measure: true }, { typed: 'fuse', compact: 'fuse' }]);
    // A measure is a size only after figures: "master cylinder" and "wheel cylinder" are no sizes.
    expect(keywordWords('amp fuse')[0]).toEqual({ typed: 'amp', compact: 'amp' });
    for (const q of ['brake master cylinder', 'wheel cylinder kit']) expect(keywordWords(q).filter((word) => word.measure), q).toEqual([]);
    expect(keywordWords('32 spline axle shaft')[0]).toEqual({ typed: '32', compact: '32', measure: true });
    expect(keywordWords('45 Degree fitting 1941')[0]).toEqual({ typed: '45', compact: '45', measure: true });
    // So is a size typed as one word, its figures and measure run together; not a part's name of figures and letters.
    for (const typed of ['6v', '12V', '6-volt', '12volts', '40amp', '21cp']) expect(keywordWords(`${typed} bulb`)[0]?.measure, typed).toBe(true);
    for (const typed of ['v8', '4gc', 'wcd', '6-27']) expect(keywordWords(`${typed} kit`)[0]?.measure, typed).toBeUndefined();
    expect(keywordWords('12')).toEqual([{ typed: '12', compact: '12' }]);
    expect(keywordWords('the and').map((word) => word.compact)).toEqual(['the', 'and']);
    expect(keywordWords('grease fitting that fits').map((word) => word.compact)).toEqual(['grease', 'fitting']);
    // Words of letters joined by a slash are two; a part number's or a span of years' slash is not.
    expect(keywordWords('lenses/tail p/n 1955/56').map((word) => word.compact)).toEqual(['lenses', 'tail', '195556']);
  });

  it("takes four digits from 1900 to 2040, or two of the shop's era, for a model year", () => {
    expect(typedYear('1955')).toBe(1955);
    expect(typedYear('1900')).toBe(1900);
    expect(typedYear('2040')).toBe(2040);
    expect(typedYear('1899')).toBeUndefined();
    expect(typedYear('2041')).toBeUndefined();
    expect(typedYear('55')).toBe(1955);
    expect(typedYear('26')).toBe(1926);
    expect(typedYear('60')).toBe(1960);
    // "12 volt", "72 inch": no year of the shop's cars.
    expect(typedYear('12')).toBeUndefined();
    expect(typedYear('72')).toBeUndefined();
    expect(typedYear('555')).toBeUndefined();
    expect(typedYear('5')).toBeUndefined();
    expect(typedYear('v8')).toBeUndefined();
    expect(keywordWords("'55 Chieftain 12")).toEqual([
      { typed: "'55", compact: '1955', years: { first: 1955, last: 1955 } },
      { typed: 'Chieftain', compact: 'chieftain' },
      { typed: '12', compact: '12' },
    ]);
  });

  it('takes a span of years typed as one word, two digits after four in the same century', () => {
    expect(typedYears('55-57')).toEqual({ first: 1955, last: 1957 });
    expect(typedYears('1955-57')).toEqual({ first: 1955, last: 1957 });
    expect(typedYears("'55-'57")).toEqual({ first: 1955, last: 1957 });
    expect(typedYears('1955-1957')).toEqual({ first: 1955, last: 1957 });
    expect(typedYears('1955/56')).toEqual({ first: 1955, last: 1956 });
    expect(typedYears('1955')).toEqual({ first: 1955, last: 1955 });
    // Backwards, outside the years, or a part number: no span.
    expect(typedYears('57-55')).toBeUndefined();
    expect(typedYears('10-12')).toBeUndefined();
    expect(typedYears('6-27')).toBeUndefined();
    expect(typedYears('977-5196')).toBeUndefined();
    // A fraction or a decimal is a size, though its figures together would be a year ("5/8" is no 1958).
    for (const size of ['3/8', '5/8', '5.7', '5-8']) expect(typedYears(size), size).toBeUndefined();
    expect(keywordWords('5/8 hose')[0]).toEqual({ typed: '5/8', compact: '58' });
    expect(keywordWords('55-57 safari')[0]).toEqual({ typed: '55-57', compact: '5557', years: { first: 1955, last: 1957 } });
  });

  it("takes a year written with an 's' or an apostrophe's for the year, a decade's for the decade", () => {
    // "1955's hubcaps" showed the hubcaps of every year, "1955's" read as a word no part holds.
    for (const typed of ["1955's", '1955s', "55's", "'55s", '55S']) expect(typedYears(typed), typed).toEqual({ first: 1955, last: 1955 });
    expect(keywordWords("1955's hubcaps")[0]).toEqual({ typed: "1955's", compact: '1955', years: { first: 1955, last: 1955 } });
    expect(typedYears("1950's")).toEqual({ first: 1950, last: 1959 });
    // No year of the shop's: a size or a count.
    expect(typedYears('12s')).toBeUndefined();
    expect(typedYears('1955ss')).toBeUndefined();
  });

  it('takes a decade for its ten years, written with four digits or two, an apostrophe or none', () => {
    for (const typed of ['1950s', "1950's", '50s', "'50s", "50's", '50S']) expect(typedYears(typed), typed).toEqual({ first: 1950, last: 1959 });
    expect(typedYears('1920s')).toEqual({ first: 1920, last: 1929 });
    // Two digits of a decade the shop's era reaches: the twenties hold 1926, the sixties 1960.
    expect(typedYears('20s')).toEqual({ first: 1920, last: 1929 });
    expect(typedYears('60s')).toEqual({ first: 1960, last: 1969 });
    expect(typedYears('70s')).toBeUndefined();
    expect(typedYears('5s')).toBeUndefined();
    expect(keywordWords("40's tail light")[0]).toEqual({ typed: "40's", compact: '1940s', years: { first: 1940, last: 1949 } });
    expect(keywordWords('1930s grille')[0]).toEqual({ typed: '1930s', compact: '1930s', years: { first: 1930, last: 1939 } });
  });

  it("takes a decade's start, middle or end for four of its years, and the war's before and after for the shop's years on each side", () => {
    // "late 40s tail light" showed the 1942-1946 lamps first, "late" being a word no part holds.
    expect(typedYears('early 50s')).toEqual({ first: 1950, last: 1953 });
    expect(typedYears('mid-1950s')).toEqual({ first: 1953, last: 1956 });
    expect(typedYears("late '40s")).toEqual({ first: 1946, last: 1949 });
    expect(typedYears('late 70s')).toBeUndefined();
    expect(keywordWords('late 40s tail light')[0]).toEqual({ typed: 'late 40s', compact: 'late40s', years: { first: 1946, last: 1949 } });
    expect(keywordWords('mid-50s dash knobs')[0]).toEqual({ typed: 'mid-50s', compact: 'mid50s', years: { first: 1953, last: 1956 } });
    // "prewar grille" said no part mentions "prewar".
    for (const q of ['prewar grille', 'pre-war grille', 'pre war grille']) expect(keywordWords(q)[0]!.years, q).toEqual({ first: 1926, last: 1942 });
    expect(keywordWords('postwar hood ornament')[0]!.years).toEqual({ first: 1946, last: 1960 });
    // The Wide-Track, Pontiac's cars from 1959, however it is typed.
    for (const q of ['wide track grille', 'wide-track grille', 'widetrack grille']) expect(keywordWords(q)[0]!.years, q).toEqual({ first: 1959, last: 1960 });
    expect(keywordWords('early fifties steering wheel')[0]).toEqual({ typed: 'early fifties', compact: 'earlyfifties', years: { first: 1950, last: 1953 } });
    // Alone, or before anything but a decade, such a word is a word as any other.
    expect(keywordWords('late model grille').map((word) => word.compact)).toEqual(['late', 'model', 'grille']);
    expect(keywordWords('pre model grille')[0]).toEqual({ typed: 'pre', compact: 'pre' });
  });

  it('takes "pre 1950", "post-55" and "before 1949" for the shop\'s years before or after the year, the year left out', () => {
    // "pre 1950 hubcap" said no part mentions "pre", and showed the hub caps of 1950 and later too.
    for (const q of ['pre 1950 hubcap', 'pre-1950 hubcap', "pre '50 hubcap", 'before 1950 hubcap', 'Pre-50 hubcap']) {
      expect(keywordWords(q).map(({ years }) => years), q).toEqual([{ first: 1926, last: 1949 }, undefined]);
    }
    expect(keywordWords('post-55 grille')[0]).toEqual({ typed: 'post-55', compact: 'post55', years: { first: 1956, last: 1960 } });
    // "post" apart from the year is also a part: "jack post 1954" is the jack post of 1954.
    expect(keywordWords('jack post 1954').map(({ compact, years }) => ({ compact, years }))).toEqual([
      { compact: 'jack', years: undefined },
      { compact: 'post', years: undefined },
      { compact: '1954', years: { first: 1954, last: 1954 } },
    ]);
    expect(typedYears('after 1957')).toEqual({ first: 1958, last: 1960 });
    // None of the shop's years on that side: the words as typed.
    expect(typedYears('pre 1926')).toBeUndefined();
    expect(typedYears('after 1960')).toBeUndefined();
    expect(keywordWords('pre 1926 horn').map((word) => word.compact)).toEqual(['pre', '1926', 'horn']);
  });

  it('takes a year or a decade written in words for its years', () => {
    // "fifty five chieftain" found nothing: "five" was taken for a slip of "fine".
    const fiftyFive = { first: 1955, last: 1955 };
    for (const q of ['fifty five chieftain', 'fifty-five chieftain', 'nineteen fifty five chieftain', 'Nineteen Fifty-Five chieftain']) {
      expect(keywordWords(q).map(({ compact, years }) => ({ compact, years })), q).toEqual([{ compact: '1955', years: fiftyFive }, { compact: 'chieftain', years: undefined }]);
    }
    // "forty eight" is 1948, not the forties and the Eight.
    expect(keywordWords('forty eight torpedo grille')[0]).toEqual({ typed: 'forty eight', compact: '1948', years: { first: 1948, last: 1948 } });
    expect(keywordWords('the fifties hubcaps')[0]).toEqual({ typed: 'fifties', compact: '1950s', years: { first: 1950, last: 1959 } });
    // "nineteen fifties" was the fifties beside "nineteen", a word no part holds.
    expect(keywordWords('nineteen fifties hubcaps')[0]).toEqual({ typed: 'nineteen fifties', compact: '1950s', years: { first: 1950, last: 1959 } });
    // Outside the shop's years, or a count alone, no year: "sixty one", "fifty".
    expect(keywordWords('sixty one grille')[0]).toEqual({ typed: 'sixty one', compact: 'sixtyone' });
    expect(keywordWords('fifty piece kit')[0]).toEqual({ typed: 'fifty', compact: 'fifty' });
    expect(keywordWords('deluxe six')[1]).toEqual({ typed: 'six', compact: 'six' });
  });

  it("takes an engine's size for the years it powered, with its measure as one word: \"389 cid\" is 1959 on, \"287\" 1955", () => {
    const v8 = { typed: '389', compact: '389', years: { first: 1959, last: 1966 } };
    expect(keywordWords('389 head gasket')).toEqual([v8, { typed: 'head', compact: 'head' }, { typed: 'gasket', compact: 'gasket' }]);
    for (const [typed, q] of [['389 cid', '389 cid valve cover'], ['389ci', '389ci valve cover'], ['389 cubic inch', '389 cubic inch valve cover'], ['389 cu in', '389 cu in valve cover']]) {
      expect(keywordWords(q!), q).toEqual([{ ...v8, typed }, { typed: 'valve', compact: 'valve' }, { typed: 'cover', compact: 'cover' }]);
    }
    expect(keywordWords('287 water pump')[0]).toEqual({ typed: '287', compact: '287', years: { first: 1955, last: 1955 } });
    expect(keywordWords('straight eight 249')[1]).toEqual({ typed: '249', compact: '249', years: { first: 1937, last: 1949 } });
    // Another size, another measure, or figures of no Pontiac engine: a number as any other.
    expect(keywordWords('287 amp')[0]).toEqual({ typed: '287', compact: '287', measure: true });
    // "cylinder" after a size is a part of the engine, not its measure.
    expect(keywordWords('389 cylinder head gasket')[0]).toEqual(v8);
    // A count of cylinders before it is the car's engine ("8 cylinder": an Eight, CAR_NICKNAMES), the part's words after.
    expect(keywordWords('8 cylinder head gasket').map((word) => word.compact)).toEqual(['8cylinder', 'head', 'gasket']);
    expect(keywordWords('388 head gasket')[0]).toEqual({ typed: '388', compact: '388' });
    expect(keywordWords('3890 clip')[0]).toEqual({ typed: '3890', compact: '3890' });
    expect(keywordWords('cid')).toEqual([{ typed: 'cid', compact: 'cid' }]);
  });

  it('takes an engine named by its kind for the years it names exactly: a "v8" is 1955 on, a "flathead" before 1955', () => {
    const v8 = { compact: 'v8', years: { first: 1955, last: 1966 } };
    for (const typed of ['v8', 'V-8', 'v 8']) expect(keywordWords(`${typed} valve cover`), typed).toEqual([{ ...v8, typed }, { typed: 'valve', compact: 'valve' }, { typed: 'cover', compact: 'cover' }]);
    const flathead = { compact: 'flathead', years: { first: 1926, last: 1954 } };
    for (const typed of ['flathead', 'flat-head']) expect(keywordWords(`${typed} manifold`)[0], typed).toEqual({ ...flathead, typed });
    // Two words of their own stay two: a "flat head" screw is hardware.
    expect(keywordWords('flat head screw').slice(0, 2)).toEqual([{ typed: 'flat', compact: 'flat' }, { typed: 'head', compact: 'head' }]);
    for (const typed of ['L-head', 'l head']) expect(keywordWords(`${typed} manifold`)[0], typed).toEqual({ ...flathead, compact: 'lhead', typed });
    // The V-8 by the name it was brought out with, written apart, hyphened or as one word.
    for (const typed of ['Strato Streak', 'strato-streak', 'stratostreak']) expect(keywordWords(`${typed} valve cover`)[0], typed).toEqual({ ...v8, compact: 'stratostreak', typed });
    expect(keywordWords('strato chief').slice(0, 2)).toEqual([{ typed: 'strato', compact: 'strato' }, { typed: 'chief', compact: 'chief' }]);
    // Both: the Oakland V-8, a flathead, by its name and years.
    expect(keywordWords('flathead v8 water pump').slice(0, 2)).toEqual([{ ...flathead, typed: 'flathead' }, { ...v8, typed: 'v8' }]);
    // "cylinder" after it is a part of the engine; the straight eight and the six name no years of their own,
    // but each is one word, which names the car (an Eight, a Six).
    expect(keywordWords('v8 cylinder head')[0]).toEqual({ ...v8, typed: 'v8' });
    expect(keywordWords('straight eight head gasket').slice(0, 2)).toEqual([{ typed: 'straight eight', compact: 'straighteight' }, { typed: 'head', compact: 'head' }]);
    expect(keywordWords('inline 6 water pump')[0]).toEqual({ typed: 'inline 6', compact: 'straight6' });
    expect(keywordWords('v 12 clip')[0]).toEqual({ typed: 'v', compact: 'v' });
    expect(engineReadings(keywordWords('v-8 valve cover'))).toEqual([{ typed: 'v-8', first: 1955, last: 1966 }]);
    // Not beside a year of none of its cars, typed or chosen: "1932 pontiac v8" is the 1932 V-8.
    expect(engineReadings(keywordWords('1932 pontiac v8 pistons'))).toEqual([]);
    expect(engineReadings(keywordWords('v8 pistons 30-32'))).toEqual([]);
    expect(engineReadings(keywordWords('v8 pistons'), 1932)).toEqual([]);
    expect(engineReadings(keywordWords('1950s v8 pistons'))).toEqual([{ typed: 'v8', first: 1955, last: 1966 }]);
    expect(engineReadings(keywordWords('v8 pistons'), 1957)).toEqual([{ typed: 'v8', first: 1955, last: 1966 }]);
    // The straight eight's last size and the six's, with the years each powered.
    expect(engineReadings(keywordWords('268 water pump'))).toEqual([{ typed: '268', first: 1950, last: 1954 }]);
    expect(engineReadings(keywordWords('239 cid head gasket'))).toEqual([{ typed: '239 cid', first: 1941, last: 1954 }]);
    // A name no catalogue word is stays itself, never a slip of one: "lhead" is no "head".
    expect(wordForms('lhead', searchVocabulary(['head', 'gasket'], []))).toEqual({ forms: ['lhead'], categories: [] });
  });

  it('puts a light for a lamp, the British spellings for the American and the words for their abbreviations, never a lamp for a "lite"', () => {
    expect(interchangedForms('headlight')).toEqual(['headlamp']);
    expect(interchangedForms('taillamp')).toEqual(['taillight']);
    expect(interchangedForms('taillite').sort()).toEqual(['taillamp', 'taillight']);
    expect(interchangedForms('moulding')).toEqual(['molding']);
    // Other names for the part, whole words only.
    expect(interchangedForms('6')).toEqual(['six']);
    expect(interchangedForms('8')).toEqual(['eight']);
    expect(interchangedForms('six')).toEqual([]);
    expect(interchangedForms('bonnet')).toEqual(['hood']);
    // "lense", the lens as often written: the start of "lenses" only, it is looked for as the lens.
    expect(interchangedForms('lense')).toEqual(['lens']);
    expect(wordForms('lense', searchVocabulary(['lens', 'lenses', 'hood'], [])).forms).toEqual(['lens']);
    expect(interchangedForms('dynamo')).toEqual(['generator']);
    expect(interchangedForms('genny')).toEqual(['generator']);
    expect(interchangedForms('dizzy')).toEqual(['distributor']);
    expect(interchangedForms('ampgauge')).toEqual(['ammeter']);
    expect(interchangedForms('ampmeter')).toEqual(['ammeter']);
    expect(interchangedForms('glovecompartment')).toEqual(['glovebox']);
    expect(interchangedForms('rearend')).toEqual(['rearaxle']);
    expect(interchangedForms('spats')).toEqual(['fenderskirt']);
    expect(interchangedForms('sunshade')).toEqual(['sunvisor']);
    expect(interchangedForms('woody')).toEqual(['wagon']);
    expect(interchangedForms('woodie')).toEqual(['wagon']);
    expect(interchangedForms('rims')).toEqual(['steelwheel']);
    expect(interchangedForms('throttle')).toEqual(['accelerator']);
    expect(interchangedForms('hornrim')).toEqual(['hornring']);
    expect(interchangedForms('blinker')).toEqual(['turnsignal']);
    expect(interchangedForms('bonnets')).toEqual([]);
    expect(interchangedForms('wingwindow')).toEqual(['ventwindow']);
    expect(interchangedForms('mascot')).toEqual(['hoodornament']);
    expect(interchangedForms('overhaul')).toEqual(['rebuild']);
    expect(interchangedForms('headlightbezel')).toEqual(['headlampbezel', 'headlampdoor']);
    expect(interchangedForms('gray')).toEqual(['grey']);
    expect(interchangedForms('centercap')).toEqual(['centrecap']);
    expect(interchangedForms('hood')).toEqual([]);
    // A count in figures before what it counts is the count written out: a "3 speed" is a three-speed.
    expect(keywordWords('3 speed synchro rings')[0]).toEqual({ typed: '3 speed', compact: '3speed' });
    expect(keywordWords('3-speed synchro rings')[0]).toEqual({ typed: '3-speed', compact: '3speed' });
    expect(interchangedForms('3speed')).toEqual(['threespeed']);
    expect(interchangedForms('4barrel')).toEqual(['fourbarrel']);
    expect(interchangedForms('1piece')).toEqual(['onepiece']);
    expect(interchangedForms('3')).toEqual([]);
    // A count of doors is a body style (DOOR_COUNTS), one word, written out too.
    expect(keywordWords('headliner 4 door').map((word) => word.compact)).toEqual(['headliner', '4door']);
    expect(interchangedForms('4door')).toEqual(['fourdoor']);
    // The trade's abbreviations, whole words only; a word is looked for as an abbreviation of three letters or more.
    expect(interchangedForms('lh')).toEqual(['left']);
    expect(interchangedForms('temp')).toEqual(['temperature']);
    expect(interchangedForms('assy')).toEqual(['assembly']);
    expect(interchangedForms('assembly')).toEqual(['assy']);
    expect(interchangedForms('left')).toEqual([]);
    expect(interchangedForms('wheelhouse')).toEqual([]);
    // What restorers call Pontiac's own parts.
    expect(interchangedForms('indian')).toEqual(['chief']);
    expect(interchangedForms('posi')).toEqual(['safettrack']);
    expect(interchangedForms('positive')).toEqual([]);
    // Tri-Power, typed any way, is a phrase of its own.
    expect(keywordWords('389 Tri Power').map((word) => word.compact)).toEqual(['389', 'tripower']);
    expect(interchangedForms('tripower')).toEqual(['carburetor']);
  });

  it('takes the singulars a plural may stand for', () => {
    expect(singularForms('batteries')).toEqual(['battery', 'batteri', 'batterie']);
    expect(singularForms('lenses')).toEqual(['lens', 'lense']);
    expect(singularForms('gaskets')).toEqual(['gasket']);
    expect(singularForms('caps')).toEqual(['cap']);
    expect(singularForms('glass')).toEqual([]);
    expect(singularForms('gas')).toEqual([]);
    expect(singularForms('12s')).toEqual([]);
  });

  it('forgives one slip in a short word and two from six letters, never in numbers', () => {
    expect(allowedSlips('hb')).toBe(0);
    expect(allowedSlips('horn')).toBe(1);
    expect(allowedSlips('carburator')).toBe(2);
    expect(allowedSlips('1955')).toBe(0);
    expect(allowedSlips('v8')).toBe(0);
  });

  it('finds the catalogue words a slip was meant for: swapped, dropped, doubled and wrong letters', () => {
    const terms = ['receive', 'relieve', 'horn', 'hood', 'lens', 'lenses', 'carburetor', 'safettrack', 'bumper', 'damper'];
    expect(similarTerms('recieve', terms)).toEqual(['receive', 'relieve']);
    expect(similarTerms('hron', terms)).toEqual(['horn']);
    expect(similarTerms('hon', terms)).toEqual(['horn']);
    expect(similarTerms('lense', terms)).toEqual(['lenses', 'lens']);
    expect(similarTerms('carburator', terms)).toEqual(['carburetor']);
    expect(similarTerms('safetrack', terms)).toEqual(['safettrack']);
    // Only the closest: "damper" is two slips from "bumpar", "bumper" one.
    expect(similarTerms('bumpar', terms)).toEqual(['bumper']);
    expect(similarTerms('xqzt', terms)).toEqual([]);
    expect(similarTerms('1955', ['1956'])).toEqual([]);
  });

  it('keeps a short word\'s first letter, swaps it with the second or drops a stray one before it: a real word the catalogue lacks is no slip of another', () => {
    expect(similarTerms('fan', ['pan', 'panel'])).toEqual([]);
    expect(similarTerms('wing', ['ring', 'wine'])).toEqual(['wine']);
    expect(similarTerms('motor', ['rotor'])).toEqual([]);
    expect(similarTerms('rbake', ['brake'])).toEqual(['brake']);
    expect(similarTerms('lok', ['lock'])).toEqual(['lock']);
    expect(similarTerms('pseal', ['seal', 'peal'])).toEqual(['peal', 'seal']);
    // Longer words keep their two slips, first letter or not.
    expect(similarTerms('vonneville', ['bonneville'])).toEqual(['bonneville']);
    // A filler word of a sentence, which descriptions hold, is no word a slip meant.
    expect(similarTerms('fog', ['for', 'fob'])).toEqual(['fob']);
  });

  it('finds every term within the allowed slips in a large vocabulary, as a comparison with each term would', () => {
    // A fixed pseudo-random vocabulary of 3,000 words and 300 slips typed into some of them.
    let seed = 1926;
    const next = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    const letters = 'aeioulnrstbcdghmp';
    const word = () => Array.from({ length: 3 + next(8) }, () => letters[next(letters.length)]).join('');
    const terms = [...new Set(Array.from({ length: 3000 }, word))];
    const slip = (term: string) => {
      const at = next(term.length - 1);
      switch (next(4)) {
        case 0:
          return term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
        case 1:
          return term.slice(0, at) + term.slice(at + 1);
        case 2:
          return term.slice(0, at) + letters[next(letters.length)] + term.slice(at);
        default:
          return term.slice(0, at) + letters[next(letters.length)] + term.slice(at + 1);
      }
    };
    const byComparison = (typed: string) => {
      const slips = allowedSlips(typed);
      const found = terms
        .filter((term) => term !== typed && Math.abs(term.length - typed.length) <= slips)
        .filter((term) => term[0] === typed[0] || term[1] === typed[1] || term[0] === typed[1] || term[1] === typed[0])
        .filter((term) => allowedSlips(typed) > 1 || term[0] === typed[0] || (term[0] === typed[1] && term[1] === typed[0]) || typed.slice(1) === term)
        .map((term) => ({ term, distance: damerauLevenshtein(typed, term).steps }))
        .filter(({ distance }) => distance <= slips);
      const closest = Math.min(...found.map(({ distance }) => distance));
      return found
        .filter(({ distance }) => distance === closest)
        .map(({ term }) => term)
        .sort((a, b) => b.length - a.length || a.localeCompare(b));
    };
    let withMatches = 0;
    for (let i = 0; i < 300; i++) {
      const typed = slip(slip(terms[next(terms.length)]!));
      const expected = byComparison(typed);
      if (expected.length) withMatches++;
      expect(similarTerms(typed, terms, Infinity), typed).toEqual(expected);
    }
    expect(withMatches).toBeGreaterThan(100);
  });

  it('looks a word the catalogue holds for as typed, a slip as the words meant, and never across two words', () => {
    const vocabulary = searchVocabulary(['ornament', 'hood', 'lens'], ['Hood Ornaments', 'Tail Lamp Lenses']);
    expect(wordForms('orna', vocabulary)).toEqual({ forms: ['orna'], categories: ['Hood Ornaments'] });
    expect(wordForms('ornment', vocabulary)).toEqual({ forms: ['ornament'], categories: ['Hood Ornaments'], slip: true });
    expect(wordForms('lamp', vocabulary)).toEqual({ forms: ['lamp'], categories: ['Tail Lamp Lenses'] });
    // A word restorers write for another is looked for as the words the catalogue holds: "taillight" as
    // "taillamp" (a name's neighbouring words joined), "light" as itself and "lamp", before any slip.
    const lamps = searchVocabulary(['taillamp', 'tail', 'lamp', 'spotlight', 'lens', 'molding'], ['Tail Lamp Lenses']);
    expect(wordForms('taillight', lamps)).toEqual({ forms: ['taillamp'], categories: ['Tail Lamp Lenses'] });
    expect(wordForms('light', lamps)).toEqual({ forms: ['light', 'lamp'], categories: ['Tail Lamp Lenses'] });
    expect(wordForms('taillite', lamps)).toEqual({ forms: ['taillamp'], categories: ['Tail Lamp Lenses'] });
    expect(wordForms('moulding', lamps)).toEqual({ forms: ['molding'], categories: [] });
    // A plural is looked for as its singular when that is a catalogue word: the singular finds the plural too.
    const plurals = searchVocabulary(['battery', 'gasket', 'gaskets', 'lens', 'lenses', 'glass', 'length'], []);
    expect(wordForms('batteries', plurals).forms).toEqual(['battery']);
    expect(wordForms('gaskets', plurals).forms).toEqual(['gasket']);
    expect(wordForms('lenses', plurals).forms).toEqual(['lens']);
    // "len" is no catalogue word, though "length" holds it.
    expect(wordForms('lens', plurals).forms).toEqual(['lens']);
    expect(wordForms('glass', plurals).forms).toEqual(['glass']);
    // A slip of a plural is looked for as the plural typed right, with its singular, and told as the plural.
    expect(wordForms('gaksets', plurals)).toEqual({ forms: ['gasket'], categories: [], slip: true, told: ['gaskets'], wholeOnly: ['gasket'] });
    // A slip of a plural whose singular the catalogue holds is its singular's slip, whole; not a short word's ("hayes" is no "had").
    const skins = searchVocabulary(['door', 'skin', 'had'], []);
    expect(wordForms('sikns', skins)).toEqual({ forms: ['skin'], categories: [], slip: true, wholeOnly: ['skin'] });
    expect(wordForms('hayes', skins).slip).toBeUndefined();
    // A category named in the plural holds the singular typed, a plural in "ies" too: "battery" names
    // Batteries, as it does Battery Decals ("battery" showed the decals before the batteries).
    const named = searchVocabulary(['battery', 'decal', 'accessory', 'key'], ['Batteries', 'Battery Decals', 'NOS Dealer Accessories', 'Keys']);
    expect(wordForms('battery', named).categories).toEqual(['Batteries', 'Battery Decals']);
    expect(wordForms('accessory', named).categories).toEqual(['NOS Dealer Accessories']);
    expect(wordForms('key', named).categories).toEqual(['Keys']);
    // A section's name stands for its categories when no category's name holds the word.
    const sections = searchVocabulary(['visor'], ['Sun Visors', 'Headliners', 'Scripts', 'Emblems'], [
      { name: 'INTERIOR / SOFT TRIM', categories: ['Sun Visors', 'Headliners'] },
      { name: 'EMBLEMS & SCRIPTS', categories: ['Emblems', 'Scripts'] },
    ]);
    expect(wordForms('interior', sections)).toEqual({ forms: ['interior'], categories: ['Sun Visors', 'Headliners'] });
    expect(wordForms('scripts', sections)).toEqual({ forms: ['scripts'], categories: ['Scripts'] });
    // A category of another section naming the word does not stand for a section naming it: "trim" is
    // the Interior Trim and every category of MOLDINGS & BRIGHT TRIM.
    const trim = searchVocabulary([], ['Interior Trim', 'Sun Visors', 'Grilles', 'Body Side Moldings'], [
      { name: 'INTERIOR / SOFT TRIM', categories: ['Interior Trim', 'Sun Visors'] },
      { name: 'MOLDINGS & BRIGHT TRIM', categories: ['Grilles', 'Body Side Moldings'] },
    ]);
    expect(wordForms('trim', trim)).toEqual({ forms: ['trim'], categories: ['Interior Trim', 'Grilles', 'Body Side Moldings'] });
    // A word the vocabulary holds can still be looked for as a slip (when no part holds it any more).
    const renamed = searchVocabulary(['carburator', 'carburetor', 'kit'], ['Carburetor Kits']);
    expect(wordForms('carburator', renamed).forms).toEqual(['carburator']);
    expect(slipForms('carburator', renamed)).toEqual({ forms: ['carburetor'], categories: ['Carburetor Kits'], slip: true });
    expect(slipForms('xqzt', renamed)).toBeNull();
    expect(slipForms('1955', renamed)).toBeNull();
    // A short word held only inside other words and names is taken for the slip it is; one that starts a word is not.
    const fragments = searchVocabulary(['polished', 'oil', 'pump', 'headliner', 'line', 'panel', 'pan'], ['Cooling']);
    expect(wordForms('oli', fragments)).toEqual({ forms: ['oil'], categories: [], slip: true });
    expect(wordForms('pan', fragments).forms).toEqual(['pan']);
    expect(wordForms('pane', fragments).forms).toEqual(['pane']);
    expect(wordForms('liner', fragments).forms).toEqual(['liner']);
    expect(wordForms('cool', fragments)).toEqual({ forms: ['cool'], categories: ['Cooling'] });
    // Held only by chance and no slip of any word: no part holds it ("oil" in "coil" is no oil). The end
    // of a word made of catalogue words is no chance ("lamp" in "headlamp", "cap" in "Hubcaps").
    const compounds = searchVocabulary(['ignition', 'coil', 'coils', 'head', 'headlamp', 'bucket', 'hub', 'pigtails'], ['Hubcaps']);
    expect(wordForms('oil', compounds)).toEqual({ forms: [], categories: [] });
    expect(wordForms('tail', compounds)).toEqual({ forms: [], categories: [] });
    expect(wordForms('lamp', compounds).forms).toEqual(['lamp']);
    expect(wordForms('cap', compounds)).toEqual({ forms: ['cap'], categories: ['Hubcaps'] });
    // A figure is looked for as typed and as the number word the catalogue holds: "6" as "six".
    const figures = searchVocabulary(['six', 'deluxe', 'volt'], []);
    expect(wordForms('6', figures)).toEqual({ forms: ['6', 'six'], categories: [] });
    expect(wordForms('8', figures)).toEqual({ forms: ['8'], categories: [] });
    // A category's or section's name holds a word as its words do, never by chance inside one: "chrome"
    // is no word of "Synchromesh Parts", "ring" none of "Steering Parts" (nor of the STEERING section).
    const inside = searchVocabulary(['chrome', 'grille', 'ring', 'piston', 'synchro'], ['Synchromesh Parts', 'Steering Parts', 'Pistons & Rings', 'Hood Ornaments'], [
      { name: 'STEERING', categories: ['Steering Parts'] },
    ]);
    expect(wordForms('chrome', inside)).toEqual({ forms: ['chrome'], categories: [] });
    expect(wordForms('ring', inside)).toEqual({ forms: ['ring'], categories: ['Pistons & Rings'] });
    expect(wordForms('mesh', inside)).toEqual({ forms: ['mesh'], categories: ['Synchromesh Parts'] });
    expect(wordForms('hoodornament', inside)).toEqual({ forms: ['hoodornament'], categories: ['Hood Ornaments'] });
    expect(wordForms('eering', inside).categories).toEqual([]);
    // A compound's last word ends it, or its plural: "lamp" in "taillamps"; "oli" in the joined name words
    // "ornamentsolid" follows "ornaments" but ends nothing.
    const joined = searchVocabulary(['ornamentsolid', 'solid', 'oil', 'taillamps', 'tail'], ['Hood Ornaments']);
    expect(wordForms('oli', joined)).toEqual({ forms: ['oil'], categories: [], slip: true });
    expect(wordForms('lamp', joined).forms).toEqual(['lamp']);
    // The words of the categories' names are catalogue words, a slip of them too, though no part's text holds them.
    expect(slipForms('geneator', searchVocabulary(['regulator'], ['Generators & Regulators']))).toEqual({ forms: ['generators'], categories: ['Generators & Regulators'], slip: true });
    // "pseal" spans the end of one word and the start of the next ("cap", "seal"): a slip, not a word the catalogue holds.
    expect(wordForms('pseal', searchVocabulary(['cap', 'seal'], []))).toEqual({ forms: ['seal'], categories: [], slip: true });
  });

  it("takes a slip of a word restorers write for another as that word, and a slip of a word written the other way at its own distance", () => {
    const shop = searchVocabulary(['hood', 'hinge', 'speedometer', 'cable', 'antenna', 'taillamp', 'tailpipe', 'tail', 'lamp', 'bonneville'], ['Hood Ornaments', 'Tail Lamp Lenses']);
    // "bonet" is a letter short of the bonnet, which is the hood; the catalogue holds no "bonnet".
    expect(slipForms('bonet', shop)).toEqual({ forms: ['hood'], categories: ['Hood Ornaments'], slip: true, told: ['bonnet'] });
    expect(slipForms('spedo', shop)).toEqual({ forms: ['speedo'], categories: [], slip: true, told: ['speedo'] });
    expect(slipForms('aireal', shop)).toEqual({ forms: ['antenna'], categories: [], slip: true, told: ['aerial'] });
    // A car's nickname too: "bonie" is the Bonnie, the Bonneville.
    expect(slipForms('bonie', shop)?.forms).toEqual(['bonneville']);
    // "tailite" is two slips from "tailpipe" as typed, one from "taillamp" written as a lamp: the closer is meant.
    expect(slipForms('tailite', shop)).toEqual({ forms: ['taillamp'], categories: ['Tail Lamp Lenses'], slip: true, told: ['taillight'] });
    // Of those as close, the longer: "trany" drops a letter of the tranny (the transmission), not one too many of the tray.
    expect(slipForms('trany', searchVocabulary(['tray', 'transmission'], []))).toEqual({ forms: ['transmission'], categories: [], slip: true, told: ['tranny'] });
    // The catalogue's own word first, of those as close: "hnge" is the hinge.
    expect(slipForms('hnge', shop)?.forms).toEqual(['hinge']);
    // A word meant for a part the catalogue lacks is no slip of it: nothing to look for.
    expect(slipForms('bonet', searchVocabulary(['bolt', 'cable'], []))).toBeNull();
  });

  it('never takes a word of the language for a slip: typed as meant, it names a part the catalogue lacks', () => {
    const terms = ['fisher', 'fitted', 'dealer', 'hingepin', 'water', 'coil', 'brake', 'pedal'];
    const withoutWords = searchVocabulary(terms, []);
    const withWords = searchVocabulary(terms, [], [], [], new Set(['filter', 'heater', 'kingpin', 'washer', 'oil', 'break', 'petal']));
    expect(slipForms('filter', withoutWords)?.forms).toEqual(['fisher', 'fitted']);
    for (const word of ['filter', 'heater', 'kingpin', 'washer']) {
      expect(slipForms(word, withWords), word).toBeNull();
      expect(wordForms(word, withWords), word).toEqual({ forms: [word], categories: [] });
    }
    // Held only inside "coil" and a word of its own: no part holds it, and it is no slip either.
    expect(wordForms('oil', withWords)).toEqual({ forms: [], categories: [] });
    // A slip that is no word is forgiven as before; the slips that are words are other names.
    expect(wordForms('wateer', withWords)).toEqual({ forms: ['water'], categories: [], slip: true });
    expect(wordForms('break', withWords).forms).toEqual(['brake']);
    expect(wordForms('petal', withWords).forms).toEqual(['pedal']);
    // One a keystroke from a catalogue word, its first letter kept, offers that word without looking for it.
    const offering = searchVocabulary(['lamp', 'hood', 'valve', 'strip', 'all'], [], [], [], new Set(['lamb', 'hook', 'value', 'strap', 'ball', 'filter']));
    expect(wordForms('lamb', offering)).toEqual({ forms: ['lamb'], categories: [], suggested: ['lamp'] });
    expect(suggestedTerms('hook', offering)).toEqual(['hood']);
    expect(suggestedTerms('value', offering)).toEqual(['valve']);
    expect(suggestedTerms('strap', offering)).toEqual(['strip']);
    // "all" is a keystroke from "ball", but not with its first letter; "filter" is two from anything; "lamp" is held.
    for (const word of ['ball', 'filter', 'lamp', 'lmap']) expect(suggestedTerms(word, offering), word).toEqual([]);
    expect(wordForms('lmap', offering)).toEqual({ forms: ['lamp'], categories: [], slip: true });
    // A word whose other name is known is no slip, though the catalogue lacks the part: "tyre" is a tire.
    const typing = searchVocabulary(['type', 'lamp'], []);
    expect(wordForms('tyre', typing)).toEqual({ forms: ['tyre'], categories: [] });
    expect(wordForms('tyep', typing)).toEqual({ forms: ['type'], categories: [], slip: true });
    expect(slipForms('tyre', typing)).toBeNull();
    // A name for another part is looked for as itself only where the catalogue has it as a word of its own.
    const names = searchVocabulary(['position', 'gasket', 'fuel', 'pump', 'rubber', 'seal'], ['Gaskets & Seals', 'Fuel Pumps']);
    expect(wordForms('posi', names)).toEqual({ forms: [], categories: [] });
    expect(wordForms('gas', names)).toEqual({ forms: ['fuel'], categories: ['Fuel Pumps'] });
    expect(wordForms('rubber', names).forms).toEqual(['rubber', 'seal']);
    // Held as itself, it is that word whole: "gas" of "Gas Cap" is no start of "gasket".
    const capped = searchVocabulary(['gas', 'cap', 'gasket', 'fuel', 'door'], []);
    expect(wordForms('gas', capped)).toEqual({ forms: ['gas', 'fuel'], categories: [], wholeOnly: ['gas'] });
    expect(holdsWord(wordsText('Headlamp Door, with its gasket'), formsPatterns(wordForms('gas', capped), (form, whole) => wordPatterns(form, capped, whole)), [])).toBe(false);
    expect(holdsWord(wordsText('Gas Cap'), formsPatterns(wordForms('gas', capped), (form, whole) => wordPatterns(form, capped, whole)), [])).toBe(true);
  });

  it('reads the shorthand restorers type as its word, never as the start of another or as a slip', () => {
    const vocabulary = searchVocabulary(['carburetor', 'carbon', 'brush', 'brake', 'brkt', 'drum', 'wheel', 'whel', 'cylinder', 'ignition', 'signal'], ['Carburetor Kits']);
    // "carb" is the carburetor, not the start of "carbon"; "carbs" too, where it found nothing.
    for (const typed of ['carb', 'carbs']) expect(wordForms(typed, vocabulary), typed).toEqual({ forms: ['carburetor'], categories: ['Carburetor Kits'] });
    // "brk" is the brake, not a slip of the catalogue's "brkt"; "whl" the wheel.
    expect(wordForms('brk', vocabulary).forms).toEqual(['brake']);
    expect(wordForms('whl', vocabulary).forms).toEqual(['wheel']);
    expect(wordForms('ign', vocabulary).forms).toEqual(['ignition']);
    // Never the other way: "wheel" is not looked for as "whl", and a slip is never read as shorthand ("whel" here is a word of the catalogue).
    expect(interchangedForms('wheel')).toEqual([]);
    expect(slipForms('brkk', vocabulary)?.forms).toEqual(['brkt']);
    // Held as a word of the catalogue's own, the shorthand is that word whole too.
    const written = searchVocabulary(['carb', 'carburetor', 'carbon', 'kit'], []);
    expect(wordForms('carb', written)).toEqual({ forms: ['carb', 'carburetor'], categories: [], wholeOnly: ['carb'] });
  });

  it('never reads a word of the language as a verb of a listing\'s sentences: "map" is no "may"', () => {
    const vocabulary = searchVocabulary(['may', 'mat', 'lamp', 'show', 'wear'], [], [], [], new Set(['map', 'may', 'mat']));
    expect(suggestedTerms('map', vocabulary)).toEqual(['mat']);
    expect(keywordWords('lamp that may fit').map((word) => word.compact)).toEqual(['lamp']);
  });

  it('reads a slipped word, or one held only inside the catalogue\'s words, and the next as one where together they are (a slip of) one catalogue word and the first alone is not', () => {
    const vocabulary = searchVocabulary(['weatherstrip', 'water', 'strip', 'door', 'bonneville', 'bonnevilletail', 'tail', 'lens'], []);
    const read = (q: string) => joinedSlips(keywordWords(q), vocabulary).map((word) => word.typed);
    expect(read('door wether strip')).toEqual(['door', 'wether strip']);
    // A word the catalogue holds only inside its words, and the next making one of them, are that word.
    expect(read('weather strip')).toEqual(['weather strip']);
    expect(read('door weather strip bonne ville')).toEqual(['door', 'weather strip', 'bonne ville']);
    // A word of its own, or one a slip from a word of its own, stays as typed.
    expect(read('water strip')).toEqual(['water', 'strip']);
    expect(read('weath strip')).toEqual(['weath', 'strip']);
    expect(read('bonnevile tail lens')).toEqual(['bonnevile', 'tail', 'lens']);
    expect(read('1955 wether strip')).toEqual(['1955', 'wether strip']);
    expect(read('wether')).toEqual(['wether']);
    // A catalogue word (or one written for another) and a figure written together are the two words.
    const engines = searchVocabulary(['straight', 'eight', 'head', 'head8', 'gasket', 'v8'], []);
    const compacts = (q: string) => joinedSlips(keywordWords(q), engines).map((word) => word.compact);
    expect(compacts('straight8 head gasket')).toEqual(['straight8', 'head', 'gasket']);
    expect(compacts('inline6 pump')).toEqual(['straight6', 'pump']);
    // A straight engine alone is its words: the parts saying so.
    expect(compacts('inline6')).toEqual(['inline', '6']);
    expect(compacts('the straight eight')).toEqual(['straight', 'eight']);
    // A word the catalogue holds, a letter and a figure, or a word no part holds stays as typed.
    expect(compacts('v8 gasket')).toEqual(['v8', 'gasket']);
    expect(compacts('head8')).toEqual(['head8']);
    // Nor does a figure no word is written as: "head5" may be a part number.
    expect(compacts('head5')).toEqual(['head5']);
    expect(compacts('xqzt8')).toEqual(['xqzt8']);
  });

  it("reads a model's name as the years of its models, first to last, and no other word as any", () => {
    const models = [
      { name: 'Streamliner', yearStart: 1942, yearEnd: 1951 },
      { name: 'Star Chief', yearStart: 1954, yearEnd: 1960 },
      { name: 'Super Chief', yearStart: 1957, yearEnd: 1958 },
      { name: 'Chieftain', yearStart: 1949, yearEnd: 1954 },
      { name: 'Chieftain', yearStart: 1955, yearEnd: 1958 },
    ];
    const vocabulary = searchVocabulary(['door', 'handle', 'chief'], [], [], ['Pontiac', ...models.map((model) => model.name)], undefined, undefined, models);
    const years = (q: string) => yearsNamedBy(keywordWords(q).map((word) => ({ word, forms: [word.compact, ...interchangedForms(word.compact)] })), vocabulary);
    expect(years('streamliner door handle')).toEqual([{ first: 1942, last: 1951 }]);
    // Cut short, as namesTheCar reads it; a word of two models, both; two names of one model, once.
    expect(years('streamline door handle')).toEqual([{ first: 1942, last: 1951 }]);
    expect(years('chief grille')).toEqual([{ first: 1954, last: 1960 }]);
    expect(years('chieftain grille')).toEqual([{ first: 1949, last: 1958 }]);
    // A year typed says more than a model's span; a make, and a word read as another name ("indian": the Chief's head), name none.
    expect(years('1941 chieftain horn')).toEqual([{ first: 1941, last: 1941 }]);
    // Of the years typed, a span holding another is left out: the Wide-Track's 1959-1960 beside 1959; apart, both.
    expect(years('1959 wide track horn')).toEqual([{ first: 1959, last: 1959 }]);
    expect(years('wide track horn')).toEqual([{ first: 1959, last: 1960 }]);
    expect(years('1941 or 1955-57 horn')).toEqual([{ first: 1941, last: 1941 }, { first: 1955, last: 1957 }]);
    expect(years('pontiac horn')).toEqual([]);
    expect(years('indian head')).toEqual([]);
    // The Silver Streak's years, though no model is named so; an engine's not beside a year none of them meets.
    expect(years('silver streak hood ornament')).toEqual([{ first: 1935, last: 1956 }]);
    expect(years('1931 v8 water pump')).toEqual([{ first: 1931, last: 1931 }]);
    expect(years('1957 v8 water pump')).toEqual([{ first: 1957, last: 1957 }]);
    expect(years('v8 water pump')).toEqual([{ first: 1955, last: 1966 }]);
  });

  it("leaves out of a near miss's ranks a count of cylinders naming cars of other years than those typed", () => {
    const spans = { 'Six (Series 6-27)': [1926, 1927], 'De Luxe Six': [1935, 1940], 'De Luxe Eight': [1935, 1940], Chieftain: [1949, 1958] };
    const models = Object.entries(spans).map(([name, [yearStart, yearEnd]]) => ({ name, yearStart: yearStart!, yearEnd: yearEnd! }));
    const vocabulary = searchVocabulary(['points', 'horn', 'head', 'gasket'], [], [], ['Pontiac', ...models.map((model) => model.name)], undefined, undefined, models);
    const otherYears = (q: string) => carNamesOfOtherYears(keywordWords(q).map((word) => ({ word, forms: [word.compact, ...interchangedForms(word.compact)] })), vocabulary).map((match) => match.word.compact);
    // The "6" of a 1947 is its engine: no Six of the shop's models was made in 1947.
    expect(otherYears('points 1947 pontiac 6')).toEqual(['6']);
    expect(otherYears('1950 straight 8 head gasket')).toEqual(['straight8']);
    // A model's own name is not: "1941 chieftain" may be a slip of the year as well as of the model.
    expect(otherYears('1941 chieftain horn')).toEqual([]);
    // A model of those years, or no year typed, or an engine's years alone: none left out.
    expect(otherYears('points 1938 pontiac 6')).toEqual([]);
    expect(otherYears('points 1930s six')).toEqual([]);
    expect(otherYears('chieftain horn')).toEqual([]);
    expect(otherYears('389 chieftain horn')).toEqual([]);
  });

  it("takes a number of three figures in a car's name for the car's, and a number typed with marks for its figures apart", () => {
    const vocabulary = searchVocabulary(['quality', 'emblem'], [], [], ['Pontiac', 'Quality 115', 'Six (Series 6-27)']);
    expect(namesTheCar({ typed: '115', compact: '115' }, ['115'], vocabulary)).toBe(true);
    expect(carWordsAround({ typed: '115', compact: '115' }, ['115'], vocabulary)).toEqual([]);
    // A count of cylinders names the car as its number word does: a "six cylinder" is a Six.
    const sixes = searchVocabulary(['gasket'], [], [], ['Pontiac', 'Six (Series 6-27)', 'De Luxe Six']);
    expect(namesTheCar({ typed: 'six cylinder', compact: 'sixcylinder' }, ['six'], sixes)).toBe(true);
    expect(namesTheCar({ typed: '6 cyl', compact: '6cyl' }, ['six'], sixes)).toBe(true);
    // So does a straight engine: the straight six is a Six's.
    expect(namesTheCar({ typed: 'straight 6', compact: 'straight6' }, ['straight6', 'six'], sixes)).toBe(true);
    // A figure with its measure is a size, not the car: the 6 of "6 volt".
    const [sixVolt] = keywordWords('6 volt horn');
    expect(namesTheCar(sixVolt!, ['6', 'six'], sixes)).toBe(false);
    expect(namesTheCar(keywordWords('deluxe 6 horn')[1]!, ['6', 'six'], sixes)).toBe(true);
    // "De Luxe" typed apart is one word naming the car.
    const [deLuxe] = keywordWords('de luxe');
    expect(namesTheCar(deLuxe!, [deLuxe!.compact], sixes)).toBe(true);
    // Two figures are a number of their own, not the car's.
    expect(namesTheCar({ typed: '27', compact: '27' }, ['27'], vocabulary)).toBe(false);
    expect(figuresApart({ typed: '6-27', compact: '627' })).toEqual([' 6 27 ']);
    expect(figuresApart({ typed: '977-5196', compact: '9775196' })).toEqual([' 977 5196 ']);
    expect(figuresApart({ typed: '627', compact: '627' })).toEqual([]);
    expect(figuresApart({ typed: 'v-8', compact: 'v8' })).toEqual([]);
    // A car's word with its last letter left off names the car; a shorter start of one does not.
    const streamliner = searchVocabulary(['streamline', 'vent'], [], [], ['Streamliner', 'Ventura']);
    expect(namesTheCar({ typed: 'streamline', compact: 'streamline' }, ['streamline'], streamliner)).toBe(true);
    expect(namesTheCar({ typed: 'ventur', compact: 'ventur' }, ['ventur'], streamliner)).toBe(true);
    expect(namesTheCar({ typed: 'vent', compact: 'vent' }, ['vent'], streamliner)).toBe(false);
  });

  it('reads two words as the other name they make when one of them is taken for its slip: "windshild gasket" is the windshield gasket', () => {
    const vocabulary = searchVocabulary(['windshield', 'gasket', 'rubber', 'channel', 'vent', 'window', 'rocker', 'cover'], []);
    const read = (q: string) => joinedSlips(keywordWords(q), vocabulary);
    expect(read('windshild gasket')).toEqual([{ typed: 'windshild gasket', compact: 'windshieldgasket', meant: 'windshield gasket' }]);
    expect(read('windshield gaskett 1955').map((word) => word.compact)).toEqual(['windshieldgasket', '1955']);
    expect(read('wing windw').map((word) => word.compact)).toEqual(['wingwindow']);
    expect(read('rocker arm covr gasket').map((word) => word.compact)).toEqual(['rockerarmcover', 'gasket']);
    // A slip of a word whose other name starts a phrase: the windscreen is the windshield.
    expect(read('windscren gasket')).toEqual([{ typed: 'windscren gasket', compact: 'windshieldgasket', meant: 'windscreen gasket' }]);
    expect(read('rocker arm covr gasket')[0]!.meant).toBe('rocker arm cover');
    expect(read('windscreen gaskit').map((word) => word.compact)).toEqual(['windshieldgasket']);
    // Two words of the catalogue's own make no phrase that is not one; nor does a slip of neither.
    expect(read('windshield channel').map((word) => word.compact)).toEqual(['windshield', 'channel']);
    expect(read('windshild channel').map((word) => word.compact)).toEqual(['windshild', 'channel']);
  });

  it('takes a word for the slip of a catalogue word written the other way, and tells it as typed: "tailight" is the taillight, "taillamp" to the catalogue', () => {
    const vocabulary = searchVocabulary(['taillamp', 'tail', 'lamp', 'lens', 'headlamp'], []);
    expect(slipForms('tailight', vocabulary)).toEqual({ forms: ['taillamp'], categories: [], slip: true, told: ['taillight'] });
    // A slip of the word as typed is told as the catalogue writes it.
    expect(slipForms('taillmap', vocabulary)).toEqual({ forms: ['taillamp'], categories: [], slip: true });
    expect(wordForms('tailight', vocabulary)).toMatchObject({ forms: ['taillamp'], told: ['taillight'] });
  });

  it("holds a word of the part only outside the car names that hold it as a word or its start: no vent window in every Ventura", () => {
    const vocabulary = searchVocabulary(['brake', 'line', 'streamliner', 'vent', 'ventura', 'star', 'chief'], [], [], ['Pontiac', 'Streamliner', 'Ventura', 'Star Chief', 'All-American Six']);
    const [line, vent, chief, can] = keywordWords('line vent chief can');
    // "line" is no word of "Streamliner" at all (wordPatterns): nothing to leave out.
    expect(carWordsAround(line!, ['line', 'lines'], vocabulary)).toEqual([]);
    expect(carWordsAround(vent!, ['vent'], vocabulary)).toEqual(['ventura']);
    // A word naming the car is the car's, wherever it stands ("chief" in "Star Chief"); "indian", another
    // name for the Chief's head, names the part.
    expect(carWordsAround(chief!, ['chief'], vocabulary)).toEqual([]);
    const [indian] = keywordWords('indian');
    expect(namesTheCar(indian!, ['chief'], vocabulary)).toBe(false);
    expect(carWordsAround(indian!, ['chief'], vocabulary)).toEqual(['star chief']);
    // An owner's name for the car names the car.
    const [bonnie] = keywordWords('bonnie');
    expect(namesTheCar(bonnie!, ['bonneville'], vocabulary)).toBe(true);
    expect(interchangedForms('bonnie')).toEqual(['bonneville']);
    // Only as a word of the name or its start: "can" is none of "All-American Six"'s; "american" is.
    expect(carWordsAround(can!, ['can'], vocabulary)).toEqual([]);
    const [oak] = keywordWords('oak');
    expect(carWordsAround(oak!, ['oak'], searchVocabulary(['oak'], [], [], ['Oakland', 'Oakland Six']))).toEqual(['oakland six', 'oakland']);
    // Two or more words of a car's name typed as one name it: "deluxe" is no part word inside "deluxesix",
    // nor "allamerican" inside "allamericansix". A make list's makes are names of their own.
    const deluxe = searchVocabulary(['door', 'deluxe'], [], [], ['De Luxe Six', 'All-American Six', 'Pontiac, Oakland']);
    for (const typed of ['deluxe', 'allamerican', 'luxesix']) {
      const [word] = keywordWords(typed);
      expect(namesTheCar(word!, [typed], deluxe), typed).toBe(true);
      expect(carWordsAround(word!, [typed], deluxe), typed).toEqual([]);
    }
    expect(deluxe.carWords.has('pontiacoakland')).toBe(false);
    // A number with a mark between its figures is its figures run together, as typed words are: "6-28" is "628".
    expect(searchVocabulary([], [], [], ['Six (Series 6-28)']).carWords.has('628')).toBe(true);
    // A word of where the part sits narrows it as the car's words do; a part's own word does not.
    for (const typed of ['rear', 'lh', 'front', 'passenger']) {
      const [word] = keywordWords(typed);
      expect(narrowsThePart(word!, wordForms(word!.compact, deluxe).forms, deluxe), typed).toBe(true);
    }
    const [door] = keywordWords('door');
    expect(narrowsThePart(door!, ['door'], deluxe)).toBe(false);
    // Beside a word naming the part, so do the words of how it is sold; alone beside the car's, they name the part.
    const looks = (typed: string) => keywordWords(typed).map((word) => ({ word, forms: wordForms(word.compact, deluxe).forms }));
    const narrowing = (typed: string) => narrowingWords(looks(typed), deluxe).map((look) => look.word.compact);
    expect(narrowing('water pump rebuild kit')).toEqual(['rebuild', 'kit']);
    expect(narrowing('rebuilt rear door set deluxe')).toEqual(['rebuilt', 'rear', 'set', 'deluxe']);
    expect(narrowing('deluxe kit')).toEqual(['deluxe']);
    expect(narrowing('overhaul kit')).toEqual([]);
    expect(narrowing('clock repair')).toEqual(['repair']);
    // So do the words of what works it; alone, "power" names the part.
    expect(narrowing('power antenna')).toEqual(['power']);
    expect(narrowing('electric fuel pump')).toEqual(['electric']);
    expect(narrowing('power')).toEqual([]);
    // So do the words of what comes with it; alone, they name the part.
    expect(narrowing('headlight switch with knob')).toEqual(['knob']);
    expect(narrowing('kit with gaskets')).toEqual([]);
    // A name holding the last word naming the part says it is that thing when its head is the word's, or when
    // it goes on only with how it is sold, what comes with it or a size; not with another thing's word.
    const ornament = namedThing([{ whole: [' hood ornament '] }, { whole: [' ornament ', ' ornaments '] }])!;
    expect(ornament.heads).toEqual(['ornament', 'ornaments']);
    const goesOn = (name: string) => new RegExp(ornament.goesOn).test(wordsText(name));
    expect(['Hood Ornament Lens', 'Hood Ornament Base Gasket, 1950 Pontiac'].map(goesOn)).toEqual([true, true]);
    expect(['Hood Ornament', 'Hood Ornament Rebuild Kit', 'Hood Ornament with Lens', 'Hood Ornament Assortment', 'Hood Ornament 100%'].map(goesOn)).toEqual([false, false, false, false, false]);
    expect(namedThing([{ whole: [' gasket '] }, { whole: [] }])).toBeUndefined();
    // Another of the word's own forms goes on naming it: Tri-Power is the carburetors, and its kit is theirs.
    const triPower = namedThing([{ whole: [' tri power ', ' carburetor '] }])!;
    const triPowerGoesOn = (name: string) => new RegExp(triPower.goesOn).test(wordsText(name));
    expect(['Tri-Power Carburetor Rebuild Kit', 'Carburetor Rebuild Kit', 'Tri-Power Linkage Clip Set'].map(triPowerGoesOn)).toEqual([false, false, true]);
    // Of those, the words of the part's condition, which a near miss leaves out once it shows the parts holding the words naming the part.
    expect(narrowingWords(looks('nos repro hood ornament rebuilt set'), deluxe).filter(saysCondition).map((look) => look.word.compact)).toEqual(['nos', 'repro']);
    expect(narrowingWords(looks('new old stock hood ornament'), deluxe).filter(saysCondition).map((look) => look.word.compact)).toEqual(['newoldstock']);
    // GM, the maker of every car of the shop, says the part is its own, not what it is.
    expect(narrowingWords(looks('gm hood ornament'), deluxe).filter(saysCondition).map((look) => look.word.compact)).toEqual(['gm']);
    expect(narrowing('headliner 4 door')).toEqual(['4door']);
    // A measure after a number says the part's size, beside a word naming the part: the generator's volts.
    expect(narrowing('generator 6 volt')).toEqual(['6', 'volt']);
    expect(narrowing('12 volt conversion')).toEqual(['12', 'volt']);
    expect(narrowing('6 volt')).toEqual(['6']);
    // A body style by its doors, typed any way, is one word naming the car, looked for written out too.
    expect(narrowing('1952 deluxe 2 dr sedan door seal')).toEqual(['1952', 'deluxe', '2dr', 'sedan']);
    for (const typed of ['2 dr', '2dr', '2-door']) expect(interchangedForms(keywordWords(`${typed} seal`)[0]!.compact), typed).toEqual(['twodoor']);
    expect(interchangedForms(keywordWords('two door seal')[0]!.compact)).toEqual(['2door']);
    expect(interchangedForms('4dr')).toEqual(['fourdoor']);
    expect(interchangedForms('pont')).toEqual(['pontiac']);
    // The hood's release or catch is its latch.
    expect(interchangedForms(keywordWords('hood release')[0]!.compact)).toEqual(['hoodlatch']);
    // A grille written as the cook's grill, a word of the language: "grills" found nothing.
    expect(['grill', 'grills'].map(interchangedForms)).toEqual([['grille'], ['grilles']]);
    // The front parking lamp of a car with turn signals is its turn signal, or blinker, lamp.
    for (const typed of ['turn signal lens', 'blinker lens']) expect(interchangedForms(keywordWords(typed)[0]!.compact), typed).toEqual(['parkinglamplens']);
    // A wire harness is the wiring harness, a parcel shelf the package tray.
    for (const typed of ['wire harness', 'wire harnesses']) expect(interchangedForms(keywordWords(typed)[0]!.compact), typed).toEqual(['wiringharness']);
    expect(interchangedForms(keywordWords('parcel shelf')[0]!.compact)).toEqual(['packagetray']);
    // The signal-seeking radio by its trade name.
    for (const typed of ['signal-seeking', 'wonderbar', 'wonder bar']) expect(interchangedForms(keywordWords(typed)[0]!.compact), typed).toEqual(['radio']);
    // So are the makers of the period's parts, by the part each is known for.
    expect(['trico', 'klaxon', 'motorola', 'stewart warner', 'wagner'].map((typed) => interchangedForms(keywordWords(typed)[0]!.compact))).toEqual([['wiper'], ['horn'], ['radio'], ['gauge'], ['brake']]);
    expect(interchangedForms('harrison')).toEqual(['radiator', 'heater']);
    // A word only another name of another typed word, or a slip of it, is that word: one word naming the part.
    const typedAs = (compact: string, forms: string[]) => ({ word: { compact }, forms });
    expect(withoutOtherNamesOfEach([typedAs('motorola', ['radio']), typedAs('radio', ['radio'])]).map((match) => match.word.compact)).toEqual(['radio']);
    expect(withoutOtherNamesOfEach([typedAs('gas', ['fuel']), typedAs('petrol', ['fuel'])]).map((match) => match.word.compact)).toEqual(['gas']);
    expect(withoutOtherNamesOfEach([typedAs('light', ['light', 'lamp']), typedAs('lamp', ['lamp'])]).map((match) => match.word.compact)).toEqual(['light', 'lamp']);
    // A plural beside its singular is a word of its own: "star chief stars" are the stars.
    expect(withoutOtherNamesOfEach([typedAs('star', ['star']), typedAs('chief', ['chief']), typedAs('stars', ['star'])]).map((match) => match.word.compact)).toEqual(['star', 'chief', 'stars']);
    // The generator's cutout is the first unit of its voltage regulator, typed as one word, two or with a hyphen.
    for (const typed of ['cutout', 'cut out', 'cut-out', 'cutout relay']) expect(interchangedForms(keywordWords(`${typed} 1930`)[0]!.compact), typed).toEqual(['voltageregulator']);
    // The Silver Streak, typed as two words or with a hyphen, is one word naming the car.
    expect(keywordWords('1948 Silver Streak dash clock').map((word) => word.compact)).toEqual(['1948', 'silverstreak', 'dash', 'clock']);
    expect(narrowing('1948 silver-streak dash clock')).toEqual(['1948', 'silverstreak']);
    // A figure for the number word of a car's name names the car: "6" is the Six.
    const [six] = keywordWords('6');
    expect(namesTheCar(six!, ['6', 'six'], deluxe)).toBe(true);
    // No car is named in the plural: "stars" names the part, "star" the Star Chief.
    const stars = searchVocabulary(['star', 'stars', 'chief'], [], [], ['Star Chief']);
    expect(namesTheCar(keywordWords('stars')[0]!, ['star'], stars)).toBe(false);
    expect(namesTheCar(keywordWords('star')[0]!, ['star'], stars)).toBe(true);
    // A letter or two is a word of its own, not taken out of the cars' names.
    const [v] = keywordWords('v');
    expect(carWordsAround(v!, ['v'], vocabulary)).toEqual([]);
    const lines = wordPatterns('line', vocabulary);
    expect(holdsWord(' brake hose set pontiac streamliner ', lines, [])).toBe(false);
    expect(holdsWord(' brake hose set lines pontiac streamliner ', lines, [])).toBe(true);
    expect(holdsWord(' brake shoe set relined shoes ', lines, [])).toBe(false);
    expect(holdsWord(' vent window seal pontiac ventura ', [' vent'], ['ventura'])).toBe(true);
    expect(holdsWord(' trunk lid seal pontiac ventura ', [' vent'], ['ventura'])).toBe(false);
    expect(holdsWord(' chief head hood ornament pontiac star chief ', [' chief'], ['star chief'])).toBe(true);
    expect(holdsWord(' headliner pontiac star chief ', [' chief'], ['star chief'])).toBe(false);
    expect(holdsWord(' hood ', lines, [])).toBe(false);
  });

  it('reads a word typed as one across the words the texts hold as words, never those they hold only written apart', () => {
    // "Safe-T-Track Clutch Pack": its name's neighbouring words joined ("safet", "ttrack") are terms written
    // apart; "rack" a word of another part. Read as "safet track" or "safe ttrack", "safettrack" was read
    // four ways before "safe t track", which MAX_SPLITS then left out: "posi" found nothing.
    const vocabulary = searchVocabulary(['safe', 'track', 'clutch', 'pack', 'safettrack', 'safet', 'ttrack', 'trackclutch', 'clutchpack', 'rack', 'luggage'], [], [], [], new Set(), new Set(['safettrack', 'safet', 'ttrack', 'trackclutch', 'clutchpack']));
    const patterns = wordPatterns('safettrack', vocabulary);
    expect(patterns).toContain(' safe t track');
    expect(patterns.filter((pattern) => pattern.includes('safet ') || pattern.includes(' ttrack'))).toEqual([]);
    expect(holdsWord(wordsText('Safe-T-Track Clutch Pack'), patterns, [])).toBe(true);
  });

  it('finds a word from the start of a word of a text, across its words when typed as one, or ending a word the texts hold; never by chance inside one', () => {
    const vocabulary = searchVocabulary(
      ['tie', 'rod', 'rods', 'reproduction', 'ride', 'master', 'hood', 'ornament', 'head', 'headlamp', 'spotlight', 'coil', 'volt', 'safettrack', 'safe', 'track', 'streamliner', 'liner', 'headliner'].concat(
        ['steering', 'ring', 'tail', 'lamp', 'lens', 'taillamp', 'lamplens', 'sealtaillamp', 'seal', 'gasket', 'set', 'sets', 'setting', 'plate', 'plated', 'mounts', 'mounting'],
      ),
      [],
      [],
      ['Streamliner'],
      new Set(),
      new Set(['safettrack', 'taillamp', 'lamplens', 'sealtaillamp']),
    );
    const holds = (text: string, form: string) => holdsWord(wordsText(text), wordPatterns(form, vocabulary), []);
    expect(holds('Tie Rod End', 'rod')).toBe(true);
    expect(holds('Tie Rods', 'rod')).toBe(true);
    expect(holds('Reproduction made to the original', 'rod')).toBe(false);
    expect(holds('Distributor Cap and Rotor', 'pan')).toBe(false);
    // Typed as one for words written apart, the last one begun.
    expect(holds('Ride-Master Shock', 'ridemaster')).toBe(true);
    expect(holds('Chief Hood Ornament', 'hoodorn')).toBe(true);
    expect(holds('Safe-T-Track Clutch Pack', 'safettrack')).toBe(true);
    expect(holds('A 6-volt coil', '6volt')).toBe(true);
    expect(holds('Fits the V-8', 'v8')).toBe(true);
    // A number of one or two digits whole; a longer one from its start (a part number).
    expect(holds('For the 4-door sedan', '4')).toBe(true);
    expect(holds('Pontiac Six (Series 402)', '4')).toBe(false);
    expect(holds('Part 977-5196', '977')).toBe(true);
    expect(holds('Part 977-5196', '5196')).toBe(true);
    expect(holds('Part 9775196', '97751')).toBe(true);
    // Ending a word the texts hold: a word of five letters or more after any letters, a shorter one after
    // a catalogue word ("lamp" of "headlamp"), never after a letter or two ("oil" of "coil", "ring" of
    // "steering"); never a car's name.
    expect(holds('Headlamp Door', 'lamp')).toBe(true);
    expect(holds('Accessory Spotlight', 'light')).toBe(true);
    expect(holds('Ignition Coil', 'oil')).toBe(false);
    expect(holds('Steering Wheel', 'ring')).toBe(false);
    expect(holds('Headliner', 'liner')).toBe(true);
    expect(holds('Trunk Seal, Pontiac Streamliner', 'liner')).toBe(false);
    expect(wordPatterns('ridemaster', vocabulary)).toEqual([' ridemaster', ' ride master']);
    expect(wordPatterns('light', vocabulary)).toEqual([' light', ' spotlight']);
    // A name's two words joined ("taillamp" of "Tail Lamp Lens", "lamplens") are in no text as one word:
    // no end of one is looked for.
    expect(wordPatterns('lamp', vocabulary)).toEqual([' lamp', ' headlamp']);
    expect(wordPatterns('lens', vocabulary)).toEqual([' lens']);
    expect(wordPatterns('taillamp', vocabulary)).toEqual([' taillamp', ' tail lamp']);
    // A set is a word of its own or its plural, never the start of "setting".
    expect(holds('Gasket Set, 6 pieces', 'set')).toBe(true);
    expect(holds('Sets of four', 'set')).toBe(true);
    expect(holds('Windshield setting channel', 'set')).toBe(false);
    // So are a plate and a mount: no "chrome plated" ornament is a plate, no "mounting" stud a mount.
    expect(holds('Door Sill Plate', 'plate')).toBe(true);
    expect(holds('Triple plated chrome', 'plate')).toBe(false);
    expect(holds('Engine Mounts, pair', 'mount')).toBe(true);
    expect(holds('With mounting studs', 'mount')).toBe(false);
    // Only the spellings some text holds are looked for: no text says "plates", nor "mount" alone.
    expect(wordPatterns('set', vocabulary)).toEqual([' set ', ' sets ']);
    expect(wordPatterns('plate', vocabulary)).toEqual([' plate ']);
    expect(wordPatterns('mount', vocabulary)).toEqual([' mounts ']);
  });

  it('finds a plural typed as its singular or plural whole, never as the start of a longer word: "stars" are no starter motors, "pans" no door panels', () => {
    // The vocabulary holds every word of the texts (the spellings looked for are those it holds).
    const vocabulary = searchVocabulary(['star', 'stars', 'starter', 'chief', 'side', 'floor', 'pan', 'panel', 'seal', 'seals', 'sealed', 'beam', 'head', 'headlamp', 'lamp', 'lamps', 'tail', 'lens', 'lenses'], ['Starters', 'Star Chief Stars', 'Headlamps', 'Door Panels']);
    const patterns = (typed: string) => formsPatterns(wordForms(typed, vocabulary), (form, whole) => wordPatterns(form, vocabulary, whole));
    const holds = (text: string, typed: string) => holdsWord(wordsText(text), patterns(typed), []);
    // So are the categories' names: "stars" is no word of "Starters", "pans" none of "Door Panels"; "lamps" ends "Headlamps".
    expect(wordForms('stars', vocabulary)).toEqual({ forms: ['star'], categories: ['Star Chief Stars'], wholeOnly: ['star'] });
    expect(wordForms('pans', vocabulary)).toEqual({ forms: ['pan'], categories: [], wholeOnly: ['pan'] });
    expect(wordForms('lamps', vocabulary)).toEqual({ forms: ['lamp'], categories: ['Headlamps'], wholeOnly: ['lamp'] });
    expect(wordForms('star', vocabulary).categories).toEqual(['Starters', 'Star Chief Stars']);
    // Words of a name run together are whole too: "runningboards" is the Running Boards.
    const boards = searchVocabulary(['running', 'board', 'boards', 'runningboard', 'cover'], ['Running Boards']);
    expect(wordForms('runningboards', boards)).toEqual({ forms: ['runningboard'], categories: ['Running Boards'], wholeOnly: ['runningboard'] });
    expect(patterns('stars')).toEqual([' star ', ' stars ']);
    expect(holds('Star Chief Side Stars', 'stars')).toBe(true);
    expect(holds('Side Star', 'stars')).toBe(true);
    expect(holds('Starter Motor', 'stars')).toBe(false);
    expect(holds('Floor Pan Half', 'pans')).toBe(true);
    expect(holds('Door Panel Set', 'pans')).toBe(false);
    expect(holds('Trunk Lid Seals', 'seals')).toBe(true);
    expect(holds('Sealed Beam Headlamp', 'seals')).toBe(false);
    // A word typed as it is may be a word begun: "star" is the start of "starter", "pan" of "panel".
    expect(wordForms('star', vocabulary).wholeOnly).toBeUndefined();
    expect(holds('Starter Motor', 'star')).toBe(true);
    expect(holds('Door Panel Set', 'pan')).toBe(true);
    // A singular held whole still ends the compounds the texts hold: "lamps" are headlamps.
    expect(holds('Sealed Beam Headlamp', 'lamps')).toBe(true);
    expect(holds('Tail Lamp Lenses', 'lenses')).toBe(true);
    expect(holds('Tail Lamp Lens', 'lenses')).toBe(true);
  });

  it('tells a name starting with the typed words, each ending where a word of the name ends, the last perhaps begun: "headlamps" does not start "Headlamp Switch"', () => {
    const starts = (name: string, typed: string) => new RegExp(nameStartPattern(keywordWords(typed).map((word) => word.compact))).test(wordsText(name));
    expect(starts('Headlamps, Sealed Beam', 'headlamps')).toBe(true);
    expect(starts('Head Lamps Chrome Rim', 'headlamps')).toBe(true);
    expect(starts('Head Lamps Chrome Rim', 'headlamp')).toBe(true);
    expect(starts('Headlamp Switch', 'headlamp')).toBe(true);
    expect(starts('Headlamp Switch', 'headlamps')).toBe(false);
    expect(starts('Headlamp Switch', 'headlamp sw')).toBe(true);
    expect(starts('Hood Ornament', 'hood orn')).toBe(true);
    expect(starts('Hood Ornament', 'hoodornament')).toBe(true);
    expect(starts('Ride-Master Shock', 'ridemaster')).toBe(true);
    expect(starts('Chief Hood Ornament', 'hood ornament')).toBe(false);
    // A word before the last ends where a name's word ends: "hoo" is no word of "Hood Ornament".
    expect(starts('Hood Ornament', 'hoo ornament')).toBe(false);
    expect(starts('Hood Ornament', 'hoodorn')).toBe(false);
    // Words typed apart may be one word of the name.
    expect(starts('Headlamps, Sealed Beam', 'head lamps')).toBe(true);
    expect(starts('Headlamp Switch', 'head lamps')).toBe(false);
  });

  it('finds the words two slips from a short word that sound alike: the same consonants in the same order', () => {
    const terms = ['door', 'doors', 'dome', 'dry', 'seal', 'seat', 'sale', 'tank', 'tail', 'tach', 'lens'];
    expect(twoSlipTerms('dore', terms)).toEqual(['door']);
    expect(twoSlipTerms('sele', terms)).toEqual(['seal']);
    // Two slips of other letters are another word: "tach" is no tank.
    expect(twoSlipTerms('tack', terms)).toEqual([]);
    // Only for a word of four or five letters: three letters with two slips could be nearly any word, and longer words have two slips of their own.
    expect(twoSlipTerms('sel', ['seal', 'sole', 'steel'])).toEqual([]);
    expect(twoSlipTerms('doorss', terms)).toEqual([]);
  });

  it('reads a word with its silent first letter left out as the word that has it, before any slip: "nobs" is the knobs, not NOS', () => {
    const vocabulary = searchVocabulary(['knobs', 'knob', 'nos', 'knee', 'need', 'wrench', 'bench', 'knuckle', 'buckle', 'ring'], [], [], [], new Set(['nobs', 'ring']));
    // A word of the language: offered, and read so beside words parts hold with it (suggestedForms).
    expect(suggestedTerms('nobs', vocabulary)).toEqual(['knobs']);
    // Not words of the language: slips, the silent letter nearer than a slip ("nee" is one from "need" too, "rench" from "bench").
    expect(slipForms('nee', vocabulary)?.forms).toEqual(['knee']);
    expect(slipForms('rench', vocabulary)?.forms).toEqual(['wrench']);
    expect(slipForms('nuckle', vocabulary)?.forms).toEqual(['knuckle']);
    expect(similarTerms('nob', vocabulary.terms)).toEqual(['knob']);
    // Only the k before an n and the w before an r are silent: "ring" is no "wring", "uckle" no "buckle".
    expect(similarTerms('ing', ['king', 'wing'])).toEqual([]);
    expect(similarTerms('heel', ['wheel'])).toEqual([]);
  });
});
