import type { TableSchemaEntry, TenantPolicy } from '@chartroom/core';
import { tableRef } from '../connections/schema-model';

/** A selected table that lacks some of the columns tenants' rows are prefiltered on. */
export interface PrefilterGap {
  table: string;
  missing: string[];
}

function policyMatches(policy: TenantPolicy, entry: TableSchemaEntry): boolean {
  const wanted = policy.table.toLowerCase();
  return [tableRef(entry), entry.tableName].some((name) => name.toLowerCase() === wanted);
}

/**
 * The prefilter columns of a table: the columns of the connection's tenant policies on it, or,
 * for a table without a policy, every policy column (the tenant payload keys' columns), since its
 * rows could not be filtered per tenant otherwise.
 */
export function prefilterColumns(entry: TableSchemaEntry, policies: readonly TenantPolicy[]) {
  const own = policies.filter((p) => policyMatches(p, entry));
  return [...new Set((own.length > 0 ? own : policies).map((p) => p.column))];
}

/** The selected tables missing prefilter columns (charts.md §2, raw table selector). */
export function prefilterGaps(
  tables: readonly TableSchemaEntry[],
  selected: readonly string[],
  policies: readonly TenantPolicy[],
): PrefilterGap[] {
  if (policies.length === 0) return [];
  const gaps: PrefilterGap[] = [];
  for (const name of selected) {
    const entry = tables.find((t) => tableRef(t) === name);
    if (!entry) continue;
    const present = new Set(entry.columns.map((c) => c.columnName.toLowerCase()));
    const missing = prefilterColumns(entry, policies).filter((c) => !present.has(c.toLowerCase()));
    if (missing.length > 0) gaps.push({ table: name, missing });
  }
  return gaps;
}
