import type { Tenant } from '@chartroom/client';
import { valueText } from './payload-rows';

/** Tenants whose name, key, id or a payload key or value holds `query` (case-insensitive). */
export function searchTenants(tenants: readonly Tenant[], query: string): Tenant[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...tenants];
  return tenants.filter((tenant) =>
    [
      tenant.name,
      tenant.key,
      tenant.id,
      ...Object.entries(tenant.payload).map(([k, v]) => `${k}=${valueText(v)}`),
    ].some((text) => text.toLocaleLowerCase().includes(q)),
  );
}
