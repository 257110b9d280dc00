import { IMPORT_MESSAGES } from '../../../domain/csv-import.ts';
import { countStagedModelsOverlapping, insertMakeRow, listMakeNames, listStagedModelMakes, writeStagedModels } from '../vehicles/vehicles.repository.ts';
import type { Importer } from './importer.ts';

/** SPEC §5 "Models CSV": unknown makes are added; each model records its import_status. */
export const vehiclesImporter: Importer = {
  kind: 'vehicles',
  noun: 'model',
  countDuplicates: countStagedModelsOverlapping,
  async write(tx, jobId, options) {
    const known = new Set((await listMakeNames(tx)).map((name) => name.toLowerCase()));
    for (const make of await listStagedModelMakes(tx, jobId)) {
      if (!known.has(make.toLowerCase())) {
        await insertMakeRow(tx, make);
        known.add(make.toLowerCase());
      }
    }
    return writeStagedModels(tx, jobId, options);
  },
  messages: { noneValid: IMPORT_MESSAGES.noRecordsImported, noneImported: IMPORT_MESSAGES.noRecordsImported },
};
