import type { TableSchemaEntry } from '@chartroom/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/api-context';
import { tableRef } from '../connections/schema-model';

const NO_TABLES: TableSchemaEntry[] = [];

/** The connection's tables (shared cache with the schema browser) and their names. */
export function useSchemaTables(connectionId: string | null) {
  const { client, scope } = useApi();
  const schema = useQuery({
    queryKey: [scope, 'connection-schema', connectionId],
    queryFn: () => client.getConnectionSchema({ connectionId: connectionId ?? '' }),
    enabled: connectionId !== null,
    meta: { silent: true },
    retry: false,
  });
  const tables = schema.data?.tables ?? NO_TABLES;
  const names = useMemo(() => tables.map(tableRef), [tables]);
  return { tables, names, loading: schema.isLoading, error: schema.isError };
}
