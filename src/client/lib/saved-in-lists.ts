import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';

/** A thing as a save answers it: what the lists that show it need to show it as saved. */
export interface Saved {
  id: number;
  updatedAt: string;
}

/**
 * The lists under `lists` (their cached pages: a list's rows, a tree's nodes) showing a thing as its own
 * save answered it, at once: a list shown again before it is read afresh (as it is after every save)
 * names the version the admin has just saved, so a delete from it at once is not refused as a change by
 * someone else (ADR 021). Rows of other kinds must not share the key: they are told apart by id alone.
 */
export function showSavedInLists(queryClient: QueryClient, lists: readonly QueryKey[], saved: Saved): void {
  for (const queryKey of lists) queryClient.setQueriesData({ queryKey }, (data: unknown) => withSaved(data, saved));
}

/**
 * `data` with each object of the saved thing's id that carries a version (a list's row, a tree's node)
 * taking the saved values of the fields it has (a row's own fields, such as a part's waiting count or a
 * section's categories, stay). The same object where nothing changed, so nothing shown is drawn again.
 */
export function withSaved<T>(data: T, saved: Saved): T {
  if (Array.isArray(data)) {
    const rows = data.map((row: unknown) => withSaved(row, saved));
    return (rows.some((row, i) => row !== data[i]) ? rows : data) as T;
  }
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (record.id === saved.id && 'updatedAt' in record) {
    return { ...record, ...Object.fromEntries(Object.entries(saved).filter(([field]) => field in record)) } as T;
  }
  const fields = Object.entries(record).map(([field, value]) => [field, withSaved(value, saved)] as const);
  return (fields.some(([field, value]) => value !== record[field]) ? Object.fromEntries(fields) : data) as T;
}

/** What the back office reads afresh after a save (`stale`, `waitFor`) and the lists showing what it saved (`shownIn`). */
export interface AfterSave {
  stale: readonly QueryKey[];
  shownIn?: readonly QueryKey[];
  waitFor?: readonly QueryKey[];
}

/**
 * What a mutation of the back office does once it has saved (or deleted): the thing saved shows at once in
 * the lists under `shownIn` (showSavedInLists), and the queries under `stale` and `waitFor` are read afresh;
 * the promise answers when those under `waitFor` have been (a mutation returning it stays pending till then).
 */
export async function refreshAfterSave(queryClient: QueryClient, { stale, shownIn = [], waitFor = [] }: AfterSave, saved?: Saved): Promise<void> {
  if (saved) showSavedInLists(queryClient, shownIn, saved);
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
  await Promise.all(waitFor.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** refreshAfterSave as a mutation's `onSuccess` or `onSettled`. */
export function useRefreshAfterSave(afterSave: AfterSave) {
  const queryClient = useQueryClient();
  return (saved?: Saved) => refreshAfterSave(queryClient, afterSave, saved);
}
