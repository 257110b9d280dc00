import { count } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { vehicleModels } from '../../db/schema/index.ts';

/** The vehicle makes and models tables (the Vehicle Management back office builds on this). */
export async function countVehicleModels(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vehicleModels);
  return row?.n ?? 0;
}
