import fs from 'node:fs';
import path from 'node:path';

import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { parseAllYears } from '../../domain/all-years.ts';
import { SearchQuerySchema } from '../../domain/catalog.schema.ts';
import { categories, parts, vehicleMakes, vehicleModels } from '../db/schema/index.ts';
import { searchParts } from '../modules/catalog/catalog.repository.ts';
import { createVocabularySource } from '../modules/catalog/vocabulary.ts';
import { describeEachDatabase } from '../testing/test-database.ts';
import { DEMO_MODELS } from './demo-vehicles.ts';
import { buildDemoParts, seedDemoCatalogue } from './seed-demo.ts';

it('says a rebuilt or restored part is a GM original, neither new-old-stock nor a reproduction', () => {
  const reworked = buildDemoParts().filter((part) => /\b(rebuilt|restored|rechromed|straightened|reground|converted|fitted to the original)\b|^Rebuild of/i.test(part.description));
  expect(reworked.length).toBeGreaterThan(100);
  for (const part of reworked) {
    expect(part.description, part.name).toMatch(/A GM original, rebuilt or restored as described/);
    expect(part.description, part.name).not.toMatch(/never fitted|Reproduction made/);
    expect(part.categories, part.name).toHaveLength(1);
  }
});

it('sells batteries and convertible tops made new, never as new-old-stock', () => {
  const madeNew = buildDemoParts().filter((part) => /^(Battery|Convertible Top), /.test(part.name));
  expect(madeNew.length).toBeGreaterThan(10);
  for (const part of madeNew) {
    expect(part.description, part.name).toMatch(/Reproduction made to the original specifications/);
    expect(part.categories, part.name).not.toContain('NOS GM Parts');
  }
});

it('never lists the timing gears for the V-8 of 1955 on, whose timing set is a chain', () => {
  const all = buildDemoParts();
  const gears = all.filter((part) => part.name.startsWith('Timing Gear Set, '));
  expect(gears.length).toBeGreaterThan(5);
  for (const part of gears) expect(part.yearEnd, part.name).toBeLessThan(1955);
  // The 1954 Star Chief's straight eight has its gears; its 1955-1960 V-8 its chain.
  expect(gears.map((part) => part.name)).toContain('Timing Gear Set, 1954 Pontiac Star Chief');
  expect(all.filter((part) => part.name.startsWith('Timing Chain and Sprocket Set, ')).every((part) => part.yearStart >= 1955)).toBe(true);
});

it('lists kingpins for the cars to 1957 and ball joints for the cars of 1958 on, which steered on them', () => {
  const all = buildDemoParts();
  const kingpins = all.filter((part) => /^(Kingpin Set|Front Spindle), /.test(part.name));
  expect(kingpins.length).toBeGreaterThan(15);
  for (const part of kingpins) expect(part.yearEnd, part.name).toBeLessThanOrEqual(1957);
  // The 1957-1960 Bonneville's kingpins end with its 1957 cars.
  expect(kingpins.map((part) => part.name)).toContain('Kingpin Set, 1957 Pontiac Bonneville');
  const ballJoints = all.filter((part) => part.name.startsWith('Ball Joint Set, '));
  expect(ballJoints.length).toBeGreaterThan(3);
  for (const part of ballJoints) expect(part.yearStart, part.name).toBeGreaterThanOrEqual(1958);
});

it('gives the Safari, a station wagon with a tailgate, none of the trunk parts of 0.55.0, and no car before 1935 a trunk floor or hinges', () => {
  const trunkParts = buildDemoParts().filter((part) => /^(Trunk Floor Pan|Trunk Lid Hinge Pair|Trunk and Glove Box Lamp Set|Spare Tire Cover), /.test(part.name));
  expect(trunkParts.length).toBeGreaterThan(20);
  for (const part of trunkParts) {
    expect(part.model, part.name).not.toBe('Safari');
    expect(part.yearStart, part.name).toBeGreaterThanOrEqual(1935);
  }
});

