import { useQuery } from '@tanstack/react-query';

import { DashboardSchema } from '../../../../domain/activity.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const useDashboard = () =>
  useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => apiFetch('/api/admin/dashboard', DashboardSchema), staleTime: 0, refetchOnMount: 'always' });
