import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { type ImportCommit, type ImportJob, ImportJobSchema, type ImportKind } from '../../../../domain/csv-import.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const keys = {
  current: (kind: ImportKind) => ['admin', 'imports', 'current', kind] as const,
  job: (id: string) => ['admin', 'imports', 'job', id] as const,
};

const isWorking = (job: ImportJob | null | undefined) => job?.status === 'analysing' || job?.status === 'importing';

/** The import of this kind under way or waiting for an answer: a reload finds it again. */
export const useCurrentImport = (kind: ImportKind) =>
  useQuery({ queryKey: keys.current(kind), queryFn: () => apiFetch(`/api/admin/imports/${kind}/current`, ImportJobSchema.nullable()), staleTime: 0, refetchOnMount: 'always' });

/** One import, asked for twice a second while the server works on it: its progress is the server's. */
export const useImportJob = (id: string | null) =>
  useQuery({
    queryKey: keys.job(id ?? ''),
    queryFn: () => apiFetch(`/api/admin/imports/jobs/${id}`, ImportJobSchema),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (isWorking(query.state.data) ? 500 : false),
  });

export function useStartImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiFetch(`/api/admin/imports/${kind}`, ImportJobSchema, { method: 'POST', body });
    },
    onSuccess: (job) => queryClient.setQueryData(keys.job(job.id), job),
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...options }: ImportCommit & { id: string }) => apiFetch(`/api/admin/imports/jobs/${id}/commit`, ImportJobSchema, { method: 'POST', body: JSON.stringify(options) }),
    onSuccess: (job) => queryClient.setQueryData(keys.job(job.id), job),
  });
}

export function useCancelImport() {
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/admin/imports/jobs/${id}`, z.undefined(), { method: 'DELETE' }) });
}

/** After an import: every list and count the rows may have changed. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [['admin'], ['catalog']]) void queryClient.invalidateQueries({ queryKey });
  };
}