it('starts and ends every part in years its car was built', () => {
  for (const part of buildDemoParts()) {
    // The Oakland V-8's engine parts fit the 1932 Pontiac V-8 too (make "Oakland, Pontiac").
    const built = DEMO_MODELS.filter((model) => model.name === part.model && part.make.includes(model.make)).flatMap((model) => {
      const years = parseAllYears(model.allYears);
      return years.ok ? years.years : [];
    });
    expect(built, part.name).toContain(part.yearStart);
    expect(built, part.name).toContain(part.yearEnd);
  }
});

describeEachDatabase('the demo catalogue', (context) => {
  // Drawing and storing the pictures of 1,600-odd parts in three sizes takes 10-15 s on the 2-core machine, longer beside other suites.
  it('loads makes, real models, the section tree and at least 300 parts with pictures into an empty database', { timeout: 120_000 }, async () => {
    const { database, storage, storageDir } = context();
    const created = await seedDemoCatalogue(database.db, storage);
    expect(created).toBeGreaterThanOrEqual(300);

    const makes = await database.db.select({ name: vehicleMakes.name }).from(vehicleMakes).orderBy(vehicleMakes.name);
    expect(makes.map((make) => make.name)).toEqual(['Oakland', 'Pontiac']);

    const [torpedo] = await database.db.select().from(vehicleModels).where(eq(vehicleModels.name, 'Torpedo'));
    expect(torpedo).toMatchObject({ yearStart: 1940, yearEnd: 1948, allYears: '1940-1942, 1946-1948' });

    const sections = await database.db.select({ name: categories.name }).from(categories).where(eq(categories.isSection, true));
    const sectionNames = sections.map((section) => section.name);
    expect(sectionNames).toEqual(expect.arrayContaining(['DECALS', 'NOS']));
    expect(sectionNames.every((name) => name === name.toUpperCase())).toBe(true);

    const [stats] = await database.db
      .select({
        total: count(),
        outOfStock: sql<number>`count(*) filter (where not ${parts.inStock})`.mapWith(Number),
        withPictures: sql<number>`count(*) filter (where cardinality(${parts.images}) > 0)`.mapWith(Number),
        makes: sql<string[]>`array_agg(distinct ${parts.make})`,
      })
      .from(parts);
    expect(stats!.total).toBe(created);
    expect(stats!.outOfStock).toBeGreaterThan(0);
    expect(stats!.makes).toEqual(expect.arrayContaining(['Pontiac', 'Oakland', 'Oakland, Pontiac']));

    expect(stats!.withPictures / stats!.total).toBeGreaterThan(0.8);
    const [withPicture] = await database.db.select({ images: parts.images }).from(parts).where(sql`cardinality(${parts.images}) > 0`).limit(1);
    for (const folder of ['', 'w800', 'w320']) {
      const file = path.join(storageDir, 'partimages', folder, withPicture!.images[0]!);
      expect(fs.readFileSync(file).subarray(8, 12).toString(), folder).toBe('WEBP');
    }
  });

});

describeEachDatabase('the demo catalogue on a database that has one', (context) => {
  it('does nothing on a database that already has a catalogue', async () => {
    const { database, storage } = context();
    await seedDemoCatalogue(database.db, storage, { pictures: false });
    const [before] = await database.db.select({ n: count() }).from(parts);
    expect(before!.n).toBeGreaterThan(0);
    expect(await seedDemoCatalogue(database.db, storage, { pictures: false })).toBe(0);
    const [after] = await database.db.select({ n: count() }).from(parts);
    expect(after!.n).toBe(before!.n);
  });
});

