import { compactText, LETTERS_ONLY, MIN_TERM_LENGTH } from './search-text.ts';

// The other names restorers write for a word: lamp and light, British spellings, the trade's abbreviations and names, plurals (ADR 009).

/**
 * Words restorers write for one another, as (typed, also looked for as): a lamp is a light ("taillight",
 * "tail lamp", "tail lite"), and the British spellings. "lite" is only ever typed: a lamp is never
 * looked for as "lite", which satellites and polite notes hold too.
 */
const INTERCHANGEABLE: readonly (readonly [typed: string, meant: string])[] = [
  ['light', 'lamp'],
  ['lamp', 'light'],
  ['lite', 'lamp'],
  ['lite', 'light'],
  ...(
    [
      ['moulding', 'molding'],
      ['tyre', 'tire'],
      ['grey', 'gray'],
      ['aluminium', 'aluminum'],
      ['colour', 'color'],
      ['centre', 'center'],
    ] as const
  ).flatMap(([british, american]) => [
    [british, american] as const,
    [american, british] as const,
  ]),
];

/**
 * The parts trade's abbreviations, as (abbreviation, word). A typed abbreviation is also looked for as
 * its word ("lh" as "left"); a typed word as its abbreviation of three letters or more, which a catalogue
 * may use ("Back-Up Lamp Assy"), but never as one of two, which no index can look for.
 */
const ABBREVIATIONS: readonly (readonly [abbreviation: string, word: string])[] = [
  ['lh', 'left'],
  ['rh', 'right'],
  ['rr', 'rear'],
  ['frt', 'front'],
  ['assy', 'assembly'],
  ['qtr', 'quarter'],
  ['brkt', 'bracket'],
  ['lwr', 'lower'],
  ['upr', 'upper'],
  ['lube', 'lubrication'],
  ['speedo', 'speedometer'],
  ['temp', 'temperature'],
  // A want list's body style: "2 dr sedan", "4 dr hardtop".
  ['dr', 'door'],
  // The figures of the cylinders Pontiac named its cars and engines by: "deluxe 6" is the De Luxe Six,
  // "straight 8" the straight eight. Never the other way: "six" as a "6" would find every year holding one.
  ['6', 'six'],
  ['8', 'eight'],
];

/**
 * The shorthand restorers type in want lists and forum posts, as (typed, meant): a word cut short ("carb",
 * "ign", "elec"), written without its vowels ("whl cyl", "mstr cyl", "strg wheel", "wshld"), or two letters
 * with a slash between them ("w/s", "p/s", read as one word: keywordWords). Never looked for the other way,
 * as no catalogue writes "whl" for a wheel, and looked for as typed only where the catalogue holds the
 * shorthand as a word of its own: "carb" is never the start of "carbon". "carbs" found
 * nothing, "ign switch" showed the turn signal switches first (every switch is filed under Ignition &
 * Electrical, only the ignition switch's name says "ignition") and "brk drum" was read as "brkt".
 */
const SHORTHAND_AS_WRITTEN: readonly (readonly [typed: string, meant: string])[] = [
  // Two letters written with a slash between them, as want lists do ("w/s gasket", "p/s pump"), read as one word.
  ['ws', 'windshield'],
  ['ps', 'power steering'],
  ['pb', 'power brake'],
  ['carb', 'carburetor'],
  ['carbs', 'carburetor'],
  ['ign', 'ignition'],
  ['elec', 'electric'],
  ['brk', 'brake'],
  ['brks', 'brakes'],
  ['whl', 'wheel'],
  ['whls', 'wheels'],
  ['strg', 'steering'],
  ['mstr', 'master'],
  ['pwr', 'power'],
  ['pdl', 'pedal'],
  ['bmpr', 'bumper'],
  ['xmsn', 'transmission'],
  ['wshld', 'windshield'],
  ['wndshld', 'windshield'],
  ['hdlt', 'headlight'],
  ['hdlt', 'headlamp'],
  ['mtr', 'motor'],
  ['chrm', 'chrome'],
  ['spkr', 'speaker'],
  ['gskt', 'gasket'],
  ['gskts', 'gaskets'],
  ['brg', 'bearing'],
  ['brgs', 'bearings'],
  ['ctrl', 'control'],
  // "hd gasket" is the head gasket, "hd springs" heavy-duty ones.
  ['hd', 'head'],
  ['hd', 'heavy duty'],
];
const SHORTHAND = SHORTHAND_AS_WRITTEN.map(([typed, meant]) => [typed, compactText(meant)] as const);

