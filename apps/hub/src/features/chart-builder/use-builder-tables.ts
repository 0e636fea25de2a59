import type { TableSchemaEntry } from '@chartroom/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/api-context';
import { tableRef } from '../connections/schema-model';
import { useBuilderMode } from './builder-mode';
import { offeredTables } from './builder-mode-rules';
import { useSchemaTables } from './use-schema-tables';

const NO_TABLES: TableSchemaEntry[] = [];

/**
 * The connections a tenant may build on (POST /tenant/get-all-public-connections, with their
 * stored schemas): the embedded builder cannot call the admin-only connection list.
 */
export function useTenantConnections(enabled: boolean) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'tenant-connections'],
    queryFn: () => client.getAllPublicConnections(),
    enabled,
    meta: { silent: true },
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * The tables a builder offers for a connection: the admin schema call in the hub, the tenant's
 * connection list when embedded, limited to the dashboard's selected_table in embedded mode.
 */
export function useBuilderTables(connectionId: string | null) {
  const mode = useBuilderMode();
  const admin = useSchemaTables(mode.embedded ? null : connectionId);
  const tenant = useTenantConnections(mode.embedded);
  const all = useMemo(() => {
    if (!mode.embedded) return admin.tables;
    const found = tenant.data?.connectionConfigs.find((c) => c.id === connectionId);
    return found?.schema ?? NO_TABLES;
  }, [mode.embedded, admin.tables, tenant.data, connectionId]);
  const tables = useMemo(() => offeredTables(all, mode, connectionId), [all, mode, connectionId]);
  const names = useMemo(() => tables.map(tableRef), [tables]);
  if (!mode.embedded) return { ...admin, tables, names };
  return { tables, names, loading: tenant.isLoading, error: tenant.isError };
}
