import type { TenantScope } from '@chartroom/connectors';
import type { TenantPolicy } from '../store/schema';
import type { Caller } from '../plugins/auth';
import { forbidden } from '../plugins/http-error';

/**
 * The table filters a caller's queries get on a connection: none for admins; for a tenant,
 * every policy table filtered by the token payload's value. A tenant whose payload lacks a
 * policy's key gets no rows at all: the call is refused.
 */
export function tenantScopes(policies: readonly TenantPolicy[], caller: Caller): TenantScope[] {
  if (caller.kind === 'admin') return [];
  const payload = caller.claims.tenant.payload;
  return policies.map((policy) => {
    const value = payload[policy.payloadKey];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw forbidden(
        `This tenant's token has no '${policy.payloadKey}' value for table ${policy.table}`,
      );
    }
    return { table: policy.table, column: policy.column, value };
  });
}