/**
 * What restorers call Pontiac's own parts, as (typed, also looked for as): the Chief is the "Indian head"
 * of its hood ornaments and emblems, its limited-slip axle, Safe-T-Track, goes by the name that stuck to
 * all of them, "posi" or Positraction, and its Knee-Action front suspension of the 1930s by the name of
 * its design, the Dubonnet, and its Hydra-Matic is the "hydro" ("hydro" alone showed the convertible tops'
 * hydraulic pumps). Whole words only.
 */
const TRADE_NAMES: readonly (readonly [typed: string, meant: string])[] = [
  ['indian', 'chief'],
  ['hydro', 'hydramatic'],
  ['posi', 'safettrack'],
  ['positraction', 'safettrack'],
  ['dubonnet', 'kneeaction'],
];

/**
 * A count of cylinders as restorers type it, as (typed, the car it names): a "six cylinder" (or "6 cyl") is
 * a Six, and the parts for the straight six; an "eight cylinder" an Eight (the V-8 is typed as such). Each is
 * one word of a search (PHRASES), not a brake's cylinder.
 */
const CYLINDER_COUNTS_AS_WRITTEN = (['six', 'eight'] as const).flatMap((count) =>
  [count, count === 'six' ? '6' : '8'].flatMap((typed) => ['cylinder', 'cyl'].map((cylinder) => [`${typed} ${cylinder}`, count] as const)),
);

/**
 * A straight engine as restorers type it, as (typed, the car it names): the straight eight is an Eight's
 * engine and the straight six a Six's, so "straight 8 water pump" finds the water pumps of the Eights, whose
 * text need not say "straight" (it found only the parts saying so: the fan blades). Each is one word of a
 * search (PHRASES), looked for as typed too: the parts of a car offered with either say which.
 */
const STRAIGHT_ENGINES_AS_WRITTEN = (['six', 'eight'] as const).flatMap((count) => [count, count === 'six' ? '6' : '8'].map((typed) => [`straight ${typed}`, count] as const));
/** Those, compacted: "straighteight", "straight8". */
export const STRAIGHT_ENGINES: ReadonlySet<string> = new Set(STRAIGHT_ENGINES_AS_WRITTEN.map(([typed]) => compactText(typed)));

/** What owners call the cars themselves, as (typed, also looked for as): words that name the car (namesTheCar), the counts of cylinders and the straight engines among them. */
export const CAR_NICKNAMES: readonly (readonly [typed: string, meant: string])[] = [
  ['bonnie', 'bonneville'],
  ['poncho', 'pontiac'],
  // Cut short in want lists and forum titles ("54 pont chieftain"): read as a slip, it was a "post".
  ['pont', 'pontiac'],
  ...[...CYLINDER_COUNTS_AS_WRITTEN, ...STRAIGHT_ENGINES_AS_WRITTEN].map(([typed, count]) => [compactText(typed), count] as const),
];

/**
 * Names of the cars typed as two words, looked for only as typed: the Silver Streak was Pontiac's name for
 * its cars of 1935-1956, after the chrome bands on their hoods; the Wide-Track its name for those from 1959,
 * whose wheels were set wider apart ("1959 catalina wide track grille" showed the Safe-T-Track axles' clutch
 * packs first, holding "track"). Each is one word of a search (PHRASES) that
 * names the car (namesTheCar), so when no part holds every word, the parts holding the others come first:
 * "1948 silver streak dash clock" showed the hood strips first, the dash clock third. Not looked for as
 * "pontiac": every Pontiac part would hold it, the bands' own parts no more than any ("silver streak hood
 * trim" would show the hood ornaments first). And "De Luxe", as Pontiac wrote its De Luxe Six, Eight and 120:
 * typed apart, "de" (no word an index can look for) was taken for a word naming the part ("de luxe six
 * steering wheel" told of the parts named "de steering wheel").
 */