describeEachDatabase("the demo catalogue's parts", (context) => {
  // What a newcomer searches for first: the parts ../shared/data's category tree names (points, kingpins,
  // sealed beams, radiators, tanks, pistons, bumpers, carpets) and a restorer's everyday words for the rest
  // (0.42.0's, 0.48.0's, 0.49.0's and later additions).
  it('stocks a part in every category of its tree, and the everyday parts restorers search for', async () => {
    const { database, storage } = context();
    await seedDemoCatalogue(database.db, storage, { pictures: false });
    const empty = await database.db
      .select({ name: categories.name })
      .from(categories)
      .where(sql`not ${categories.isSection} and not exists (select 1 from ${parts} where ${categories.name} = any(${parts.categories}))`);
    expect(empty).toEqual([]);
    const vocabulary = createVocabularySource(database.db);
    const wanted: Record<string, string> = {
      'ignition points': 'Ignition Points and Condenser Set',
      'king pin kit': 'Kingpin Set',
      'sealed beam': 'Sealed Beam Headlamp',
      'radiator core': 'Radiator Core',
      'gas tank': 'Fuel Tank',
      pistons: 'Piston Set',
      'front bumper': 'Front Bumper',
      carpet: 'Carpet Set',
      hubcaps: 'Hub Cap',
      'fan belt': 'Fan Belt',
      'horn ring': 'Horn Ring',
      'horn button': 'Horn Button',
      'spark plug wires': 'Spark Plug Wire Set',
      'tune up kit': 'Ignition Points and Condenser Set',
      'window regulator': 'Window Regulator',
      'door lock cylinder': 'Door Lock Cylinder Set',
      'gas cap': 'Gas Cap',
      'fuel cap': 'Gas Cap',
      'door handle': '(Outside Door Handle|Inside Door Handle and Window Crank Set)',
      'side mirror': 'Outside Rear View Mirror',
      'dash knobs': 'Dash Knob Set',
      'fender skirts': 'Fender Skirt Pair',
      starter: 'Starter Motor',
      'wiper motor': 'Vacuum Wiper Motor',
      'speedometer cable': 'Speedometer Cable',
      clock: 'Dash Clock',
      'heater core': 'Heater Core',
      'oil pump': 'Oil Pump',
      'oil filter': 'Oil Filter Element',
      'oil pan gasket': 'Oil Pan Gasket Set',
      'turn signal': 'Turn Signal Switch',
      ashtray: 'Dash Ash Tray',
      'cigarette lighter': 'Cigarette Lighter',
      'brake drum': 'Brake Drum',
      'lever shocks': 'Lever Shock Absorber',
      'steering wheel': 'Steering Wheel',
      'wheel bearings': 'Front Wheel Bearing Set',
      'exhaust pipe': 'Exhaust Pipe',
      'tail pipe': 'Tail Pipe',
      'wiper blades': 'Wiper Arm and Blade Set',
      'temp gauge': 'Temperature Gauge',
      'brake light switch': 'Brake Light Switch',
      'motor mounts': 'Engine Mount Set',
      'hood hinges': 'Hood Hinge Pair',
      'tri power': 'Tri-Power Carburetor Rebuild Kit',
      'safe t track': 'Safe-T-Track Clutch Pack',
      posi: 'Safe-T-Track Clutch Pack',
      'pressure plate': 'Clutch Pressure Plate',
      'throwout bearing': 'Clutch Throwout Bearing',
      'valve cover gasket': 'Valve Cover Gasket Set',
      'battery cables': 'Battery Cable Set',
      'license plate light': 'License Plate Lamp',
      'dome light': 'Dome Lamp Lens',
      radio: 'Push-Button Radio',
      aerial: 'Cowl Antenna',
      'seat belts': 'Front Seat Belt Set',
      'glove box': 'Glove Box (Liner|Door)',
      generator: 'Generator',
      'rod bearings': 'Connecting Rod Bearing Set',
      camshaft: 'Camshaft',
      'timing chain': 'Timing Chain and Sprocket Set',
      'valve springs': 'Valve Spring Set',
      lifters: 'Valve Lifter Set',
      'rocker arms': 'Rocker Arm Set',
      pushrods: 'Push Rod Set',
      'emergency brake cable': 'Parking Brake Cable',
      'coil springs': 'Front Coil Spring Pair',
      'leaf spring': 'Rear Leaf Spring',
      'ignition switch': 'Ignition Switch',
      'gas gauge': 'Fuel Gauge',
      'oil pressure gauge': 'Oil Pressure Gauge',
      ammeter: 'Ammeter',
      'amp gauge': 'Ammeter',
      'amp meter': 'Ammeter',
      'glove compartment': 'Glove Box (Liner|Door)',
      'rear end seals': 'Rear Axle Seal Set',
      'fender spats': 'Fender Skirt Pair',
      spats: 'Fender Skirt Pair',
      'spring shackle bushing': 'Spring Shackle Kit',
      '1949 streamliner woody': 'Tailgate Weatherstrip',
      alternater: 'Generator',
      rims: 'Steel Wheel',
      'oil filler cap': 'Oil Filler Cap',
      'steering column bushing': 'Steering Column Bushing',
      'fender bolts': 'Fender Bolt Set',
      'heater switch': 'Heater Blower Switch',
      'hood emblem': 'Hood Emblem',
      'dash pad': 'Dash Pad',
      'headlamp rim': 'Headlamp Door',
      'sun shades': 'Sun Visor Pair',
      'heater hose': 'Heater Hose Set',
      'axle seals': 'Rear Axle Seal Set',
      // The Star Chief's stars, or an emblem of its own (its grille's).
      'star chief emblem': '(Star Chief Side Stars \\(set of 4\\)|[A-Za-z ]+ Emblem(?=, [0-9-]+ Pontiac Star Chief))',
      battery: 'Battery',
      'convertible top': 'Convertible Top',
      tailgate: 'Tailgate Handle',
      'intake manifold': 'Intake Manifold',
      'intake gasket': 'Intake Manifold Gasket Set',
      'idler arm': 'Idler Arm',
      'steering box': 'Steering Gear Box',
      'dual range hydramatic': 'Hydra-Matic Overhaul Kit',
      'horn relay': 'Horn Relay',
      'dimmer switch': 'Foot Dimmer Switch',
      'inside door handle': 'Inside Door Handle and Window Crank Set',
      'window crank': 'Inside Door Handle and Window Crank Set',
      'inside mirror': 'Inside Rear View Mirror',
      'fender welt': 'Fender Welt',
      'choke cable': 'Choke Cable',
      'fuel line': 'Fuel Line',
      'gas pedal': 'Accelerator Pedal',
      'air cleaner': 'Air Cleaner Assembly',
      'spark plugs': 'Spark Plug Set',
      'vacuum advance': 'Vacuum Advance Unit',
      'six cylinder rebuild kit': 'Engine Rebuild Kit',
      '8 cyl pistons': 'Piston Set',
      'eight cylinder head gasket': 'Cylinder Head Gasket',
      'six cyl water pump': 'Water Pump',
      'hood latch': 'Hood Latch',
      'kick panels': 'Kick Panel Pair',
      'backup light': 'Back-Up Lamp Kit',
      'radio knob': 'Radio Knob Set',
      'cowl vent': 'Cowl Vent Gasket',
      windlace: 'Door Windlace',
      'wind lace': 'Door Windlace',
      'window felts': 'Window Felt Kit',
      'window fuzzies': 'Window Felt Kit',
      'gauge cluster': 'Instrument Cluster',
      'blower motor': 'Heater Blower Motor',
      'heater motor': 'Heater Blower Motor',
      'mud flaps': 'Mud Flap Pair',
      'splash guards': 'Mud Flap Pair',
      'whitewall tires': 'Whitewall Tire',
      'white wall tires': 'Whitewall Tire',
      'steel wheels': 'Steel Wheel',
      'steel rims': 'Steel Wheel',
      'horn rim': 'Horn Ring',
      'horn rims': 'Horn Ring',
      'headlight door': 'Headlamp Door',
      'headlamp ring': 'Headlamp Door',
      'tail light housing': 'Tail Lamp Housing',
      'grille emblem': 'Grille Emblem',
      'shift knob': 'Gear Shift Knob',
      'speedometer gear': 'Speedometer Drive Gear Set',
      'sway bar bushings': 'Sway Bar Bushing Set',
      'control arm bushings': 'Control Arm Bushing Set',
      'drag link': 'Drag Link',
      'fan blade': 'Fan Blade',
      'harmonic balancer': 'Harmonic Balancer',
      flywheel: 'Flywheel Ring Gear',
      'transmission mount': 'Transmission Mount',
      'washer jar': 'Windshield Washer Kit',
      'license plate frame': 'License Plate Frame',
      'hood insulation': 'Hood Insulation Pad',
      jack: 'Bumper Jack and Handle',
      dipstick: 'Oil Dipstick and Tube',
      'door striker': 'Door Striker Plate Set',
      'battery tray': 'Battery Tray and Hold-Down',
      'battery hold down': 'Battery Tray and Hold-Down',
      'heater valve': 'Heater Control Valve',
      'defroster hose': 'Defroster Hose Set',
      'timing cover': 'Timing Cover Gasket and Seal',
      'rear axle bearing': 'Rear Axle Bearing',
      'fuel filter': 'Glass Bowl Fuel Filter',
      'inline fuel filter': 'Glass Bowl Fuel Filter',
      'gas filter': 'Glass Bowl Fuel Filter',
      'sediment bowl': 'Glass Bowl Fuel Filter',
      'seat springs': 'Seat Spring Repair Set',
      'glove box door': 'Glove Box Door',
      'pitman arm': 'Pitman Arm',
      'trim rings': 'Wheel Trim Ring Set',
      'beauty rings': 'Wheel Trim Ring Set',
      'trunk floor pan': 'Trunk Floor Pan',
      'trunk pan': 'Trunk Floor Pan',
      'convertible top motor': 'Convertible Top Motor and Pump',
      'top pump': 'Convertible Top Motor and Pump',
      'spare tire cover': 'Spare Tire Cover',
      'trunk hinge': 'Trunk Lid Hinge Pair',
      'lug nuts': 'Wheel Stud and Lug Nut Set',
      'wheel studs': 'Wheel Stud and Lug Nut Set',
      fuses: 'Glass Fuse Assortment',
      'muffler clamp': 'Exhaust Clamp and Hanger Set',
      'exhaust hanger': 'Exhaust Clamp and Hanger Set',
      'pilot bearing': 'Clutch Pilot Bearing',
      'differential gasket': 'Rear Axle Gasket Set',
      spindle: 'Front Spindle',
      'steering knuckle': 'Front Spindle',
      'key blanks': 'Key Blank Set',
      odometer: 'Odometer Gear Set',
      'fog lights': 'Accessory Fog Lamp Pair',
      'headlight lens': 'Headlamp Lens',
      'door latch': 'Door Latch',
      'hood bumpers': 'Rubber Bumper Stop Set',
      'rubber bumpers': 'Rubber Bumper Stop Set',
      'radio speaker': 'Radio Speaker',
      'ignition lock': 'Ignition Lock Cylinder',
      'trunk light': 'Trunk and Glove Box Lamp Set',
      'glove box light': 'Trunk and Glove Box Lamp Set',
      'sill plate': 'Door Sill Plate Pair',
      'scuff plates': 'Door Sill Plate Pair',
      'clutch fork': 'Clutch Fork',
      'seat track': 'Seat Track Set',
      'seat adjuster': 'Seat Track Set',
      'door check strap': 'Door Check Strap Set',
      'tool kit': 'Tool Kit Roll',
      'paint chips': 'Paint Color Chip Chart',
      'color chart': 'Paint Color Chip Chart',
      // A slip that makes another word, beside words the parts hold: the word a keystroke away.
      'brake shoos': 'Brake Shoe Set',
      'fuel pup': 'Fuel Pump',
      'clutch dish': 'Clutch Disc',
      'steering wheal': 'Steering Wheel',
      'ball joints': 'Ball Joint Set',
      'power steering pump': 'Power Steering Pump',
      'power brake booster': 'Power Brake Booster',
      'brake booster': 'Power Brake Booster',
      'door glass': 'Door Window Glass',
      'side window glass': 'Door Window Glass',
      'door skin': 'Door Skin',
      'rear window gasket': 'Back Glass Rubber Channel',
      'back glass rubber': 'Back Glass Rubber Channel',
      'dash bezel': 'Instrument Cluster Bezel',
      'gauge bezel': 'Instrument Cluster Bezel',
      'windshield glass': 'Windshield Glass',
      'vent window glass': 'Vent Window Glass',
      'wing window glass': 'Vent Window Glass',
      'door handle gasket': 'Handle Gasket Set',
      'headliner bows': 'Headliner Bow Set',
      'robe cord': 'Robe Cord',
      'robe rail': 'Robe Cord',
      'assist strap': 'Assist Strap Pair',
      'coat hooks': 'Coat Hook Pair',
      'package tray': 'Package Tray',
      'package shelf': 'Package Tray',
      '3 speed transmission gasket': 'Transmission Gasket Set',
      'ring and pinion': 'Ring and Pinion Gear Set',
      'rear end gears': 'Ring and Pinion Gear Set',
      'freeze plugs': 'Expansion Plug Set',
      'core plugs': 'Expansion Plug Set',
      'exhaust valves': 'Intake and Exhaust Valve Set',
      'turn signal flasher': 'Turn Signal Flasher',
      'trunk mat': 'Trunk Mat',
      'firewall pad': 'Firewall Insulation Pad',
      'radiator mounting pads': 'Radiator Cushion Set',
      'underhood pad': 'Hood Insulation Pad',
      'master cylinder rebuild': 'Master Cylinder Rebuild Kit',
      'brake cylinder rebuild kit': 'Master Cylinder Rebuild Kit',
      'wheel cylinder kit': 'Wheel Cylinder Rebuild Kit',
      'brake wheel cylinder': 'Wheel Cylinder',
      'cam bearings': 'Camshaft Bearing Set',
      'hydramatic dipstick': 'Hydra-Matic Dipstick and Tube',
      'transmission dipstick': 'Hydra-Matic Dipstick and Tube',
      'engine dipstick': 'Oil Dipstick and Tube',
      'stainless trim clips': 'Molding Clip Set',
      // The cars of the 1920s: "motometer" was read as "odometer", "artillery wheel" showed the steel wheels.
      'radiator shell': 'Radiator Shell',
      'wood spoke wheels': 'Wood Spoke Wheel',
      'wooden wheel 1927': 'Wood Spoke Wheel',
      'artillery wheel': 'Wood Spoke Wheel',
      motometer: 'Moto-Meter Radiator Cap',
      'moto meter': 'Moto-Meter Radiator Cap',
      'luggage rack': 'Luggage Rack',
      'trunk rack': 'Luggage Rack',
      'radiator cap': 'Radiator Cap',
      'garnish molding': 'Window Garnish Molding Set',
      'door lock knob': 'Door Lock Knob Set',
      'door lock button': 'Door Lock Knob Set',
      '1957 bonneville fuel injection': 'Fuel Injection Rebuild Kit',
      'headlight wiring harness': 'Headlamp Wiring Harness',
      'tail light wiring': 'Tail Lamp Wiring Harness',
      'head bolts': 'Cylinder Head Bolt Set',
      'wiring diagram': 'Wiring Diagram',
      // A carburetor by its maker and type: "rebuild kit" alone makes no near miss, and this found nothing.
      // Of the kits, the plain one first: the dearer Tri-Power kits' names hold more words.
      'carter wcd rebuild kit': 'Carburetor Rebuild Kit',
      // The shorthand restorers type: "carbs" found nothing, "ign switch" showed the turn signal switches.
      carbs: 'Carburetor Rebuild Kit',
      'carb rebuild kit': 'Carburetor Rebuild Kit',
      'ign switch': 'Ignition Switch',
      'whl cyl': 'Wheel Cylinder',
      'mstr cyl kit': 'Master Cylinder Rebuild Kit',
      'wshld gasket': 'Windshield Rubber Channel',
      // Parts the shop lacked: the rear bumpers were a near miss of the front ones.
      'rear bumper': 'Rear Bumper',
      'bumper bolts': 'Bumper Bolt Set',
      'brake lines': 'Brake Line Set',
      'gas tank straps': 'Fuel Tank Strap Set',
      'trunk handle': 'Trunk Handle',
      'wheel covers': 'Wheel Cover',
      // "thermostat housing gasket" showed the tail lamp housings, "fuel pump rebuild kit" the fuel pumps, "top boot" the tops.
      'thermostat housing gasket': 'Thermostat Housing Gasket',
      'water outlet gasket': 'Thermostat Housing Gasket',
      'fuel pump rebuild kit': 'Fuel Pump Rebuild Kit',
      'instrument cluster lens': 'Instrument Cluster Lens',
      'gauge lens': 'Instrument Cluster Lens',
      'top boot': 'Convertible Top Boot',
      // "grille 1953" showed a radio speaker (no grille fitted a car after 1948); "hydro pan gasket" the engines' oil pan gaskets.
      'grille 1953': 'Grille Assembly',
      'hydro pan gasket': 'Hydra-Matic Pan Gasket',
      'trans pan gasket': 'Hydra-Matic Pan Gasket',
      // A part the cars of those years did not have: the one they had in its place.
      'kingpin 1959': 'Ball Joint Set',
      alternator: 'Generator',
      // A short word spelt as it sounds: "dore handle" showed the dome lamps, "trunk sele" the trunk handles.
      'dore handle': 'Outside Door Handle',
      'trunk sele': 'Trunk Lid Seal',
      // A silent first letter left out: "dash nobs" showed the dash lamps' sockets as new-old-stock ("NOS").
      'dash nobs': 'Dash Knob Set',
      // The generator's cutout is a unit of its voltage regulator: "cutout relay" showed the horn relays.
      'cutout relay': 'Voltage Regulator',
      'generator cut-out': 'Voltage Regulator',
      // The front parking lamps flash as the turn signals: "turn signal lens" showed the turn signal switches.
      'turn signal lens': 'Parking Lamp Lens',
      // A grille written as the cook's grill: "grills" found nothing.
      grills: 'Grille Assembly',
      // A wire harness is the wiring harness: the spark plug wire sets, filed under the wiring harnesses, came first.
      'wire harness': '[A-Za-z ]*Wiring Harness',
      // A shopper's praise is no word of the part: "best" was read as a slip of "bent" (the fuel lines, "pre-bent").
      'best fuel pump': 'Fuel Pump',
      // The package tray by its British name: "parcel shelf" showed the parts whose listings say the box may show shelf wear.
      'parcel shelf': 'Package Tray',
      // The signal-seeking radio by its trade name: "signal seeking radio" showed the turn signal switches.
      'signal seeking radio': 'Push-Button Radio',
      'wonderbar radio': 'Push-Button Radio',
      // A maker of the period by the part it is known for: "wagner brakes" showed the Safe-T-Track clutch packs ("hanger", "washer").
      'wagner brakes': 'Brake[A-Za-z ]*',
      'motorola radio': 'Push-Button Radio',
      // The lit Indian head: "indian head light" showed the headlamps.
      'indian head light': 'Illuminated Chief Hood Ornament Lens',
      // The coil's lead comes with the plug wires: "coil wire" showed the seat springs ("coil seat springs with the helper wires").
      'coil wire': 'Spark Plug Wire Set',
      'stewart warner gauges': '[A-Za-z ]*Gauge',
      // Parts the shop lacked: "starter solenoid" showed the starters, "license plate bracket" the plate lamps,
      // "quarter window seal" the vent window seals, "bumper guards 1954" the bumpers (the guards sold each
      // fitted other cars), "driveshaft" nothing.
      'starter solenoid': 'Starter Solenoid',
      'license plate bracket': 'License Plate Bracket',
      'quarter window seal': 'Quarter Window Seal Kit',
      'bumper guards 1954': 'Bumper Guard Set',
      'overriders 1954': 'Bumper Guard Set',
      driveshaft: 'Drive Shaft',
      'drive shaft': 'Drive Shaft',
      'propeller shaft': 'Drive Shaft',
      // A single word: the part it says what it is before those whose names start with it (nameHead).
      horn: 'Horn',
      mirror: '(Inside|Outside) Rear View Mirror',
    };
    for (const [q, name] of Object.entries(wanted)) {
      const found = await searchParts(database.db, SearchQuerySchema.parse({ q }), vocabulary);
      expect(found.partial, q).toBeUndefined();
      expect(found.items[0]?.name ?? 'nothing found', q).toMatch(new RegExp(`^${name}, `));
    }
    // A part of the electrical system says the car's own: 6-volt to 1954, 12-volt from 1955 (the cars of both, both).
    for (const [q, fits] of [['12 volt coil', (end: number) => end >= 1955], ['6 volt starter', (_: number, start: number) => start <= 1954], ['6v bulbs', (end: number) => end <= 1954], ['voltage regulator 12 volt', (end: number) => end >= 1955]] as const) {
      const found = await searchParts(database.db, SearchQuerySchema.parse({ q }), vocabulary);
      expect(found.total, q).toBeGreaterThan(1);
      expect(found.partial, q).toBeUndefined();
      for (const part of found.items) expect(fits(part.yearEnd, part.yearStart), `${q}: ${part.name}`).toBe(true);
    }
    // A part of the engine says the car's own: a Six's the straight six, an Eight's the straight eight, from
    // 1955 the V-8; a Hydra-Matic kit of 1952-1955 the Dual-Range. A straight engine names the cars that had
    // it, so after their head gaskets come their other parts holding the words ("head" in "headlamp").
    const named = (q: string, part: { name: string }) => !/straight|inline|strait/.test(q) || /^(Piston Set|Cylinder Head Gasket), /.test(part.name);
    for (const [q, engine] of [['inline six head gasket', 'straight six'], ['straight 8 pistons', 'straight eight'], ['straight8 head gasket', 'straight eight'], ['strait eight pistons', 'straight eight'], ['v8 camshaft', 'V-8'], ['dual range hydramatic', 'Dual-Range Hydra-Matic']] as const) {
      const found = await searchParts(database.db, SearchQuerySchema.parse({ q }), vocabulary);
      expect(found.total, q).toBeGreaterThan(1);
      expect(found.partial, q).toBeUndefined();
      expect(named(q, found.items[0]!), q).toBe(true);
      for (const part of found.items.filter((part) => named(q, part))) expect(part.description, `${q}: ${part.name}`).toContain(engine);
    }
    // The Star Chief's stars are the Star Chief's.
    const stars = await searchParts(database.db, SearchQuerySchema.parse({ q: 'stars', make: 'Pontiac', model: 'Star Chief' }), vocabulary);
    expect(stars.items.map((part) => part.name)).toEqual(['Star Chief Side Stars (set of 4), 1954-1957 Pontiac Star Chief']);
    // "v8" alone is the V-8 cars of 1955 on, though the names of the 1930-1932 V-8 cars' parts hold it.
    const v8 = await searchParts(database.db, SearchQuerySchema.parse({ q: 'v8' }), vocabulary);
    expect(v8.items.slice(0, 3).map((part) => part.yearEnd >= 1955)).toEqual([true, true, true]);
    // No generator fits 1941: after the fan belt that drives one, the generators of the nearest years.
    const generator = await searchParts(database.db, SearchQuerySchema.parse({ q: '1941 pontiac generator' }), vocabulary);
    expect(generator.othersNamed).toMatchObject({ word: 'generator', matchingAll: 1 });
    expect(generator.items.slice(0, 3).map((part) => part.name.split(',')[0])).toEqual(['Fan Belt', 'Generator', 'Generator']);
    expect(generator.items.slice(1, 3).map((part) => Math.max(part.yearStart - 1941, 1941 - part.yearEnd))).toEqual([1, 1]);
    // No Star Chief radio: the radios of 1957 first, not the Star Chief's radio knob set of 1958.
    const radio = await searchParts(database.db, SearchQuerySchema.parse({ q: '1957 star chief radio' }), vocabulary);
    expect(radio.partial).toMatchObject({ missingWords: [] });
    for (const part of radio.items.slice(0, 3)) expect(part.name, part.name).toMatch(/^Push-Button Radio, /);
    for (const part of radio.items.slice(0, 3)) expect(part.yearStart <= 1957 && part.yearEnd >= 1957, part.name).toBe(true);
  });
});
