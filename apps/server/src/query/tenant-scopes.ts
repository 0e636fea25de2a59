import type { TenantScope } from '@chartroom/connectors';
import type { TableAccessEntry, TenantPolicy } from '../store/schema';
import type { Caller } from '../plugins/auth';
import { forbidden } from '../plugins/http-error';

/** The tenant settings of a connection that the query path reads. */
export interface TenantAccessSettings {
  tenant_mode: 'open' | 'scoped';
  tenant_policies: readonly TenantPolicy[];
  table_access: readonly TableAccessEntry[];
}

/** What a caller's queries on a connection may read, and how they are filtered. */
export interface CallerAccess {
  /** Tables filtered by the tenant's value (empty for admins). */
  tenant: TenantScope[];
  /** Default-deny: the only tables a tenant may read (scoped ∪ shared); undefined for admins. */
  readableTables?: string[];
}

/** The refusal of a tenant's query on an open (admin-only) connection. */
export const OPEN_CONNECTION_MESSAGE =
  'This connection is not shared with tenants: an admin must make it tenant-scoped and mark which tables tenants may read';

/**
 * Default-deny (DESIGN.md §4): admins read everything; tenants read nothing of an open
 * connection, and on a scoped connection only its scoped tables (filtered by the token payload's
 * value) and shared tables. A tenant whose payload lacks a policy's key gets no rows at all: the
 * call is refused.
 */
export function callerAccess(settings: TenantAccessSettings, caller: Caller): CallerAccess {
  if (caller.kind === 'admin') return { tenant: [] };
  if (settings.tenant_mode !== 'scoped') throw forbidden(OPEN_CONNECTION_MESSAGE);
  const payload = caller.claims.tenant.payload;
  const tenant = settings.tenant_policies.map((policy) => {
    const value = payload[policy.payloadKey];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw forbidden(
        `This tenant's token has no '${policy.payloadKey}' value for table ${policy.table}`,
      );
    }
    return { table: policy.table, column: policy.column, value };
  });
  const shared = settings.table_access.filter((t) => t.access === 'shared').map((t) => t.table);
  return { tenant, readableTables: [...tenant.map((t) => t.table), ...shared] };
}
