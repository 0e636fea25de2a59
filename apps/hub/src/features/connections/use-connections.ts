import type { ConnectionAdmin } from '@chartroom/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { tenantAccessKey } from './use-tenant-access';

/** Rows of the first preview page, and of each 'Load More' (charts.md §2). */
export const PREVIEW_FIRST_PAGE = 10;
export const PREVIEW_MORE = 20;

export function useConnectionList() {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'connection-list'],
    queryFn: () => client.listConnections(),
  });
}

/** One connection of the list (the API has no admin read of a single one). */
export function useConnection(id: string) {
  const list = useConnectionList();
  const connection: ConnectionAdmin | undefined = list.data?.connections.find((c) => c.id === id);
  return { ...list, connection };
}

export function useConnectionSchema(connectionId: string) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'connection-schema', connectionId],
    queryFn: () => client.getConnectionSchema({ connectionId }),
    meta: { silent: true },
    retry: false,
  });
}

/** 10 rows, then 20 more per page (offset paging); stops when a page comes back short. */
export function useTablePreview(connectionId: string, table: string | null) {
  const { client, scope } = useApi();
  return useInfiniteQuery({
    queryKey: [scope, 'connection-preview', connectionId, table],
    enabled: table !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      client.previewTable({
        connectionId,
        table: table ?? '',
        offset: pageParam,
        limit: pageParam === 0 ? PREVIEW_FIRST_PAGE : PREVIEW_MORE,
      }),
    getNextPageParam: (last, _pages, offset) => {
      const limit = offset === 0 ? PREVIEW_FIRST_PAGE : PREVIEW_MORE;
      return last.rows.length < limit ? undefined : offset + last.rows.length;
    },
    meta: { silent: true },
    retry: false,
    staleTime: 60_000,
  });
}

/** Invalidates what a change of connections affects. */
export function useConnectionInvalidation() {
  const { scope } = useApi();
  const queryClient = useQueryClient();
  return (connectionId?: string) => {
    void queryClient.invalidateQueries({ queryKey: [scope, 'connection-list'] });
    if (connectionId) {
      void queryClient.invalidateQueries({ queryKey: [scope, 'connection-schema', connectionId] });
      void queryClient.invalidateQueries({ queryKey: [scope, 'connection-preview', connectionId] });
      void queryClient.invalidateQueries({ queryKey: tenantAccessKey(scope, connectionId) });
    }
  };
}

export function useRefreshSchema(connectionId: string) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.getConnectionSchema({ connectionId, refresh: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData([scope, 'connection-schema', connectionId], answer);
      void queryClient.invalidateQueries({ queryKey: [scope, 'connection-preview', connectionId] });
      void queryClient.invalidateQueries({ queryKey: tenantAccessKey(scope, connectionId) });
    },
  });
}

export function useClearCache(connectionId: string) {
  const { client } = useApi();
  return useMutation({ mutationFn: () => client.clearConnectionCache({ connectionId }) });
}

export function useDeleteConnection() {
  const { client } = useApi();
  const invalidate = useConnectionInvalidation();
  return useMutation({
    mutationFn: (id: string) => client.deleteConnection(id),
    onSuccess: () => invalidate(),
  });
}
