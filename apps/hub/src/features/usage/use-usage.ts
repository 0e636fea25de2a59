import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/** GET /analytics/usage for the last `days` days; the previous period stays shown while loading. */
export function useUsage(days: number) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'usage', days],
    queryFn: () => client.getUsage({ days }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
