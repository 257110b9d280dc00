import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { PublicSiteSchema, type ShopSettingsInput, ShopSettingsSchema } from '../../../../domain/shop-settings.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const keys = {
  site: ['site'] as const,
  settings: ['admin', 'settings'] as const,
};

export const siteQueryOptions = () => queryOptions({ queryKey: keys.site, queryFn: () => apiFetch('/api/site', PublicSiteSchema), staleTime: 5 * 60_000 });

/** The shop's details for the public pages: contact, about text, other sites. */
export const useSite = () => useQuery(siteQueryOptions());

export const useShopSettings = () =>
  useQuery({ queryKey: keys.settings, queryFn: () => apiFetch('/api/admin/settings', ShopSettingsSchema), staleTime: 0, refetchOnMount: 'always' });

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput & { version: number }) => apiFetch('/api/admin/settings', ShopSettingsSchema, { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: keys.site });
    },
  });
}
