import { useQuery } from '@tanstack/react-query';
import { adminClient } from '../../api/admin-client';

export const SETUP_STATUS_KEY = ['setup-status'] as const;

export function useSetupStatus() {
  return useQuery({
    queryKey: SETUP_STATUS_KEY,
    queryFn: () => adminClient.setupStatus(),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
