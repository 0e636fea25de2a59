import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// POST /tenant/get-tenant-settings and the plan's effect on the server (dashboards.md §5, §7;
// decision 012): the startup plan has no personal workspaces, so a tenant's personal copy is 403.
type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let organizationId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);
const setPlan = (plan: string) =>
  server.services.db
    .updateTable('organizations')
    .set({ plan })
    .where('id', '=', organizationId)
    .execute();
async function tenantToken(id: string, permissions: Record<string, boolean>) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: id } },
    permissions,
  });
  return res.json.data.token as string;
}

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  organizationId = (
    await server.services.db
      .selectFrom('dashboards')
      .select('organization_id')
      .where('id', '=', server.seeded!.dashboardId)
      .executeTakeFirstOrThrow()
  ).organization_id;
});
afterAll(async () => server.stop());

describe('POST /tenant/get-tenant-settings', () => {
  it("answers the token's permissions and the plan with its flags (enterprise by default)", async () => {
    const token = await tenantToken('acme', { addChart: true, removeChart: true });
    const res = await server.api<Json>('POST', '/tenant/get-tenant-settings', { token });
    expect(res.status).toBe(200);
    const settings = res.json.data.settings;
    expect(settings.plan).toBe('enterprise');
    expect(settings.planFlags).toEqual({
      isProPlan: false,
      isEnterprise: true,
      isStartUpPlan: false,
      isGrowthPlan: false,
    });
    expect(settings.planFeatures).toEqual({
      advancedShareOptions: true,
      reactDeployTab: true,
      personalWorkspaces: true,
      pdfDownload: true,
    });
    expect(settings.permissions).toMatchObject({
      isAdmin: false,
      addChart: true,
      removeChart: true,
      createChart: false,
      readOnly: false,
    });
    expect(settings.tenantEditingPermissions).toMatchObject({ addChart: true, readOnly: false });
  });

  it('readOnly cancels the other permissions', async () => {
    const token = await tenantToken('viewer', { readOnly: true, addChart: true });
    const res = await server.api<Json>('POST', '/tenant/get-tenant-settings', { token });
    expect(res.json.data.settings.permissions).toMatchObject({ readOnly: true, addChart: false });
  });

  it('a missing token is 400, a forged one 401', async () => {
    const missing = await server.api<Json>('POST', '/tenant/get-tenant-settings', {});
    expect(missing.status).toBe(400);
    expect(missing.json.error?.message).toContain('token');
    const forged = await server.api<Json>('POST', '/tenant/get-tenant-settings', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJvcmciOiJ4In0.c2lnbmF0dXJl',
    });
    expect(forged.status).toBe(401);
  });
});

describe('the startup plan', () => {
  it('has no personal workspaces: a personal copy is 403 and nothing is written', async () => {
    await setPlan('startup');
    try {
      const token = await tenantToken('startup-tenant', { addChart: true });
      const settings = await server.api<Json>('POST', '/tenant/get-tenant-settings', { token });
      expect(settings.json.data.settings.planFlags.isStartUpPlan).toBe(true);
      expect(settings.json.data.settings.planFeatures).toEqual({
        advancedShareOptions: false,
        reactDeployTab: false,
        personalWorkspaces: false,
        pdfDownload: false,
      });
      const copy = await api(
        'POST',
        '/dashboard/v2/copy',
        { dashboard: { id: server.seeded!.dashboardId }, personalWorkspace: true },
        token,
      );
      expect(copy.status).toBe(403);
      expect(copy.json.error?.message).toBe('Personal workspaces are not part of the startup plan');
      const rows = await server.services.db
        .selectFrom('dashboards')
        .select('id')
        .where('tenant_id', '=', 'startup-tenant')
        .execute();
      expect(rows).toEqual([]);
      // An admin's clone is not a personal workspace: the plan does not limit it.
      const clone = await api('POST', '/dashboard/v2/copy', {
        dashboard: { id: server.seeded!.dashboardId },
      });
      expect(clone.status).toBe(200);
    } finally {
      await setPlan('enterprise');
    }
    const token = await tenantToken('startup-tenant', { addChart: true });
    const copy = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: server.seeded!.dashboardId }, personalWorkspace: true },
      token,
    );
    expect(copy.status).toBe(200);
  });
});
