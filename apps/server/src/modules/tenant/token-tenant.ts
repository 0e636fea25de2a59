import type { CreateTenantTokenBody, CreateTenantTokenRequest } from '@chartroom/core';
import { notFound } from '../../plugins/http-error';
import type { TenantRepository } from './tenant-repository';

/**
 * The tenant a minted token names: the inline `tenant` as given, or the stored tenant found by
 * `tenantId` or `tenantKey`, whose id, name, key and payload the token carries (404 when the
 * organisation has no such tenant).
 */
export async function storedOrInlineTenant(
  tenants: TenantRepository,
  organizationId: string,
  body: Pick<CreateTenantTokenRequest, 'tenant' | 'tenantId' | 'tenantKey'>,
): Promise<CreateTenantTokenBody['tenant']> {
  if (body.tenant) return body.tenant;
  const stored =
    body.tenantId !== undefined
      ? await tenants.find(organizationId, body.tenantId)
      : await tenants.findByKey(organizationId, body.tenantKey ?? '');
  if (!stored) {
    throw notFound(
      body.tenantId !== undefined
        ? `Tenant ${body.tenantId} not found`
        : `No tenant with the key '${body.tenantKey ?? ''}'`,
    );
  }
  return { id: stored.id, name: stored.name, key: stored.key, payload: stored.payload };
}