const CAR_NAMES_AS_WRITTEN = ['silver streak', 'wide track', 'de luxe'] as const;
/** Those, compacted: "silverstreak". */
export const CAR_NAMES_OF_TWO_WORDS: ReadonlySet<string> = new Set(CAR_NAMES_AS_WRITTEN.map(compactText));
/**
 * The years the Silver Streak names, which a near miss's parts are ranked nearest to (yearsNamedBy): "silver
 * streak hood ornament" (no part holds the name) showed the ornaments of 1926-1927 first. Not a typed
 * year's span, as the Wide-Track's is (typedYears): "silver streak" alone is the bands' own parts.
 */
export const CAR_NAME_YEARS: ReadonlyMap<string, { first: number; last: number }> = new Map([['silverstreak', { first: 1935, last: 1956 }]]);

/**
 * The counts restorers type in figures before what they count (OTHER_NAMES_AS_WRITTEN), and what they count.
 * Not a "4 door": a body style, which names the car, not the part (DOOR_COUNTS).
 */
const COUNTS = [['1', 'one'], ['2', 'two'], ['3', 'three'], ['4', 'four']] as const;
const COUNTED = ['speed', 'barrel', 'piece'] as const;

/**
 * A body style by its doors, as want lists and listings write it ("2 door", "4-dr", "4dr", "two-door"):
 * looked for written either way (a listing's "two-door sedans"), and naming the car, not the part
 * (namesTheCar). "55 chieftain 2 dr sedan door seal" said no part holds "2".
 */
const DOOR_COUNTS_AS_WRITTEN = COUNTS.filter(([figure]) => figure === '2' || figure === '4').flatMap(([figure, word]) => [
  ...['door', 'dr'].map((door) => [`${figure} ${door}`, `${word} door`] as const),
  [`${word} door`, `${figure} door`] as const,
]);
/** Those, compacted, as typed and as looked for: "2dr", "twodoor". */
export const DOOR_COUNTS: ReadonlySet<string> = new Set(DOOR_COUNTS_AS_WRITTEN.flat().map(compactText));

/**
 * Other names for the same part, as (typed, also looked for as), whole words or phrases only: the British
 * names of an American car's parts (a bonnet is a hood, a boot lid a trunk lid, a dynamo a generator) and
 * the trade's own words (a badge is an emblem, a wing window the vent window, a tranny the transmission, a
 * sender the sending unit, a blinker the turn signal, a dog dish a small hubcap, a windshield gasket or
 * seal the windshield's rubber channel, a trunk's rubber its seal, a sticker a decal or label). Written as typed;
 * compacted below. A phrase typed as its words ("wing window") is read as one word (keywordWords).
 */
