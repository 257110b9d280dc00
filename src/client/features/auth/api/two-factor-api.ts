import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  BackupCodesSchema,
  type PasswordConfirmInput,
  type TwoFactorConfirmInput,
  TwoFactorSetupSchema,
  type TwoFactorStatus,
  TwoFactorStatusSchema,
} from '../../../../domain/auth.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const STATUS_KEY = ['admin', 'two-factor'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: STATUS_KEY, queryFn: () => apiFetch('/api/admin/two-factor', TwoFactorStatusSchema), staleTime: 0, refetchOnMount: 'always' });

const postJson = (body: object): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** A change whose answer is the new status: the page shows it at once. */
function useStatusChange<I extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiFetch(`/api/admin/two-factor/${path}`, TwoFactorStatusSchema, postJson(input)),
    onSuccess: (status: TwoFactorStatus) => queryClient.setQueryData(STATUS_KEY, status),
  });
}

/** With the password: a new secret for the app and ten backup codes, shown once. */
export const useStartTwoFactor = () =>
  useMutation({ mutationFn: (input: PasswordConfirmInput) => apiFetch('/api/admin/two-factor/setup', TwoFactorSetupSchema, postJson(input)) });

export const useConfirmTwoFactor = () => useStatusChange<TwoFactorConfirmInput>('confirm');
export const useTurnOffTwoFactor = () => useStatusChange<PasswordConfirmInput>('off');

export function useRenewBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordConfirmInput) => apiFetch('/api/admin/two-factor/backup-codes', BackupCodesSchema, postJson(input)),
    onSuccess: ({ backupCodes }) => queryClient.setQueryData<TwoFactorStatus>(STATUS_KEY, (status) => (status ? { ...status, backupCodesLeft: backupCodes.length } : status)),
  });
}
