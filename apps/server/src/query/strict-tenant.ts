import type { QueryResult } from '@chartroom/core';
import type { Caller } from '../plugins/auth';
import { badRequest } from '../plugins/http-error';

/**
 * Strict tenant sources (charts.md §5): a tenant's query output must contain at least one of the
 * tenant's payload keys as a column, otherwise the tenant gets an error instead of the data.
 */
export function assertStrictTenantOutput(result: QueryResult, caller: Caller): void {
  if (caller.kind !== 'tenant') return;
  const keys = Object.keys(caller.claims.tenant.payload);
  const columns = new Set(result.columns.map((c) => c.name));
  if (!keys.some((k) => columns.has(k))) {
    throw badRequest(
      `This chart does not work for your tenant: its data must include one of the columns ${keys.map((k) => `'${k}'`).join(', ') || '(none: the token has no payload)'}`,
    );
  }
}

/** How many of `tenants` a query output with `columns` works for (the X/Y warning). */
export function strictTenantCoverage(
  columns: readonly string[],
  tenants: ReadonlyArray<{ payload: Record<string, unknown> }>,
): { covered: number; total: number; message: string } {
  const set = new Set(columns);
  const covered = tenants.filter((t) => Object.keys(t.payload).some((k) => set.has(k))).length;
  return {
    covered,
    total: tenants.length,
    message: `This chart will only work for ${covered}/${tenants.length} of your tenants`,
  };
}