const OTHER_NAMES_AS_WRITTEN = [
  ['bonnet', 'hood'],
  ['windscreen', 'windshield'],
  ['silencer', 'muffler'],
  ['dynamo', 'generator'],
  ['gearbox', 'transmission'],
  ['petrol', 'fuel'],
  ['gas', 'fuel'],
  ['badge', 'emblem'],
  ['badges', 'emblem'],
  // A decal or a label is a sticker to most owners.
  ['sticker', 'decal'],
  ['stickers', 'decal'],
  ['sticker', 'label'],
  ['stickers', 'label'],
  ['nameplate', 'script'],
  ['tranny', 'transmission'],
  ['sender', 'sending unit'],
  // The fuel gauge's sending unit sits in the tank, and is asked for by it: "fuel tank sending unit 1949"
  // showed the tank, its straps and the gas cap (filed under Fuel Tanks & Sending Units), not the units.
  ['tank sending unit', 'sending unit'],
  ['tank sender', 'sending unit'],
  // So does the gauge it works: "1949 fuel gauge sender" showed the tank alone (its text: "gauge of steel",
  // "the sending unit flange"), the sending units' names holding no "gauge".
  ['gauge sender', 'sending unit'],
  ['gauge sending unit', 'sending unit'],
  // The instrument cluster's bezel is the dash's to most owners: "1954 dash bezel", with no bezel of 1954,
  // showed a heater switch alone (its text: "dash switch… with its knob and bezel nut").
  ['dash bezel', 'cluster bezel'],
  ['blinker', 'turn signal'],
  ['directional', 'turn signal'],
  ['mascot', 'hood ornament'],
  ['overhaul', 'rebuild'],
  ['rebuild', 'overhaul'],
  ['overrider', 'bumper guard'],
  ['overriders', 'bumper guard'],
  ['e-brake', 'parking brake'],
  ['wing window', 'vent window'],
  ['vent wing', 'vent window'],
  ['wing vent', 'vent window'],
  ['wind wing', 'vent window'],
  ['deck lid', 'trunk lid'],
  ['boot lid', 'trunk lid'],
  ['number plate', 'license plate'],
  ['headlining', 'headliner'],
  // The Silver Streak names the cars (CAR_NAMES_AS_WRITTEN), and its chrome bands are its trim to restorers:
  // "silver streak trim" showed the wheel trim rings, whose texts hold "trim", before the strips, whose do not
  // ("Silver Streak Hood Strip Set"): looked for as the name alone, which only the bands' own parts hold.
  ...['trim', 'molding', 'moldings'].map((trim) => [`silver streak ${trim}`, 'silver streak'] as const),
  ['door card', 'door panel'],
  ['door cards', 'door panel'],
  ['aerial', 'antenna'],
  ['fascia', 'dash'],
  ['indicator', 'turn signal'],
  ['indicators', 'turn signal'],
  ['wing mirror', 'outside mirror'],
  ['door mirror', 'outside mirror'],
  // A boot is a trunk to a British restorer, and a rubber boot to everyone: looked for as both.
  ['boot', 'trunk'],
  ['hand brake', 'parking brake'],
  ['emergency brake', 'parking brake'],
  // The emergency brake as it is said: "e-brake handle" showed the trunk handles.
  ['e brake', 'parking brake'],
  ['ebrake', 'parking brake'],
  ['dog dish', 'hubcap'],
  // The hood's latch is its release or catch to most owners: "hood release" showed the hood ornaments.
  ['hood release', 'hood latch'],
  ['hood catch', 'hood latch'],
  // The generator's cutout (cut-out relay) is the first of the three units of its voltage regulator: "cutout
  // relay" showed the horn relays.
  ['cutout', 'voltage regulator'],
  ['cut out', 'voltage regulator'],
  ['cutout relay', 'voltage regulator'],
  ['cut out relay', 'voltage regulator'],
  // The front parking lamps of the cars with turn signals flash as them: "turn signal lens" showed the turn signal switches.
  ['turn signal lens', 'parking lamp lens'],
  ['blinker lens', 'parking lamp lens'],
  // New-old-stock as it is said: one word, a word of the part's condition ("new old stock 1955 hood ornament").
  ['new old stock', 'nos'],
  // An engine with its cylinders in a row is inline to some, straight to the trade ("inline six", "in-line 8").
  ['inline', 'straight'],
  ['in line', 'straight'],
  // Pontiac's Tri-Power is its three two-barrel carburetors (1957 on): its parts are carburetor parts.
  ['tri power', 'carburetor'],
  // Restorers name a carburetor by its maker and its type, as its tag does: "carter wcd rebuild kit",
  // "rochester 4gc kit", "stromberg carb" (the first found nothing: "rebuild kit" alone makes no near miss).
  // The makers of the period's carburetors, and the types of Carter (WCD, WGD, WCFB, AFB) and Rochester (2GC, 4GC).
  ...['carter', 'rochester', 'stromberg', 'zenith', 'marvel', 'wcd', 'wgd', 'wcfb', 'afb', '2gc', '4gc'].map((typed) => [typed, 'carburetor'] as const),
  // So too the makers of the period's other parts, by the part each is known for: Trico's vacuum wipers,
  // Harrison's radiators and heaters, Klaxon's and Sparton's horns, Motorola's and Philco's radios, AutoLite's
  // and Champion's spark plugs, Stewart-Warner's gauges, Wagner's and Lockheed's hydraulic brakes. Unknown to
  // the catalogue, a maker was taken for a slip of another word: "wagner brakes" showed the Safe-T-Track
  // clutch packs ("hanger", "washer"), "stewart warner gauges" the water temperature gauges.
  ['trico', 'wiper'],
  ['harrison', 'radiator'],
  ['harrison', 'heater'],
  ['klaxon', 'horn'],
  ['sparton', 'horn'],
  ['motorola', 'radio'],
  ['philco', 'radio'],
  ['autolite', 'spark plug'],
  ['champion', 'spark plug'],
  ['stewart warner', 'gauge'],
  ['wagner', 'brake'],
  ['lockheed', 'brake'],
  // The trade's nicknames for the ignition's and the charging system's parts.
  ['dizzy', 'distributor'],
  ['genny', 'generator'],
  // The rubber the windshield is set in goes by its job as much as by its shape.
  ['windshield gasket', 'windshield rubber'],
  ['windshield seal', 'windshield rubber'],
  ['windshield gasket', 'windshield channel'],
  ['windshield seal', 'windshield channel'],
  // Seals and weatherstrips are the "rubber" of a door, a trunk or a window to the trade.
  ['rubber', 'seal'],
  ['rubbers', 'seals'],
  ['rubber', 'weatherstrip'],
  ['rubbers', 'weatherstrip'],
  // A lamp in a hood ornament or a horn button is sold as "illuminated" and asked for as "light-up".
  ['light up', 'illuminated'],
  ['lighted', 'illuminated'],
  // The lit Indian head is the illuminated Chief: "indian head light" was read as the Chief and a headlight.
  ...['light', 'lamp', 'lite'].map((light) => [`indian head ${light}`, 'illuminated chief'] as const),
  // The British name of the valve cover, which the rocker arms sit under.
  ['rocker cover', 'valve cover'],
  ['rocker covers', 'valve cover'],
  ['rocker arm cover', 'valve cover'],
  ['rocker arm covers', 'valve cover'],
  // More of the British names: the tappet cover is the valve cover, the sump the oil pan, the heater
  // matrix its core, a half shaft the axle shaft, the prop shaft the drive shaft, the sill panel the rocker
  // panel, a reversing light the back-up light and a sidelight the parking lamp.
  ['tappet cover', 'valve cover'],
  ['tappet covers', 'valve cover'],
  ['sump', 'oil pan'],
  ['heater matrix', 'heater core'],
  ['half shaft', 'axle shaft'],
  ['half shafts', 'axle shaft'],
  ['prop shaft', 'drive shaft'],
  ['propshaft', 'drive shaft'],
  ['sill panel', 'rocker panel'],
  ['sill panels', 'rocker panel'],
  ['reversing', 'back-up'],
  ['sidelight', 'parking lamp'],
  ['sidelights', 'parking lamp'],
  // A kit may be sold as a set: "piston ring kit" is the Piston Ring Set, which the engine kits whose texts
  // name piston rings hid. Not the other way: a set is the narrower word ("gasket set" is no carburetor
  // kit whose text names its gaskets), and it cost "gasket set" four times its parts and twice its time.
  ['kit', 'set'],
  ['kits', 'sets'],
  // Both spellings are written for a clutch or brake disc.
  ['disk', 'disc'],
  ['disc', 'disk'],
  // The factory's shop manual is the restorer's service, repair or workshop manual; a clutch disc his clutch plate.
  ['service manual', 'shop manual'],
  ['repair manual', 'shop manual'],
  ['workshop manual', 'shop manual'],
  ['clutch plate', 'clutch disc'],
  // The rear window is the back glass to the trade (its rubber channel, its reveal molding).
  ['rear window', 'back glass'],
  ['back window', 'back glass'],
  // A patch panel is sold to repair rust.
  ['repair panel', 'patch panel'],
  ['repair panels', 'patch panel'],
  // A tail pipe is the exhaust pipe's last length. (Not a motor for the engine: a wiper, heater or starter
  // motor is none, and "wiper motor" with no wiper motor showed the engine kits.)
  ['tail pipe', 'exhaust pipe'],
  ['tailpipe', 'exhaust pipe'],
  // But a motor mount is the engine's.
  ['motor mount', 'engine mount'],
  ['motor mounts', 'engine mount'],
  // An OEM part is the carmaker's own: GM's genuine part, as the shops write it.
  ['oem', 'genuine'],
  // A tune-up is the ignition's points (and condenser): "tune up kit" showed the upholstery, its "up"
  // beginning "upholstery". A spindle bolt is the kingpin by another trade's name, and a horn's rim its ring.
  ['tune up', 'points'],
  ['spindle bolt', 'kingpin'],
  ['spindle bolts', 'kingpin'],
  ['horn rim', 'horn ring'],
  ['horn rims', 'horn ring'],
  // A lens is written "lense" as often as not, which begins "lenses" and so found only the texts saying
  // "lenses" (no hood ornament's lens): looked for as the lens.
  ['lense', 'lens'],
  // Slips that are words of their own (real-words.ts), so never read as slips: a brake written as it sounds.
  ['break', 'brake'],
  ['breaks', 'brakes'],
  ['petal', 'pedal'],
  ['petals', 'pedals'],
  ['strait', 'straight'],
  // A grille written as the cook's grill: "grill" begins "grille", but "grills" found nothing.
  ['grill', 'grille'],
  ['grills', 'grilles'],
  // The wiring harness is a wire harness to many ("wire harness" showed the spark plug wire sets, filed under
  // the wiring harnesses, before the harnesses themselves).
  ['wire harness', 'wiring harness'],
  ['wire harnesses', 'wiring harness'],
  // The package tray is the parcel shelf to a British restorer ("parcel shelf" showed the parts whose
  // listings say the box may show shelf wear).
  ['parcel shelf', 'package tray'],
  ['parcel tray', 'package tray'],
  // The signal-seeking radios of the fifties went by their trade name, Wonderbar (Wonder Bar): "signal
  // seeking radio" showed the turn signal switches.
  ['signal seeking', 'radio'],
  ['wonderbar', 'radio'],
  ['wonder bar', 'radio'],
  // The ammeter is the amp gauge or amp meter to most owners ("amp gauge" showed every other gauge, "amp"
  // held by no part); the glove box the glove compartment; the rear axle, its housing and gears the rear
  // end (its gasket is no Rear Main Seal, which "rear end gasket" showed first).
  ['amp gauge', 'ammeter'],
  ['amp meter', 'ammeter'],
  ['amp gauges', 'ammeter'],
  ['glove compartment', 'glove box'],
  ['rear end', 'rear axle'],
  // Fender skirts are spats to many owners ("fender spats" said no part held "spats" and offered "seats");
  // a sun visor a sun shade ("shade" offered "shape").
  ['spats', 'fender skirt'],
  ['spat', 'fender skirt'],
  ['sun shade', 'sun visor'],
  ['sun shades', 'sun visor'],
  ['sunshade', 'sun visor'],
  // A door glass's beltline felts are its fuzzies to most restorers ("window fuzzies" showed the window
  // regulators), and a steel wheel a steel rim to many ("steel rims" offered "ribs"), or a rim alone ("rim"
  // found nothing): a horn's or a headlamp's rim is a phrase of its own, its ring or door (above and below).
  // A woody is a station wagon bodied in wood, as Pontiac's were until 1949: "1949 streamliner woody" found
  // nothing and offered "wood" (the wood-spoke wheels of the 1920s).
  ['woody', 'wagon'],
  ['woodie', 'wagon'],
  ['woodies', 'wagon'],
  // The throttle is the accelerator's to the trade: "throttle cable" showed the battery cables first.
  ['throttle', 'accelerator'],
  // A gauge is spelt "gage" in the period's own literature and by many owners still ("gas gage" showed the
  // luggage racks, "gage" a lug's word inside "luggage"); weatherstrip is "weatherstripping" to most, which
  // only the WEATHERSTRIPPING section's name held ("door weatherstripping" showed the windlace first).
  ['gage', 'gauge'],
  ['gages', 'gauges'],
  ['weatherstripping', 'weatherstrip'],
  ['weather stripping', 'weatherstrip'],
  // The dash is the dashboard, written whole or apart ("dashboard" found nothing, "dash board knobs" was a
  // near miss); a trunk's liner its mat ("trunk liner" showed the glove box liners); the water neck the
  // thermostat's housing, where the upper hose leaves the engine ("water neck" showed the heater valves);
  // and touch-up is paint ("touch up paint" showed the back-up lamps, holding "up").
  ['dashboard', 'dash'],
  ['dashboards', 'dash'],
  ['dash board', 'dash'],
  ['trunk liner', 'trunk mat'],
  ['water neck', 'thermostat housing'],
  ['touch up', 'paint'],
  // Seat covers are the seats' upholstery ("1956 star chief seat cover" showed a drag link, its ball seats and dust covers).
  ['seat cover', 'seat upholstery'],
  ['seat covers', 'seat upholstery'],
  ['fuzzies', 'felts'],
  ['fuzzy', 'felt'],
  ['steel rim', 'steel wheel'],
  ['steel rims', 'steel wheel'],
  ['rim', 'steel wheel'],
  ['rims', 'steel wheel'],
  // GM's headlamp door is the restorer's headlamp ring, rim or bezel (light or lamp: both are written).
  ...['headlamp', 'headlight'].flatMap((lamp) => ['ring', 'rim', 'bezel'].map((ring) => [`${lamp} ${ring}`, 'headlamp door'] as const)),
  // A count before what it counts is typed in figures and written out in words: "3 speed" (or "3-speed") is the
  // three-speed gearbox, "4 barrel" the four-barrel carburetor, "1 piece" a one-piece windshield or seal.
  // "3 speed synchro rings" said no part held "3"; a count alone is no other name ("3" would find every "three").
  ...COUNTED.flatMap((counted) => COUNTS.map(([figure, word]) => [`${figure} ${counted}`, `${word} ${counted}`] as const)),
  ...DOOR_COUNTS_AS_WRITTEN,
] as const;
const OTHER_NAMES = OTHER_NAMES_AS_WRITTEN.map(([typed, meant]) => [compactText(typed), compactText(meant)] as const);

