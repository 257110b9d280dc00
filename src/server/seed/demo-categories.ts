/** The section -> category tree of the demo shop. Sections are written in capitals (SPEC §9). */
export const DEMO_SECTIONS: Record<string, string[]> = {
  NOS: ['NOS GM Parts', 'NOS Dealer Accessories'],
  REPRODUCTION: ['Reproduction Parts', 'Concours Reproductions'],
  DECALS: ['Valve Cover & Air Cleaner Decals', 'Battery Decals', 'Door Jamb Labels', 'Window & Service Decals'],
  'EMBLEMS & SCRIPTS': ['Hood Ornaments', 'Fender & Trunk Emblems', 'Scripts', 'Silver Streak Strips', 'Star Chief Stars'],
  'WEATHERSTRIPPING & RUBBER': ['Door Seals', 'Roof Rail Rubber', 'Trunk Lid Seals', 'Windshield & Back Glass Channel', 'Vent Window Seals', 'Pedal Pads', 'Body Mounts & Grommets', 'Window Channels & Felts'],
  'LIGHTING & LENSES': ['Headlamps', 'Parking Lamp Lenses', 'Tail Lamp Lenses', 'Dash & Courtesy Lamps', 'Bulbs', 'License Plate Lamps', 'Tail Lamp Housings'],
  'MOLDINGS & BRIGHT TRIM': ['Body Side Moldings', 'Rocker Moldings', 'Window Reveal Moldings', 'Bumpers & Guards', 'Grilles', 'Hub Caps & Wheel Covers'],
  'SHEET METAL & BODY': ['Fenders', 'Patch Panels', 'Floor Pans', 'Running Boards', 'Hinges', 'Hood & Trunk Latches', 'Door & Window Hardware', 'Glass'],
  'INTERIOR / SOFT TRIM': ['Seat Upholstery', 'Headliners', 'Carpets & Mats', 'Door Panels', 'Arm Rests', 'Sun Visors', 'Ash Trays & Lighters', 'Seat Belts', 'Glove Box Liners', 'Convertible Tops', 'Insulation', 'Interior Trim'],
  ENGINE: ['Engine Rebuild Kits', 'Gaskets & Seals', 'Pistons & Rings', 'Bearings', 'Timing Parts', 'Valve Train', 'Valve Covers', 'Manifolds', 'Oil System'],
  'FUEL SYSTEM': ['Carburetor Kits', 'Air Cleaners', 'Fuel Pumps', 'Fuel Tanks & Sending Units', 'Fuel Lines & Linkage'],
  'IGNITION & ELECTRICAL': ['Distributor Parts', 'Spark Plugs', 'Coils', 'Generators & Regulators', 'Wiring Harnesses', 'Switches', 'Horns & Relays', 'Starters', 'Batteries', 'Wipers', 'Instruments & Clocks', 'Radios & Antennas'],
  COOLING: ['Radiators', 'Water Pumps', 'Hoses', 'Thermostats', 'Fan Belts', 'Heaters'],
  BRAKES: ['Wheel Cylinders', 'Master Cylinders', 'Brake Shoes', 'Brake Hoses & Lines', 'Brake Drums'],
  'SUSPENSION & STEERING': ['Knee-Action Parts', 'Tie Rods', 'Springs & Shackles', 'Kingpin Sets', 'Ball Joints', 'Horn Buttons & Rings', 'Shock Absorbers', 'Steering Wheels', 'Steering Gears', 'Wheel Bearings'],
  'TRANSMISSION & DRIVELINE': ['Synchromesh Parts', 'Hydra-Matic Parts', 'Clutch Parts', 'U-Joints', 'Rear Axle Parts'],
  'WHEELS & TIRES': ['Tires', 'Wheels', 'Jacks & Tools'],
  EXHAUST: ['Mufflers', 'Exhaust Pipes'],
  'LITERATURE & MANUALS': ['Shop Manuals', "Owner's Manuals", 'Parts Books', 'Sales Brochures'],
};

export const SECTION_DESCRIPTIONS: Record<string, string> = {
  NOS: 'New-old-stock: genuine GM and Pontiac parts that were never fitted, many still in their original boxes.',
  REPRODUCTION: 'New parts made to the original drawings and samples.',
  DECALS: 'Decals and labels as applied at the factory and by the dealer.',
};
