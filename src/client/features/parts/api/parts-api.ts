import { keepPreviousData, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { IMAGE_MESSAGES, type Part, PartSchema } from '../../../../domain/part.schema.ts';
import { type PartInput } from '../../../../domain/part-input.schema.ts';
import { AdminPartListSchema } from '../../../../domain/admin-part-list.schema.ts';
import { type AdminPartsQuery } from '../../../../domain/admin-parts.schema.ts';
import { type BulkPartsInput, BulkPartsResultSchema } from '../../../../domain/part-bulk.schema.ts';
import { StockAlertCountSchema } from '../../../../domain/stock-alert.schema.ts';
import { ApiError, apiFetch, atVersion } from '../../../lib/api-client.ts';
import { useRefreshAfterSave } from '../../../lib/saved-in-lists.ts';

export const adminPartsKeys = {
  all: ['admin', 'parts'] as const,
  list: (query: AdminPartsQuery) => ['admin', 'parts', 'list', query] as const,
  detail: (id: number) => ['admin', 'parts', 'detail', id] as const,
};

export function useAdminParts(query: AdminPartsQuery) {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
  return useQuery({
    queryKey: adminPartsKeys.list(query),
    queryFn: () => apiFetch(`/api/admin/parts?${params}`, AdminPartListSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A part as saved now; none is asked for without an id (a new part that copies none). */
export function useAdminPart(id: number | undefined) {
  return useQuery({ queryKey: adminPartsKeys.detail(id ?? 0), queryFn: () => apiFetch(`/api/admin/parts/${id}`, PartSchema), staleTime: 0, refetchOnMount: 'always', enabled: id !== undefined });
}

/** How many visitors wait to be e-mailed when the part is back (stock alerts). */
export function usePartStockAlerts(id: number) {
  return useQuery({ queryKey: [...adminPartsKeys.detail(id), 'stock-alerts'], queryFn: () => apiFetch(`/api/admin/parts/${id}/stock-alerts`, StockAlertCountSchema), staleTime: 0 });
}

/** After any change: the admin lists and the public catalogue show the new state; the part saved shows in the lists at once. */
function useRefreshParts() {
  const queryClient = useQueryClient();
  // Answers when the list shown (if any) has been read again: a mutation returning it stays pending till then.
  const refresh = useRefreshAfterSave({ stale: [['admin', 'dashboard'], ['catalog']], shownIn: [['admin', 'parts', 'list']], waitFor: [['admin', 'parts', 'list']] });
  return (part?: Part) => {
    if (part) queryClient.setQueryData(adminPartsKeys.detail(part.id), part);
    return refresh(part);
  };
}

export function useCreatePart() {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: (part: PartInput) => apiFetch('/api/admin/parts', PartSchema, { method: 'POST', body: JSON.stringify(part) }),
    onSuccess: refresh,
  });
}

export function useUpdatePart(id: number) {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: (input: { part: PartInput; expectedUpdatedAt: string }) => apiFetch(`/api/admin/parts/${id}`, PartSchema, { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: refresh,
  });
}

export function useDeletePart() {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: (part: Part) => apiFetch(atVersion(`/api/admin/parts/${part.id}`, part), z.undefined(), { method: 'DELETE' }),
    // Refused or not, the list is read again: a part changed meanwhile then shows as it is now.
    onSettled: () => refresh(),
  });
}

/** Marks the parts chosen in the list in or out of stock, or deletes them: all of them or none. */
export function useChangeParts() {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: (input: BulkPartsInput) => apiFetch('/api/admin/parts/bulk', BulkPartsResultSchema, { method: 'POST', body: JSON.stringify(input) }),
    // The change is pending (its buttons off) until the list shows the parts as changed: parts chosen
    // again at once then carry the versions it wrote, which the next change names (versions).
    onSettled: () => refresh(),
  });
}

/** Uploads pictures as multipart/form-data; the server checks and re-encodes each one. */
export async function uploadPartImages(id: number, files: File[]): Promise<Part> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  try {
    return await apiFetch(`/api/admin/parts/${id}/images`, PartSchema, { method: 'POST', body });
  } catch (error) {
    // SPEC §8's words when the server said nothing of its own: no connection, or an answer with no message
    // (a proxy's 413, say). The server's own reasons ("File size must be less than 5MB") are shown as they are.
    if (error instanceof ApiError && error.code === undefined) throw new ApiError(error.status, IMAGE_MESSAGES.uploadFailed);
    throw error;
  }
}

/** Gives a part copies of another part's pictures (a duplicate takes its original's). */
export const copyPartImages = (id: number, from: number) => apiFetch(`/api/admin/parts/${id}/images/copy`, PartSchema, { method: 'POST', body: JSON.stringify({ from }) });

/** Every change to a saved part's pictures, while it runs: the part form waits for it before saving. */
const partPicturesKey = (id: number) => ['admin', 'part-pictures', id] as const;

/** Whether a change to this part's pictures is being saved now. */
export const usePicturesChanging = (id: number) => useIsMutating({ mutationKey: partPicturesKey(id) }) > 0;

/**
 * A change to a part's pictures. A picture change is a change to the part (its version moves on):
 * `onChanged` hears of the part as it is now before the change stops counting as running, so a save
 * made after it carries the new version.
 */
function usePictureChange<Value>(id: number, change: (value: Value) => Promise<Part>, onChanged: (part: Part) => void) {
  const refresh = useRefreshParts();
  return useMutation({
    mutationKey: partPicturesKey(id),
    mutationFn: change,
    onSuccess: (part) => {
      onChanged(part);
      return refresh();
    },
  });
}

export const useUploadImages = (id: number, onChanged: (part: Part) => void) => usePictureChange(id, (files: File[]) => uploadPartImages(id, files), onChanged);

export const useRemoveImage = (id: number, onChanged: (part: Part) => void) =>
  usePictureChange(id, (key: string) => apiFetch(`/api/admin/parts/${id}/images/${encodeURIComponent(key)}`, PartSchema, { method: 'DELETE' }), onChanged);

export const useReorderImages = (id: number, onChanged: (part: Part) => void) =>
  usePictureChange(id, (images: string[]) => apiFetch(`/api/admin/parts/${id}/images`, PartSchema, { method: 'PUT', body: JSON.stringify({ images }) }), onChanged);