/** The other names typed as two or three words, as written, the cylinder counts, the straight engines and the cars' names of two words. */
const PHRASES_AS_WRITTEN = [...OTHER_NAMES_AS_WRITTEN.map(([typed]) => typed).filter((typed) => typed.includes(' ')), ...[...CYLINDER_COUNTS_AS_WRITTEN, ...STRAIGHT_ENGINES_AS_WRITTEN].map(([typed]) => typed), ...CAR_NAMES_AS_WRITTEN];
/** Those, compacted: "wing window" is one word of a search, "wingwindow". */
export const PHRASES: ReadonlySet<string> = new Set(PHRASES_AS_WRITTEN.map(compactText));
/** The other names of a word that are words themselves ("windscreen", "wshld": windshield), with the word itself. */
const ONE_WORD_NAMES = new Map<string, string[]>();
for (const [typed, meant] of [...OTHER_NAMES_AS_WRITTEN, ...SHORTHAND_AS_WRITTEN]) if (!typed.includes(' ') && !meant.includes(' ')) ONE_WORD_NAMES.set(compactText(typed), [...(ONE_WORD_NAMES.get(compactText(typed)) ?? []), compactText(meant)]);
const namesOf = (compact: string) => [compact, ...(ONE_WORD_NAMES.get(compact) ?? [])];

