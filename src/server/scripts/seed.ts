import { loadConfig } from '../config.ts';
import { seedDemoCatalogue } from '../seed/seed-demo.ts';
import { prepareRuntime } from '../start.ts';

const config = loadConfig();
const { database, storage } = await prepareRuntime({ ...config, seedDemo: false }, console.log);
const created = await seedDemoCatalogue(database.db, storage);
console.log(created > 0 ? `Loaded the demo catalogue: ${created} parts.` : 'The catalogue already has data: nothing loaded.');
await database.close();
