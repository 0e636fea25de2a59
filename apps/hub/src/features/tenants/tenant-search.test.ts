import { describe, expect, it } from 'vitest';
import { searchTenants } from './tenant-search';

const tenant = (id: string, name: string, payload: Record<string, string | number> = {}) => ({
  id,
  name,
  key: id,
  payload,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const all = [
  tenant('acme', 'Acme Corp', { tenant_id: 'acme', region: 'EU' }),
  tenant('globex', 'Globex', { tenant_id: 'globex', region: 'US' }),
];

describe('tenant search', () => {
  it('matches name, key and payload, ignoring case and surrounding spaces', () => {
    expect(searchTenants(all, ' CORP ').map((t) => t.id)).toEqual(['acme']);
    expect(searchTenants(all, 'region=us').map((t) => t.id)).toEqual(['globex']);
    expect(searchTenants(all, 'tenant_id').map((t) => t.id)).toEqual(['acme', 'globex']);
    expect(searchTenants(all, 'nobody')).toEqual([]);
    expect(searchTenants(all, '')).toHaveLength(2);
  });
});
