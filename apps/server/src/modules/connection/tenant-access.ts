import type { TableSchemaEntry, TableTenantAccess } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import type { ConnectionRecord } from './repository';
import { namesTable, policyTableName } from './table-names';

type Settings = Pick<ConnectionRecord, 'type' | 'tenant_mode' | 'tenant_policies' | 'table_access'>;

/** Every table of a connection with its state for tenants, and a tenant column to propose. */
export function tableTenantAccess(
  record: Settings,
  schema: readonly TableSchemaEntry[],
  payloadKeys: readonly string[],
): { tables: TableTenantAccess[]; unknownTables: string[] } {
  const engine = record.type;
  const used = new Set<string>();
  const tables = schema.map((entry): TableTenantAccess => {
    const table = policyTableName(engine, entry);
    const policy = record.tenant_policies.find((p) => namesTable(engine, p.table, entry));
    if (policy) {
      used.add(policy.table);
      return {
        table,
        state: 'scoped',
        column: policy.column,
        payloadKey: policy.payloadKey,
        proposal: null,
      };
    }
    const listed = record.table_access.find((t) => namesTable(engine, t.table, entry));
    if (listed) used.add(listed.table);
    return {
      table,
      state: listed ? listed.access : 'unclassified',
      column: null,
      payloadKey: null,
      proposal: proposeTenantColumn(entry, record.tenant_policies, payloadKeys),
    };
  });
  const unknownTables = [
    ...record.tenant_policies.map((p) => p.table),
    ...record.table_access.map((t) => t.table),
  ].filter((name) => !used.has(name));
  return { tables, unknownTables };
}

/**
 * A column to scope a table by: one named like a payload key of the organisation's tenants, or
 * like the tenant column of an existing policy (then with that policy's payload key).
 */
export function proposeTenantColumn(
  entry: TableSchemaEntry,
  policies: ReadonlyArray<{ column: string; payloadKey: string }>,
  payloadKeys: readonly string[],
): { column: string; payloadKey: string } | null {
  const columns = entry.columns.map((c) => c.columnName);
  const find = (name: string) => columns.find((c) => c.toLowerCase() === name.toLowerCase());
  for (const key of payloadKeys) {
    const column = find(key);
    if (column) return { column, payloadKey: key };
  }
  for (const policy of policies) {
    const column = find(policy.column);
    if (column) return { column, payloadKey: policy.payloadKey };
  }
  return null;
}

/** The tables of a schema a caller may see: all for admins, the readable ones for tenants. */
export function visibleSchema(
  record: Settings,
  schema: readonly TableSchemaEntry[],
  caller: Caller,
): TableSchemaEntry[] {
  if (caller.kind === 'admin') return [...schema];
  if (record.tenant_mode !== 'scoped') return [];
  const readable = [
    ...record.tenant_policies.map((p) => p.table),
    ...record.table_access.filter((t) => t.access === 'shared').map((t) => t.table),
  ];
  return schema.filter((entry) => readable.some((name) => namesTable(record.type, name, entry)));
}
