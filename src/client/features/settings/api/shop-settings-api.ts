import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type ShopSettingsInput, ShopSettingsSchema } from '../../../../domain/shop-settings.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { SITE_QUERY_KEY } from './settings-api.ts';

/** The back office's Shop settings: in a file of their own, so the public pages do not carry them. */
const SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

export const useShopSettings = () =>
  useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => apiFetch('/api/admin/settings', ShopSettingsSchema), staleTime: 0, refetchOnMount: 'always' });

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput & { version: number }) => apiFetch('/api/admin/settings', ShopSettingsSchema, { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: SITE_QUERY_KEY });
    },
  });
}
