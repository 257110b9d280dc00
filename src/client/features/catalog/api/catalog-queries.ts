import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { CatalogModelSchema, CatalogModelYearsSchema, CatalogSectionsSchema, FacetsSchema, type SearchQueryInput, SearchResultSchema } from '../../../../domain/catalog.schema.ts';
import { PartSchema } from '../../../../domain/part.schema.ts';
import { RelatedPartsSchema } from '../../../../domain/related-parts.ts';

export { resultCount } from '../../../../domain/catalog.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const facetsQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'facets'], queryFn: () => apiFetch('/api/catalog/facets', FacetsSchema), staleTime: 5 * 60_000 });

export const useFacets = () => useQuery(facetsQueryOptions());

export const modelsQueryOptions = (make: string | undefined) =>
  queryOptions({
    queryKey: ['catalog', 'models', make ?? ''],
    queryFn: () => apiFetch(`/api/catalog/models?${new URLSearchParams(make ? { make } : {})}`, z.array(CatalogModelSchema)),
    staleTime: 5 * 60_000,
  });

export const useModels = (make: string | undefined) => useQuery(modelsQueryOptions(make));

export const catalogSectionsQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'sections'], queryFn: () => apiFetch('/api/catalog/sections', CatalogSectionsSchema), staleTime: 5 * 60_000 });

/** The digital catalogue: sections and categories with their part counts. */
export const useCatalogSections = () => useQuery(catalogSectionsQueryOptions());

/** A model's years with their part counts; fetched when the model is opened. */
export const useModelYears = (id: number) =>
  useQuery({ queryKey: ['catalog', 'model-years', id], queryFn: () => apiFetch(`/api/catalog/models/${id}/years`, CatalogModelYearsSchema), staleTime: 5 * 60_000 });

/** Turns a search into the API's query string, leaving out empty fields. */
export function searchParams(query: SearchQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export const searchQueryOptions = (query: SearchQueryInput) =>
  queryOptions({
    queryKey: ['catalog', 'search', searchParams(query).toString()],
    queryFn: () => apiFetch(`/api/catalog/search?${searchParams(query)}`, SearchResultSchema),
    placeholderData: keepPreviousData,
  });

/** A search; `enabled: false` when the address holds filters the contract refuses (nothing to fetch). */
export const useSearchParts = (query: SearchQueryInput, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...searchQueryOptions(query), enabled });

export const partQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: ['catalog', 'part', id],
    queryFn: () => apiFetch(`/api/catalog/parts/${encodeURIComponent(id ?? '')}`, PartSchema),
    enabled: Boolean(id),
  });

export const usePart = (id: string | undefined) => useQuery(partQueryOptions(id));

/** "More for this car" under a part's page (relatedParts in src/domain). */
export const relatedPartsQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: ['catalog', 'part', id, 'related'],
    queryFn: () => apiFetch(`/api/catalog/parts/${encodeURIComponent(id ?? '')}/related`, RelatedPartsSchema),
    enabled: Boolean(id),
  });

export const useRelatedParts = (id: string | undefined) => useQuery(relatedPartsQueryOptions(id));