/** The phrases' first words, compacted. */
const FIRST_WORDS = new Set(PHRASES_AS_WRITTEN.map((typed) => compactText(typed.split(' ')[0]!)));
/**
 * Their words, compacted, and the words whose other name starts one (phraseOf): what a slip inside one may
 * have been meant for (slippedPhrase). "windscren gasket" is the windscreen gasket, the windshield's rubber
 * channel, where it was a near miss of every windshield part and every gasket.
 */
export const PHRASE_WORDS: readonly string[] = [
  ...new Set([...PHRASES_AS_WRITTEN.flatMap((typed) => typed.split(' ').map(compactText)), ...[...ONE_WORD_NAMES].filter(([, names]) => names.some((name) => FIRST_WORDS.has(name))).map(([typed]) => typed)]),
];

/**
 * The phrase (PHRASES, compacted) two neighbouring typed words are, as typed or with the first put for its
 * other name: "windscreen seal" is the phrase "windshield seal" (the windshield's rubber channel), as a
 * British restorer writes it. The second stays as typed: "windscreen rubber" is no phrase, and its words
 * find a windshield gasket whose text says "rubber" apart from "windshield".
 */
export function phraseOf(first: string, second: string): string | undefined {
  return namesOf(first).map((one) => one + second).find((joined) => PHRASES.has(joined));
}

