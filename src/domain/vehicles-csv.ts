import { headerKey, IMPORT_MESSAGES, type RowError } from './csv-import.ts';
import { splitList } from './parts-csv.ts';
import { type ModelInput, ModelInputSchema, VEHICLE_MESSAGES } from './vehicle.schema.ts';

/** SPEC §5 "Models CSV": these five are required; Production Periods is an optional sixth column. */
export const VEHICLES_REQUIRED_COLUMNS = ['All Years', 'Year Start', 'Year End', 'Make', 'Model'] as const;

export type ImportedModel = Omit<ModelInput, 'makeId'> & { make: string };
export type VehicleRowResult = { kind: 'model'; model: ImportedModel } | { kind: 'skip'; error: RowError } | { kind: 'error'; errors: RowError[] };

const LABELS: Record<string, string> = { name: 'Model', yearStart: 'Year Start', yearEnd: 'Year End', allYears: 'All Years', productionPeriods: 'Production Periods' };

export function readVehiclesHeader(headers: string[]): { ok: true; index: Map<string, number> } | { ok: false; message: string } {
  const index = new Map<string, number>();
  headers.map(headerKey).forEach((key, i) => {
    if (key && !index.has(key)) index.set(key, i);
  });
  const missing = VEHICLES_REQUIRED_COLUMNS.filter((column) => !index.has(headerKey(column)));
  if (missing.length) return { ok: false, message: IMPORT_MESSAGES.missingColumns([...missing]) };
  // Production Periods may come unnamed, as the sixth column.
  if (!index.has('productionperiods') && headers.length >= 6) index.set('productionperiods', 5);
  return { ok: true, index };
}

/** One row of a models file, checked by the model form's rules; SPEC §5 names its errors. */
export function readVehicleRow(index: Map<string, number>, cells: string[], row: number): VehicleRowResult {
  const cell = (key: string) => (cells[index.get(key) ?? -1] ?? '').trim();
  if (cells.every((value) => !value.trim())) return { kind: 'skip', error: { row, column: 'Model', message: 'Skipped: empty row' } };
  const errors: RowError[] = [];
  const make = cell('make');
  if (!make) errors.push({ row, column: 'Make', message: 'Make is required' });
  else if (make.includes(',')) errors.push({ row, column: 'Make', message: 'Make name cannot contain a comma' });
  const year = (key: string, label: string) => {
    const text = cell(key);
    if (/^\d{4}$/.test(text)) return Number(text);
    errors.push({ row, column: label, message: VEHICLE_MESSAGES.invalidYear });
    return undefined;
  };
  const yearStart = year('yearstart', 'Year Start');
  const yearEnd = year('yearend', 'Year End');
  const parsed = ModelInputSchema.safeParse({ makeId: 1, name: cell('model'), yearStart: yearStart ?? 1900, yearEnd: yearEnd ?? 2040, allYears: cell('allyears'), productionPeriods: splitList(cell('productionperiods')) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if ((field === 'yearStart' && yearStart === undefined) || (field === 'yearEnd' && yearEnd === undefined)) continue;
      if (field === 'allYears' && (yearStart === undefined || yearEnd === undefined) && cell('allyears')) continue;
      errors.push({ row, column: LABELS[field] ?? field, message: issue.message });
    }
  }
  if (errors.length || !parsed.success) return { kind: 'error', errors };
  const { makeId: _makeId, ...model } = parsed.data;
  return { kind: 'model', model: { ...model, make } };
}

export const VEHICLES_EXPORT_HEADERS = ['All Years', 'Year Start', 'Year End', 'Make', 'Model', 'Production Periods'] as const;

export function modelExportCells(model: { allYears: string; yearStart: number; yearEnd: number; make: string; name: string; productionPeriods: string[] }): (string | number)[] {
  return [model.allYears, model.yearStart, model.yearEnd, model.make, model.name, model.productionPeriods.map((period) => period.replace(/,/g, '\\,')).join(', ')];
}
