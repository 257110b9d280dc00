import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { type Make, type MakeInput, MakeSchema, type MakeUpdate, type ModelInput, type ModelUpdate, type VehicleModel, VehicleModelPageSchema, VehicleModelSchema } from '../../../../domain/vehicle.schema.ts';
import { apiFetch, atVersion } from '../../../lib/api-client.ts';
import { useRefreshAfterSave } from '../../../lib/saved-in-lists.ts';

export const useMakes = () => useQuery({ queryKey: ['admin', 'vehicles', 'makes'], queryFn: () => apiFetch('/api/admin/vehicle-makes', z.array(MakeSchema)), staleTime: 0 });
export const useMake = (id: number) =>
  useQuery({ queryKey: ['admin', 'vehicles', 'make', id], queryFn: () => apiFetch(`/api/admin/vehicle-makes/${id}`, MakeSchema), staleTime: 0, refetchOnMount: 'always' });

/** One page of models; pages count from 0, as in the address (SPEC §4). */
export function useVehicleModels(query: { page: number; search?: string }) {
  const params = new URLSearchParams({ page: String(query.page), ...(query.search ? { search: query.search } : {}) });
  return useQuery({
    queryKey: ['admin', 'vehicles', 'models', query],
    queryFn: () => apiFetch(`/api/admin/vehicle-models?${params}`, VehicleModelPageSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useVehicleModel = (id: number) =>
  useQuery({ queryKey: ['admin', 'vehicles', 'model', id], queryFn: () => apiFetch(`/api/admin/vehicle-models/${id}`, VehicleModelSchema), staleTime: 0, refetchOnMount: 'always' });

/**
 * After any change: the vehicle lists, the dashboard, the parts (a make's rename changes them) and the shop's
 * model choices show it; a make or model saved shows in its list (`shownIn`) as saved until it is read again.
 */
const useRefresh = (shownIn: QueryKey[] = []) => useRefreshAfterSave({ stale: [['admin', 'vehicles'], ['admin', 'dashboard'], ['admin', 'parts'], ['catalog']], shownIn });

export function useCreateModel() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: ModelInput) => apiFetch('/api/admin/vehicle-models', VehicleModelSchema, { method: 'POST', body: JSON.stringify(input) }), onSuccess: refresh });
}

/** Saves a model, naming the version its form was opened from (ModelUpdate). */
export function useUpdateModel(id: number) {
  const refresh = useRefresh([['admin', 'vehicles', 'models']]);
  return useMutation({ mutationFn: (update: ModelUpdate) => apiFetch(`/api/admin/vehicle-models/${id}`, VehicleModelSchema, { method: 'PUT', body: JSON.stringify(update) }), onSuccess: refresh });
}

export function useDeleteModel() {
  const refresh = useRefresh();
  // Refused or not, the lists are read again: a model changed meanwhile then shows as it is now.
  return useMutation({ mutationFn: (model: VehicleModel) => apiFetch(atVersion(`/api/admin/vehicle-models/${model.id}`, model), z.undefined(), { method: 'DELETE' }), onSettled: () => refresh() });
}

export function useCreateMake() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: MakeInput) => apiFetch('/api/admin/vehicle-makes', MakeSchema, { method: 'POST', body: JSON.stringify(input) }), onSuccess: refresh });
}

/** Saves a make, naming the version its form was opened from (MakeUpdate). */
export function useUpdateMake(id: number) {
  const refresh = useRefresh([['admin', 'vehicles', 'makes']]);
  return useMutation({ mutationFn: (update: MakeUpdate) => apiFetch(`/api/admin/vehicle-makes/${id}`, MakeSchema, { method: 'PUT', body: JSON.stringify(update) }), onSuccess: refresh });
}

export function useDeleteMake() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (make: Make) => apiFetch(atVersion(`/api/admin/vehicle-makes/${make.id}`, make), z.undefined(), { method: 'DELETE' }), onSettled: () => refresh() });
}
