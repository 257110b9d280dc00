import type { PictureKind } from './draw-part-picture.ts';

/** A kind of part the demo shop stocks for several models; the seed makes one part per model it fits. */
export interface PartTemplate {
  category: string;
  name: string;
  picture: PictureKind;
  description: string;
  price: [number, number];
  weightLbs: number;
  sizeIn: [number, number, number];
  /** Only models built within these years get this part. */
  years?: [number, number];
  /** How many models get one (the first ones that fit, spread by the seed). */
  models: number;
  shippingClass?: string;
  /** Only this make's models get it (a Chief Pontiac ornament never went on an Oakland). */
  make?: 'Pontiac' | 'Oakland';
}

export const PART_TEMPLATES: PartTemplate[] = [
  { category: 'Hood Ornaments', name: 'Chief Pontiac Hood Ornament', picture: 'ornament', price: [145, 395], weightLbs: 2.1, sizeIn: [11, 3, 4], years: [1926, 1954], models: 8, make: 'Pontiac', description: 'Die-cast Chief Pontiac head in triple-plated chrome, with mounting studs and gasket.' },
  { category: 'Hood Ornaments', name: 'Illuminated Chief Hood Ornament Lens', picture: 'lens-amber', price: [85, 160], weightLbs: 0.6, sizeIn: [8, 2, 3], years: [1949, 1954], models: 3, make: 'Pontiac', description: 'Amber plastic Chief head insert for the illuminated hood ornament, correct profile and tint.' },
  { category: 'Fender & Trunk Emblems', name: 'Fender Emblem', picture: 'emblem', price: [38, 95], weightLbs: 0.4, sizeIn: [6, 2, 1], models: 10, description: 'Cast fender emblem with painted inlay and original-style speed nuts.' },
  { category: 'Fender & Trunk Emblems', name: 'Trunk Lid Emblem', picture: 'emblem', price: [45, 120], weightLbs: 0.5, sizeIn: [7, 3, 1], models: 8, description: 'Deck lid emblem, chrome plated die-cast with enamel colour fill.' },
  { category: 'Scripts', name: 'Fender Script', picture: 'strip', price: [55, 110], weightLbs: 0.3, sizeIn: [12, 2, 1], years: [1949, 1960], models: 6, description: 'Chrome model-name script for the front fenders, with mounting clips.' },
  { category: 'Silver Streak Strips', name: 'Silver Streak Hood Strip Set', picture: 'strip', price: [120, 285], weightLbs: 3.2, sizeIn: [60, 4, 2], years: [1935, 1956], models: 9, make: 'Pontiac', shippingClass: 'oversize', description: 'The Silver Streak chrome bands for the hood centre, polished stainless steel with clips.' },
  { category: 'Star Chief Stars', name: 'Star Chief Side Stars (set of 4)', picture: 'emblem', price: [65, 98], weightLbs: 0.4, sizeIn: [5, 5, 1], years: [1954, 1960], models: 1, description: 'Chrome stars for the rear quarter trim, set of four with nuts.' },
  { category: 'Door Seals', name: 'Door Weatherstrip Kit', picture: 'seal', price: [89, 189], weightLbs: 4.5, sizeIn: [18, 12, 5], models: 12, description: 'Molded sponge rubber door seals with correct profile and glue-on backing, left and right.' },
  { category: 'Roof Rail Rubber', name: 'Roof Rail Weatherstrip', picture: 'seal', price: [110, 210], weightLbs: 3.0, sizeIn: [24, 10, 4], years: [1949, 1960], models: 6, description: 'Roof rail seals for hardtop models, molded ends, factory-style fit.' },
  { category: 'Trunk Lid Seals', name: 'Trunk Lid Seal', picture: 'seal', price: [35, 65], weightLbs: 1.5, sizeIn: [12, 12, 3], models: 12, description: 'One-piece trunk lid seal, cut to length with a glued seam.' },
  { category: 'Windshield & Back Glass Channel', name: 'Windshield Rubber Channel', picture: 'seal', price: [75, 145], weightLbs: 2.4, sizeIn: [20, 12, 4], models: 10, description: 'Windshield setting channel in the original profile; fits the reveal molding groove.' },
  { category: 'Vent Window Seals', name: 'Vent Window Seal Kit', picture: 'seal', price: [65, 125], weightLbs: 1.1, sizeIn: [12, 8, 3], years: [1935, 1960], models: 8, description: 'Vent window division bar and frame seals, pair.' },
  { category: 'Pedal Pads', name: 'Clutch and Brake Pedal Pads', picture: 'pad', price: [18, 36], weightLbs: 0.7, sizeIn: [6, 4, 2], models: 12, description: 'Pedal pads with the correct pattern and the Pontiac name molded in, pair.' },
  { category: 'Body Mounts & Grommets', name: 'Body Mount Kit', picture: 'gear', price: [68, 140], weightLbs: 3.6, sizeIn: [10, 8, 4], models: 10, description: 'Rubber body mounts with steel sleeves and hardware for a complete body.' },
  { category: 'Headlamps', name: 'Headlamp Bucket', picture: 'lamp', price: [85, 170], weightLbs: 2.2, sizeIn: [9, 9, 6], models: 10, description: 'Steel headlamp bucket with adjusting screws and springs, black finish.' },
  { category: 'Parking Lamp Lenses', name: 'Parking Lamp Lens', picture: 'lens-amber', price: [22, 45], weightLbs: 0.3, sizeIn: [5, 3, 2], models: 14, description: 'Parking lamp lens in the original colour, with gasket.' },
  { category: 'Tail Lamp Lenses', name: 'Tail Lamp Lens', picture: 'lens-red', price: [28, 68], weightLbs: 0.4, sizeIn: [6, 4, 2], models: 16, description: 'Ruby red tail lamp lens with the Pontiac or Oakland name, with gasket.' },
  { category: 'Dash & Courtesy Lamps', name: 'Dash Lamp Socket Set', picture: 'lamp', price: [24, 48], weightLbs: 0.3, sizeIn: [5, 4, 2], models: 8, description: 'Instrument lamp sockets with pigtails and bulbs.' },
  { category: 'Bulbs', name: '6-Volt Bulb Assortment', picture: 'box', price: [19, 34], weightLbs: 0.4, sizeIn: [6, 4, 2], years: [1926, 1955], models: 6, description: 'Assortment of 6-volt bulbs for headlamps, tail lamps and instruments.' },
  { category: 'Body Side Moldings', name: 'Body Side Molding Set', picture: 'strip', price: [190, 480], weightLbs: 6.5, sizeIn: [72, 6, 3], years: [1940, 1960], models: 8, shippingClass: 'oversize', description: 'Polished stainless side moldings with clips, ready to fit.' },
  { category: 'Rocker Moldings', name: 'Rocker Panel Molding Pair', picture: 'strip', price: [160, 320], weightLbs: 5.5, sizeIn: [66, 5, 3], years: [1946, 1960], models: 6, shippingClass: 'oversize', description: 'Rocker moldings, left and right, with clips.' },
  { category: 'Window Reveal Moldings', name: 'Windshield Reveal Molding Set', picture: 'strip', price: [140, 260], weightLbs: 2.8, sizeIn: [36, 10, 3], models: 6, description: 'Windshield reveal moldings, polished, set of upper and lower pieces.' },
  { category: 'Bumpers & Guards', name: 'Bumper Guard', picture: 'bumper', price: [95, 240], weightLbs: 5.5, sizeIn: [14, 8, 6], models: 10, description: 'Triple-plated bumper guard with bolts; sold each.' },
  { category: 'Grilles', name: 'Grille Bar', picture: 'grille', price: [125, 360], weightLbs: 4.8, sizeIn: [40, 6, 3], models: 8, shippingClass: 'oversize', description: 'Chrome grille bar, correct contour and mounting points.' },
  { category: 'Fenders', name: 'Front Fender Patch Panel', picture: 'panel', price: [75, 160], weightLbs: 6.0, sizeIn: [24, 12, 4], models: 8, shippingClass: 'oversize', description: 'Lower rear section of the front fender in 18-gauge steel, edm primer.' },
  { category: 'Patch Panels', name: 'Quarter Panel Patch', picture: 'panel', price: [85, 180], weightLbs: 7.0, sizeIn: [30, 14, 4], models: 8, shippingClass: 'oversize', description: 'Rear quarter lower patch panel in 18-gauge steel.' },
  { category: 'Floor Pans', name: 'Floor Pan Half', picture: 'panel', price: [120, 230], weightLbs: 14.0, sizeIn: [40, 28, 5], models: 8, shippingClass: 'freight', description: 'Stamped floor pan half with factory ribs, left or right.' },
  { category: 'Running Boards', name: 'Running Board Cover', picture: 'pad', price: [180, 340], weightLbs: 11.0, sizeIn: [60, 12, 2], years: [1926, 1940], models: 8, shippingClass: 'oversize', description: 'Ribbed rubber running board covers with trim, pair.' },
  { category: 'Hinges', name: 'Door Hinge Pin and Bushing Kit', picture: 'gear', price: [28, 56], weightLbs: 1.2, sizeIn: [6, 4, 2], models: 10, description: 'Hinge pins and bronze bushings to take the sag out of the doors.' },
  { category: 'Seat Upholstery', name: 'Seat Upholstery Set', picture: 'fabric', price: [395, 890], weightLbs: 12.0, sizeIn: [24, 18, 8], models: 8, shippingClass: 'oversize', description: 'Front and rear seat covers in correct pattern cloth and vinyl.' },
  { category: 'Headliners', name: 'Headliner', picture: 'fabric', price: [140, 260], weightLbs: 3.0, sizeIn: [20, 14, 4], models: 10, description: 'Headliner in the original material and colour, with listing strips sewn in.' },
  { category: 'Carpets & Mats', name: 'Front Floor Mat', picture: 'pad', price: [160, 290], weightLbs: 9.0, sizeIn: [36, 24, 3], models: 8, shippingClass: 'oversize', description: 'Molded rubber front floor mat with the original grain.' },
  { category: 'Door Panels', name: 'Door Panel Set', picture: 'fabric', price: [290, 520], weightLbs: 8.0, sizeIn: [36, 24, 3], years: [1935, 1960], models: 6, shippingClass: 'oversize', description: 'Front and rear door panels on waterproof board with the correct stitching.' },
  { category: 'Arm Rests', name: 'Arm Rest Pad Pair', picture: 'fabric', price: [85, 160], weightLbs: 2.0, sizeIn: [12, 6, 4], years: [1935, 1960], models: 6, description: 'Arm rest pads in correct grain vinyl, pair.' },
  { category: 'Sun Visors', name: 'Sun Visor Pair', picture: 'fabric', price: [110, 210], weightLbs: 2.2, sizeIn: [16, 6, 2], models: 6, description: 'Sun visors covered to match the headliner, pair.' },
  { category: 'Engine Rebuild Kits', name: 'Engine Rebuild Kit', picture: 'box', price: [495, 1180], weightLbs: 18.0, sizeIn: [16, 12, 8], models: 12, description: 'Pistons, rings, bearings, gaskets and timing parts for a complete rebuild.' },
  { category: 'Gaskets & Seals', name: 'Cylinder Head Gasket', picture: 'gasket', price: [34, 89], weightLbs: 0.8, sizeIn: [24, 8, 1], models: 14, description: 'Copper-faced head gasket; for the straight six, straight eight or V8 as listed.' },
  { category: 'Gaskets & Seals', name: 'Rear Main Seal', picture: 'gasket', price: [18, 42], weightLbs: 0.3, sizeIn: [5, 5, 1], models: 10, description: 'Rope-style rear main seal with installation notes.' },
  { category: 'Pistons & Rings', name: 'Piston Ring Set', picture: 'gear', price: [69, 145], weightLbs: 1.0, sizeIn: [6, 6, 3], models: 10, description: 'Cast iron rings for standard bore; oversizes on request.' },
  { category: 'Bearings', name: 'Main Bearing Set', picture: 'gear', price: [89, 185], weightLbs: 1.5, sizeIn: [8, 6, 3], models: 10, description: 'Babbitt main bearings, standard size.' },
  { category: 'Timing Parts', name: 'Timing Gear Set', picture: 'gear', price: [95, 210], weightLbs: 2.6, sizeIn: [8, 8, 3], models: 10, description: 'Fibre cam gear and steel crank gear, quiet and correct.' },
  { category: 'Valve Covers', name: 'Valve Cover', picture: 'panel', price: [120, 260], weightLbs: 4.0, sizeIn: [24, 6, 4], years: [1933, 1960], models: 6, description: 'Valve cover in correct engine colour, ready for the decal.' },
  { category: 'Carburetor Kits', name: 'Carburetor Rebuild Kit', picture: 'box', price: [39, 89], weightLbs: 0.6, sizeIn: [8, 6, 2], models: 14, description: 'Gaskets, needle and seat, pump cup and instructions for the original carburetor.' },
  { category: 'Fuel Pumps', name: 'Fuel Pump', picture: 'pump', price: [75, 165], weightLbs: 2.0, sizeIn: [6, 5, 5], models: 12, description: 'Rebuildable mechanical fuel pump, cast body, correct outlet positions.' },
  { category: 'Fuel Tanks & Sending Units', name: 'Fuel Sending Unit', picture: 'pump', price: [65, 130], weightLbs: 1.2, sizeIn: [10, 6, 4], models: 10, description: '6-volt or 12-volt gauge sending unit with float and gasket.' },
  { category: 'Distributor Parts', name: 'Distributor Cap and Rotor', picture: 'cap', price: [24, 58], weightLbs: 0.6, sizeIn: [5, 5, 4], models: 16, description: 'Bakelite distributor cap with brass terminals, and rotor.' },
  { category: 'Coils', name: 'Ignition Coil', picture: 'pump', price: [45, 95], weightLbs: 1.6, sizeIn: [7, 3, 3], models: 10, description: 'Ignition coil for 6-volt or 12-volt systems as listed.' },
  { category: 'Generators & Regulators', name: 'Voltage Regulator', picture: 'box', price: [58, 118], weightLbs: 1.4, sizeIn: [6, 4, 3], models: 12, description: 'Three-unit voltage regulator with the Delco-Remy style cover.' },
  { category: 'Wiring Harnesses', name: 'Main Wiring Harness', picture: 'wire', price: [240, 460], weightLbs: 5.0, sizeIn: [14, 12, 6], models: 12, description: 'Cloth-braided main harness with the original colour codes and terminals.' },
  { category: 'Switches', name: 'Headlamp Switch', picture: 'cap', price: [45, 95], weightLbs: 0.6, sizeIn: [5, 3, 3], models: 10, description: 'Pull-type headlamp switch with rheostat for the dash lamps.' },
  { category: 'Radiators', name: 'Radiator Cap', picture: 'cap', price: [22, 48], weightLbs: 0.5, sizeIn: [4, 4, 2], models: 12, description: 'Radiator cap with the correct pressure rating and stamping.' },
  { category: 'Water Pumps', name: 'Water Pump', picture: 'pump', price: [95, 220], weightLbs: 5.0, sizeIn: [9, 7, 6], models: 12, description: 'Rebuilt water pump with new shaft, bearing and seal; no core charge.' },
  { category: 'Hoses', name: 'Radiator Hose Set', picture: 'wire', price: [45, 85], weightLbs: 1.8, sizeIn: [12, 8, 4], models: 12, description: 'Upper and lower radiator hoses with period-correct markings.' },
  { category: 'Thermostats', name: 'Thermostat', picture: 'gear', price: [18, 36], weightLbs: 0.3, sizeIn: [3, 3, 2], models: 10, description: 'Bellows-type thermostat, 160 °F.' },
  { category: 'Wheel Cylinders', name: 'Wheel Cylinder', picture: 'pump', price: [38, 78], weightLbs: 0.8, sizeIn: [5, 3, 3], years: [1935, 1960], models: 10, description: 'Hydraulic wheel cylinder, correct bore, front or rear as listed.' },
  { category: 'Master Cylinders', name: 'Brake Master Cylinder', picture: 'pump', price: [95, 190], weightLbs: 3.5, sizeIn: [9, 5, 5], years: [1935, 1960], models: 10, description: 'Master cylinder with the original-style cap and fittings.' },
  { category: 'Brake Shoes', name: 'Brake Shoe Set', picture: 'gear', price: [55, 110], weightLbs: 6.0, sizeIn: [12, 12, 3], models: 12, description: 'Relined brake shoes, one axle set, no core charge.' },
  { category: 'Brake Hoses & Lines', name: 'Brake Hose Set', picture: 'wire', price: [36, 72], weightLbs: 0.8, sizeIn: [10, 6, 2], years: [1935, 1960], models: 10, description: 'Front and rear flexible brake hoses.' },
  { category: 'Knee-Action Parts', name: 'Knee-Action Shock Rebuild', picture: 'gear', price: [195, 390], weightLbs: 8.0, sizeIn: [12, 10, 8], years: [1934, 1948], models: 6, description: 'Rebuild of the Knee-Action front suspension units with new seals and fluid.' },
  { category: 'Tie Rods', name: 'Tie Rod End Set', picture: 'gear', price: [68, 135], weightLbs: 3.0, sizeIn: [12, 6, 4], models: 10, description: 'Inner and outer tie rod ends with grease fittings.' },
  { category: 'Springs & Shackles', name: 'Spring Shackle Kit', picture: 'gear', price: [48, 96], weightLbs: 3.5, sizeIn: [10, 6, 4], models: 10, description: 'Leaf spring shackles, bolts and bushings for one car.' },
  { category: 'Synchromesh Parts', name: 'Synchro Ring Set', picture: 'gear', price: [75, 150], weightLbs: 1.6, sizeIn: [6, 6, 3], years: [1932, 1960], models: 8, description: 'Synchronizer rings for the three-speed manual gearbox.' },
  { category: 'Hydra-Matic Parts', name: 'Hydra-Matic Overhaul Kit', picture: 'box', price: [220, 420], weightLbs: 5.0, sizeIn: [14, 10, 4], years: [1948, 1960], models: 6, description: 'Gaskets, seals and bands for overhauling the Hydra-Matic transmission.' },
  { category: 'Clutch Parts', name: 'Clutch Disc', picture: 'gasket', price: [85, 160], weightLbs: 4.0, sizeIn: [11, 11, 2], models: 10, description: 'Clutch disc with the correct spline and facing.' },
  { category: 'U-Joints', name: 'Universal Joint', picture: 'gear', price: [42, 88], weightLbs: 1.2, sizeIn: [5, 5, 4], models: 10, description: 'Universal joint with grease fitting.' },
  { category: 'Mufflers', name: 'Muffler', picture: 'pump', price: [110, 220], weightLbs: 14.0, sizeIn: [30, 10, 8], models: 10, shippingClass: 'oversize', description: 'Original-design muffler in aluminized steel.' },
  { category: 'Exhaust Pipes', name: 'Exhaust Manifold Gasket Set', picture: 'gasket', price: [24, 52], weightLbs: 0.6, sizeIn: [14, 6, 1], models: 10, description: 'Manifold and exhaust pipe gaskets for a leak-free exhaust.' },
  { category: 'Valve Cover & Air Cleaner Decals', name: 'Air Cleaner Decal', picture: 'decal', price: [12, 24], weightLbs: 0.1, sizeIn: [8, 6, 1], years: [1949, 1960], models: 8, description: 'Water-slide air cleaner decal, reproduced from an original sample.' },
  { category: 'Valve Cover & Air Cleaner Decals', name: 'Valve Cover Decal', picture: 'decal', price: [9, 18], weightLbs: 0.1, sizeIn: [8, 4, 1], years: [1933, 1960], models: 8, description: 'Engine valve cover decal with the correct colours and lettering.' },
  { category: 'Battery Decals', name: 'Battery Top Decal', picture: 'decal', price: [8, 15], weightLbs: 0.1, sizeIn: [6, 4, 1], models: 6, description: 'Delco battery top decal.' },
  { category: 'Door Jamb Labels', name: 'Body by Fisher Door Sill Label', picture: 'decal', price: [10, 22], weightLbs: 0.1, sizeIn: [6, 3, 1], models: 8, description: 'Body by Fisher label for the door jamb.' },
  { category: 'Window & Service Decals', name: 'Lubrication Service Decal', picture: 'decal', price: [7, 14], weightLbs: 0.1, sizeIn: [5, 4, 1], models: 6, description: 'Door jamb lubrication service reminder decal, as applied by the dealer.' },
  { category: 'Shop Manuals', name: 'Shop Manual', picture: 'book', price: [35, 75], weightLbs: 2.2, sizeIn: [11, 8, 1], models: 16, shippingClass: 'media', description: 'Factory shop manual reprint: engine, chassis, body and electrical.' },
  { category: "Owner's Manuals", name: "Owner's Manual", picture: 'book', price: [15, 32], weightLbs: 0.5, sizeIn: [8, 5, 1], models: 14, shippingClass: 'media', description: "Owner's guide reprint as supplied in the glove box." },
  { category: 'Parts Books', name: 'Master Parts Catalog', picture: 'book', price: [45, 95], weightLbs: 3.0, sizeIn: [11, 9, 2], models: 10, shippingClass: 'media', description: 'Master parts catalogue reprint with group numbers and illustrations.' },
  { category: 'Sales Brochures', name: 'Sales Brochure', picture: 'book', price: [18, 45], weightLbs: 0.4, sizeIn: [11, 9, 1], models: 12, shippingClass: 'media', description: 'Dealer showroom brochure reprint in full colour.' },
  { category: 'NOS Dealer Accessories', name: 'Accessory Spotlight', picture: 'lamp', price: [280, 620], weightLbs: 4.5, sizeIn: [12, 8, 8], years: [1935, 1958], models: 5, description: 'Dealer-installed accessory spotlight with mirror and mounting bracket.' },
  // Added in 0.36.0, after the parts above (whose SKUs, prices and pictures they leave as they were): what
  // ../shared/data's category tree names and the demo lacked (points, kingpins, sealed beams, radiators,
  // tanks, pistons, bumpers, carpets), and what restorers search for most among the rest (hub caps, fan
  // belts, horn buttons and rings, spark plug wires, window regulators and door locks).
  { category: 'Distributor Parts', name: 'Ignition Points and Condenser Set', picture: 'box', price: [16, 38], weightLbs: 0.3, sizeIn: [5, 4, 1], models: 16, description: 'Breaker points and condenser for the Delco-Remy distributor, with the mounting screw and cam lubricator.' },
  { category: 'Kingpin Sets', name: 'Kingpin Set', picture: 'gear', price: [85, 175], weightLbs: 3.2, sizeIn: [10, 6, 4], models: 12, description: 'Steering knuckle kingpins with bushings, thrust bearings and shims for both front wheels; ream the bushings to fit.' },
  { category: 'Headlamps', name: 'Sealed Beam Headlamp', picture: 'lamp', price: [28, 55], weightLbs: 2.0, sizeIn: [8, 8, 5], years: [1940, 1960], models: 14, description: 'Sealed beam headlamp unit, 6-volt or 12-volt to suit the car, with the period-correct glass pattern and aiming pads.' },
  { category: 'Radiators', name: 'Radiator Core', picture: 'panel', price: [420, 880], weightLbs: 26.0, sizeIn: [26, 20, 4], models: 10, shippingClass: 'oversize', description: 'New radiator core fitted to the original tanks, flow and pressure tested, painted satin black.' },
  { category: 'Fuel Tanks & Sending Units', name: 'Fuel Tank', picture: 'panel', price: [260, 540], weightLbs: 24.0, sizeIn: [36, 24, 10], models: 10, shippingClass: 'oversize', description: 'Gas tank in the original shape and gauge of steel, with the filler neck and the sending unit flange.' },
  { category: 'Pistons & Rings', name: 'Piston Set', picture: 'gear', price: [220, 460], weightLbs: 9.0, sizeIn: [14, 10, 6], models: 10, description: 'Cast aluminum pistons with pins for one engine, standard bore; oversizes on request.' },
  { category: 'Bumpers & Guards', name: 'Front Bumper', picture: 'bumper', price: [420, 980], weightLbs: 42.0, sizeIn: [66, 10, 8], models: 8, shippingClass: 'freight', description: 'Front bumper bar, the original steel straightened and triple-chrome plated, with new bolts.' },
  { category: 'Carpets & Mats', name: 'Carpet Set', picture: 'fabric', price: [180, 360], weightLbs: 12.0, sizeIn: [30, 16, 8], models: 10, description: 'Molded loop floor carpet, front and rear, with the heel pad and bound edges in the original colours.' },
  { category: 'Hub Caps & Wheel Covers', name: 'Hub Cap', picture: 'cap', price: [38, 95], weightLbs: 1.6, sizeIn: [11, 11, 3], models: 14, description: 'Chrome hub cap with the original centre emblem, sold each.' },
  { category: 'Fan Belts', name: 'Fan Belt', picture: 'wire', price: [14, 32], weightLbs: 0.5, sizeIn: [10, 10, 1], models: 14, description: 'Fan and generator V-belt in the original width and length, with period-style markings.' },
  { category: 'Horn Buttons & Rings', name: 'Horn Button', picture: 'emblem', price: [45, 120], weightLbs: 0.4, sizeIn: [4, 4, 2], years: [1926, 1939], models: 10, description: 'Steering wheel horn button with the original centre emblem in chrome and enamel.' },
  { category: 'Horn Buttons & Rings', name: 'Horn Ring', picture: 'ornament', price: [95, 240], weightLbs: 1.1, sizeIn: [14, 14, 3], years: [1940, 1960], models: 10, description: 'Chrome steering wheel horn ring with the centre emblem and contact spring.' },
  { category: 'Wiring Harnesses', name: 'Spark Plug Wire Set', picture: 'wire', price: [36, 78], weightLbs: 0.8, sizeIn: [12, 8, 2], models: 14, description: 'Cloth-covered spark plug wires with the original-style terminals and boots, cut to length for the engine.' },
  { category: 'Door & Window Hardware', name: 'Window Regulator', picture: 'gear', price: [75, 165], weightLbs: 4.5, sizeIn: [16, 12, 3], models: 12, description: 'Crank-operated side window regulator, rebuilt with a new spring and greased, left or right as listed.' },
  { category: 'Door & Window Hardware', name: 'Door Lock Cylinder Set', picture: 'box', price: [48, 110], weightLbs: 0.6, sizeIn: [6, 4, 2], models: 12, description: 'Door and trunk lock cylinders with two original-style keys, all coded alike.' },
  // Added in 0.42.0, after the parts above: the everyday parts restorers searched the demo for and found
  // none of, within the demo's categories (a gas cap, door handles, an outside mirror, dash knobs, fender skirts).
  { category: 'Fuel Tanks & Sending Units', name: 'Gas Cap', picture: 'cap', price: [22, 48], weightLbs: 0.5, sizeIn: [4, 4, 2], models: 14, description: 'Vented fuel tank filler cap with the original bayonet lugs and a new seal, non-locking as the car was built.' },
  { category: 'Door & Window Hardware', name: 'Outside Door Handle', picture: 'strip', price: [42, 95], weightLbs: 0.9, sizeIn: [9, 3, 3], models: 12, description: 'Chrome outside door handle with a new push button and pads, left or right as listed.' },
  { category: 'Door & Window Hardware', name: 'Outside Rear View Mirror', picture: 'ornament', price: [55, 130], weightLbs: 1.2, sizeIn: [8, 5, 5], years: [1935, 1960], models: 10, description: 'Chrome door-mounted mirror on the original-style arm and base, with new glass and gasket.' },
  { category: 'Switches', name: 'Dash Knob Set', picture: 'box', price: [48, 120], weightLbs: 0.5, sizeIn: [6, 4, 2], models: 12, description: 'Dash knobs for the headlamp, wiper, choke and throttle, in the original plastic and colours, with the set screws.' },
  { category: 'Fenders', name: 'Fender Skirt Pair', picture: 'panel', price: [240, 520], weightLbs: 18.0, sizeIn: [40, 14, 4], years: [1937, 1958], models: 8, shippingClass: 'oversize', description: 'Rear fender skirts, left and right, in primer with the stainless trim and the locking clamps.' },
];