/** The typed word with each interchangeable word it holds put the other way ("headlight": "headlamp"), or its abbreviation, trade name or other name written out ("lh": "left", "bonnet": "hood"). */
export function interchangedForms(compact: string): string[] {
  const forms = new Set<string>();
  for (const [typed, meant] of INTERCHANGEABLE) if (compact.includes(typed)) forms.add(compact.replaceAll(typed, meant));
  for (const [typed, meant] of [...TRADE_NAMES, ...OTHER_NAMES, ...CAR_NICKNAMES, ...SHORTHAND]) if (compact === typed) forms.add(meant);
  for (const [abbreviation, word] of ABBREVIATIONS) {
    if (compact === abbreviation) forms.add(word);
    if (compact === word && abbreviation.length >= 3) forms.add(abbreviation);
  }
  forms.delete(compact);
  return [...forms];
}

/**
 * The singulars a typed plural may stand for: "batteries" battery, "lenses" lens, "gaskets" gasket, "caps"
 * cap; "glass" none. Only those that are catalogue words are looked for ("lens" is not "len").
 */
export function singularForms(compact: string): string[] {
  if (!LETTERS_ONLY.test(compact)) return [];
  const forms: string[] = [];
  if (compact.endsWith('ies')) forms.push(`${compact.slice(0, -3)}y`);
  if (compact.endsWith('es')) forms.push(compact.slice(0, -2));
  if (compact.endsWith('s') && !compact.endsWith('ss')) forms.push(compact.slice(0, -1));
  return forms.filter((form) => form.length >= MIN_TERM_LENGTH);
}

