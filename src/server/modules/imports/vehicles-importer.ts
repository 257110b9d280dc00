import { IMPORT_MESSAGES } from '../../../domain/csv-import.ts';
import { readVehicleRow, readVehiclesHeader } from '../../../domain/vehicles-csv.ts';
import { countStagedModelsOverlapping, insertMakeRow, listMakeNames, listStagedModelMakes, writeStagedModels } from '../vehicles/vehicles.repository.ts';
import type { Importer } from './importer.ts';

/** SPEC §5 "Models CSV": unknown makes are added; each model records its import_status. */
export const vehiclesImporter: Importer = {
  kind: 'vehicles',
  noun: 'model',
  async readHeader(headers) {
    const header = readVehiclesHeader(headers);
    if (!header.ok) return header;
    return {
      ok: true,
      readRow(cells, row) {
        const result = readVehicleRow(header.index, cells, row);
        if (result.kind !== 'model') return result;
        const { model } = result;
        return { kind: 'row', key: [model.make, model.name].map((text) => text.toLowerCase()).concat([String(model.yearStart), String(model.yearEnd)]).join('|'), data: model };
      },
    };
  },
  duplicateInFile: (firstRow) => `Skipped: the same make, model and years are on row ${firstRow}`,
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
