import { describe, expect, it } from 'vitest';
import { assertStrictTenantOutput, strictTenantCoverage } from './strict-tenant';
import type { Caller } from '../plugins/auth';

const tenant = (payload: Record<string, string>): Caller => ({
  kind: 'tenant',
  organizationId: 'o',
  claims: {
    organizationId: 'o',
    tenant: { id: 't', name: 't', key: 't', payload },
    permissions: {},
    dashboardIds: [],
    expiresAt: 0,
  },
});
const result = (...names: string[]) => ({
  columns: names.map((name) => ({ name, type: 'string' as const })),
  rows: [],
});

describe('strict tenant sources', () => {
  it("refuses a tenant's output without any of its payload keys, admins pass", () => {
    expect(() =>
      assertStrictTenantOutput(result('tenant_id', 'amount'), tenant({ tenant_id: 'a' })),
    ).not.toThrow();
    expect(() =>
      assertStrictTenantOutput(result('amount'), tenant({ tenant_id: 'a', region: 'eu' })),
    ).toThrow(/must include one of the columns 'tenant_id', 'region'/);
    expect(() =>
      assertStrictTenantOutput(result('amount'), {
        kind: 'admin',
        organizationId: 'o',
        userId: 'u',
        via: 'session',
      }),
    ).not.toThrow();
  });

  it('counts the tenants a query output works for', () => {
    const tenants = [
      { payload: { tenant_id: 'a' } },
      { payload: { region: 'eu' } },
      { payload: {} },
    ];
    expect(strictTenantCoverage(['tenant_id', 'x'], tenants)).toEqual({
      covered: 1,
      total: 3,
      message: 'This chart will only work for 1/3 of your tenants',
    });
  });
});
