import type { UpdateConnectionBody } from '@chartroom/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/** Query key of a connection's tenant access (its tables and their state for tenants). */
export function tenantAccessKey(scope: string, connectionId: string) {
  return [scope, 'connection-tenant-access', connectionId] as const;
}

/**
 * Every table of the connection with its state for tenants. Not refetched on focus: the section
 * holds the admin's edits on top of it, and a refresh is asked for explicitly.
 */
export function useTenantAccess(connectionId: string, enabled = true) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: tenantAccessKey(scope, connectionId),
    queryFn: () => client.tenantAccess(connectionId),
    enabled,
    meta: { silent: true },
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** Re-introspects the connection, then answers its tenant access. */
export function useRefreshTenantAccess(connectionId: string) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.tenantAccess(connectionId, true),
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(tenantAccessKey(scope, connectionId), answer);
      void queryClient.invalidateQueries({ queryKey: [scope, 'connection-schema', connectionId] });
    },
  });
}

/**
 * Saves mode, policies, shared and hidden tables; resolves once the list and the tables show
 * the saved state (so the section never flashes the old one).
 */
export function useSaveTenantAccess(connectionId: string) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateConnectionBody) => {
      const { connection } = await client.updateConnection(body);
      await Promise.all([
        queryClient.refetchQueries({ queryKey: tenantAccessKey(scope, connectionId) }),
        queryClient.refetchQueries({ queryKey: [scope, 'connection-list'] }),
      ]);
      return connection;
    },
    meta: { silent: true },
  });
}
