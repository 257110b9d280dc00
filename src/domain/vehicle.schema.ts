import * as z from 'zod/mini';

import { ALL_YEARS_MESSAGES, parseAllYears } from './all-years.ts';
import { pagedListSchema } from './api.schema.ts';
import { ExpectedUpdatedAtSchema } from './edit-version.ts';
import { rowIdParam, wholeNumberInRange } from './query-values.ts';
import { MAX_YEAR, MIN_YEAR } from './years.ts';

/** SPEC §5 and §8's words for makes and models. */
export const VEHICLE_MESSAGES = {
  makeRequired: 'Please select a make',
  makeNameRequired: 'Make name is required',
  modelNameRequired: 'Model name is required',
  allYearsRequired: ALL_YEARS_MESSAGES.required,
  invalidYear: ALL_YEARS_MESSAGES.invalidYear,
  startRange: `Start year must be between ${MIN_YEAR} and ${MAX_YEAR}`,
  endRange: `End year must be between ${MIN_YEAR} and ${MAX_YEAR}`,
  endBeforeStart: 'End year cannot be before start year',
  saveModelFailed: 'Failed to save vehicle model',
  saveMakeFailed: 'Failed to save make',
  deleteModelFailed: 'Failed to delete model',
  fetchMakesFailed: 'Failed to fetch makes',
  fetchModelsFailed: 'Failed to fetch models',
  fetchVehicleModelsFailed: 'Failed to fetch vehicle models. Please try again.',
  unexpectedFetchError: 'An unexpected error occurred while fetching models',
  noModels: 'No vehicle models found. Add your first model to get started.',
  duplicateMake: (name: string) => `Make "${name}" already exists`,
  duplicateModel: (make: string, name: string, start: number, end: number) => `${make} ${name} ${start === end ? start : `${start}-${end}`} already exists`,
  makeInUse: (models: number, parts: number) => {
    const reasons = [models ? `${models} model${models === 1 ? '' : 's'}` : '', parts ? `${parts} part${parts === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
    return `This make cannot be deleted: ${reasons} still name${models + parts === 1 ? 's' : ''} it. Delete or change ${models + parts === 1 ? 'it' : 'them'} first.`;
  },
} as const;

/** Production periods as typed in a textarea (one per line) or sent as a list: trimmed, blank lines dropped. */
export function splitProductionPeriods(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : value.split(/\r?\n/)).map((line) => line.trim()).filter(Boolean);
}

const year = (rangeMessage: string) => z.int({ error: VEHICLE_MESSAGES.invalidYear }).check(z.minimum(MIN_YEAR, rangeMessage), z.maximum(MAX_YEAR, rangeMessage));

/** The model form and the models API share this contract (SPEC §5 "Model form"). */
export const ModelInputSchema = z
  .object({
    makeId: z.int({ error: VEHICLE_MESSAGES.makeRequired }).check(z.positive(VEHICLE_MESSAGES.makeRequired)),
    name: z.string({ error: VEHICLE_MESSAGES.modelNameRequired }).check(z.trim(), z.minLength(1, VEHICLE_MESSAGES.modelNameRequired), z.maxLength(100, 'Model name must be at most 100 characters')),
    yearStart: year(VEHICLE_MESSAGES.startRange),
    yearEnd: year(VEHICLE_MESSAGES.endRange),
    allYears: z.string({ error: VEHICLE_MESSAGES.allYearsRequired }).check(z.trim(), z.minLength(1, VEHICLE_MESSAGES.allYearsRequired), z.maxLength(500, 'All years must be at most 500 characters')),
    productionPeriods: z.pipe(
      z.pipe(z._default(z.union([z.string(), z.array(z.string())]), []), z.transform(splitProductionPeriods)),
      z.array(z.string().check(z.maxLength(300, 'A production period must be at most 300 characters'))).check(z.maxLength(50, 'At most 50 production periods')),
    ),
  })
  .check(
    z.superRefine((model, context) => {
      if (model.yearEnd < model.yearStart) {
        context.addIssue({ code: 'custom', path: ['yearEnd'], message: VEHICLE_MESSAGES.endBeforeStart });
        return;
      }
      const years = parseAllYears(model.allYears, { start: model.yearStart, end: model.yearEnd });
      if (!years.ok) context.addIssue({ code: 'custom', path: ['allYears'], message: years.message });
    }),
  );
export type ModelInput = z.infer<typeof ModelInputSchema>;
export type ModelFormValues = z.input<typeof ModelInputSchema>;

/** The make form and the makes API share this contract. */
export const MakeInputSchema = z.object({
  name: z.string({ error: VEHICLE_MESSAGES.makeNameRequired }).check(
    z.trim(),
    z.minLength(1, VEHICLE_MESSAGES.makeNameRequired),
    z.maxLength(60, 'Make name must be at most 60 characters'),
    // Parts list several makes separated by commas: a comma would split this one in two.
    z.refine((name) => !name.includes(','), 'Make name cannot contain a comma'),
  ),
});
export type MakeInput = z.infer<typeof MakeInputSchema>;

/** Updates name the version they were edited from (edit-version.ts). */
export const MakeUpdateSchema = z.object({ make: MakeInputSchema, expectedUpdatedAt: ExpectedUpdatedAtSchema });
export type MakeUpdate = z.infer<typeof MakeUpdateSchema>;
export const ModelUpdateSchema = z.object({ model: ModelInputSchema, expectedUpdatedAt: ExpectedUpdatedAtSchema });
export type ModelUpdate = z.infer<typeof ModelUpdateSchema>;

export const MakeSchema = z.object({ id: z.int(), name: z.string(), modelCount: z.int(), partCount: z.int(), updatedAt: z.string() });
export type Make = z.infer<typeof MakeSchema>;

export const VehicleModelSchema = z.object({
  id: z.int(),
  makeId: z.int(),
  make: z.string(),
  name: z.string(),
  allYears: z.string(),
  yearStart: z.int(),
  yearEnd: z.int(),
  productionPeriods: z.array(z.string()),
  /** Another model of the same make and name whose years meet this one's (SPEC: flagged). */
  overlaps: z.boolean(),
  /** Set by a CSV import (SPEC §3): when, and whether the row was created or overwritten. */
  importStatus: z.nullable(z.object({ imported_at: z.string(), source: z.literal('csv_import'), action: z.enum(['created', 'overwritten']) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VehicleModel = z.infer<typeof VehicleModelSchema>;

/** A page of Vehicle Management's models, for the route and the client's reading of it. */
export const VehicleModelPageSchema = pagedListSchema(VehicleModelSchema);

export const VEHICLE_PAGE_SIZE = 10;
/** SPEC §9: imported models are highlighted green for 2 seconds. */
export const IMPORT_HIGHLIGHT_MS = 2_000;

/** The models list: pages counted from 0 (SPEC §4), 10 to a page, searched by make or model name. */
export const ModelsPageQuerySchema = z.object({
  page: z._default(wholeNumberInRange('Page must be a number', { min: [0, 'Page must be 0 or more'] }), 0),
  pageSize: z._default(wholeNumberInRange('Page size must be a number', { min: [1, 'Page size must be between 1 and 100'], max: [100, 'Page size must be between 1 and 100'] }), VEHICLE_PAGE_SIZE),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
});
export type ModelsPageQuery = z.input<typeof ModelsPageQuerySchema>;

export const MakeIdParams = z.object({ id: rowIdParam('Make') });
export const ModelIdParams = z.object({ id: rowIdParam('Model') });