/** The trade names, other names for a part, cars' nicknames and the shorthand, compacted ("posi", "bonnet", "wingwindow", "bonnie", "carb"). */
const NAMES_FOR_ANOTHER = new Set([...TRADE_NAMES, ...OTHER_NAMES, ...CAR_NICKNAMES, ...SHORTHAND].map(([typed]) => typed));
/** Those, with the British spellings and the abbreviations: the whole words restorers write for another. */
const WRITTEN_FOR_ANOTHER = new Set([...NAMES_FOR_ANOTHER, ...[...INTERCHANGEABLE, ...ABBREVIATIONS].map(([typed]) => typed)]);

/**
 * Those typed as one word of letters, three or more: the words a slip may have been meant for beside the
 * catalogue's own ("bonet": the bonnet). Not the shorthand, already a word cut short: "whel" is the wheel,
 * never a slip of "whl".
 */
const SHORTHAND_TYPED = new Set(SHORTHAND.map(([typed]) => typed));
export const WORDS_WRITTEN_FOR_ANOTHER: readonly string[] = [...WRITTEN_FOR_ANOTHER].filter((word) => LETTERS_ONLY.test(word) && word.length >= MIN_TERM_LENGTH && !PHRASES.has(word) && !SHORTHAND_TYPED.has(word));

/** Whether a whole word (or phrase, compacted) is a trade name, an other name for a part or a car's nickname. */
export const namesAnotherPart = (compact: string) => NAMES_FOR_ANOTHER.has(compact);

/** Whether a whole word is one restorers write for another (a British spelling, an other name, a trade name or an abbreviation). */
export const hasOtherName = (compact: string) => WRITTEN_FOR_ANOTHER.has(compact);
