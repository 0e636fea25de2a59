import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// The startup plan on the server, one flag at a time (dashboards.md §5; decisions 012 and 023):
// advanced share options and personal-workspace writes are refused (403, nothing written); the
// React deploy tab and PDF download have no call of their own, so the flags the hub and the
// share page read are checked instead.

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let organizationId: string;
let dashboardId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);
const setPlan = (plan: string) =>
  server.services.db
    .updateTable('organizations')
    .set({ plan })
    .where('id', '=', organizationId)
    .execute();
async function onPlan(plan: string, run: () => Promise<void>) {
  await setPlan(plan);
  try {
    await run();
  } finally {
    await setPlan('enterprise');
  }
}
async function tenantToken(id: string, permissions: Record<string, boolean>) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: id } },
    permissions,
  });
  return String(res.json.data.token);
}
const count = async (table: 'dashboards' | 'charts' | 'invitations') =>
  (await server.services.db.selectFrom(table).select('id').execute()).length;

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  const signedIn = await server.api<Json>('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  admin = String(signedIn.json.data.token);
  organizationId = server.seeded!.organizationId;
  dashboardId = server.seeded!.dashboardId;
});
afterAll(async () => server?.stop());

describe('plan flags the hub reads (React deploy tab, PDF download)', () => {
  it('/organization/get-settings and /tenant/get-tenant-settings say what each plan includes', async () => {
    const token = await tenantToken('flags', { addChart: true });
    for (const [plan, full] of [
      ['startup', false],
      ['growth', true],
      ['pro', true],
      ['enterprise', true],
    ] as const) {
      await onPlan(plan, async () => {
        const expected = {
          advancedShareOptions: full,
          reactDeployTab: full,
          personalWorkspaces: full,
          pdfDownload: full,
        };
        const admins = await api('GET', '/organization/get-settings');
        expect(admins.json.data).toMatchObject({ plan, planFeatures: expected });
        const tenants = await server.api<Json>('POST', '/tenant/get-tenant-settings', { token });
        expect(tenants.json.data.settings).toMatchObject({ plan, planFeatures: expected });
      });
    }
  });
});

describe('advanced share options', () => {
  const body = (email: string, options?: Record<string, unknown>) => ({
    email,
    shareUrl: `/dashboards/${dashboardId}`,
    dashboardTitle: 'Plans',
    ...(options ? { options } : {}),
  });

  it('are refused on the startup plan (nothing written); a plain share works', async () => {
    await onPlan('startup', async () => {
      const before = await count('invitations');
      for (const options of [{ expiresInDays: 30 }, { message: 'Hello' }]) {
        const res = await api(
          'POST',
          '/organization/share-invitation',
          body('p1@example.com', options),
        );
        expect(res.status).toBe(403);
        expect(res.json.error?.message).toBe(
          'Advanced share options are not part of the startup plan',
        );
      }
      expect(await count('invitations')).toBe(before);
      const plain = await api('POST', '/organization/share-invitation', body('p2@example.com'));
      expect(plain.status).toBe(200);
      // Empty options are no options.
      const empty = await api(
        'POST',
        '/organization/share-invitation',
        body('p3@example.com', { message: '' }),
      );
      expect(empty.status).toBe(200);
    });
  });

  it('are taken on the growth plan', async () => {
    await onPlan('growth', async () => {
      const res = await api(
        'POST',
        '/organization/share-invitation',
        body('g1@example.com', { expiresInDays: 1, message: 'Hi' }),
      );
      expect(res.status).toBe(200);
      const { createdAt, expiresAt } = res.json.data.invitation;
      expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(86_400_000);
    });
  });
});

describe('personal-workspace options', () => {
  it('on the startup plan: the editing flags are ignored and every workspace write is 403', async () => {
    const permissions = { addChart: true, removeChart: true, createChart: true, editCharts: true };
    const token = await tenantToken('workspace-tenant', permissions);
    // Made while on the enterprise plan: the tenant's personal copy and a chart copy.
    const copy = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: dashboardId }, personalWorkspace: true },
      token,
    );
    expect(copy.status).toBe(200);
    const copyId = String(copy.json.data.dashboardId);
    const row = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: copyId } }, token);
    const saved = row.json.data.dashboard;
    const chartId = Object.keys(saved.config.charts as Record<string, unknown>)[0]!;

    await onPlan('startup', async () => {
      const settings = await server.api<Json>('POST', '/tenant/get-tenant-settings', { token });
      expect(settings.json.data.settings.tenantEditingPermissions).toMatchObject({
        readOnly: false,
        addChart: false,
        removeChart: false,
        createChart: false,
        editCharts: false,
      });
      expect(settings.json.data.settings.permissions).toMatchObject({ addChart: false });

      const before = { dashboards: await count('dashboards'), charts: await count('charts') };
      const refused = [
        await api('POST', '/dashboard/v2/copy', { dashboard: { id: dashboardId } }, token),
        await api(
          'POST',
          '/dashboard/v3/save',
          { dashboardId: copyId, name: 'Renamed', config: { ...saved.config, title: 'Renamed' } },
          token,
        ),
        await api('POST', '/chart/v2/copy', { chart: { id: chartId, version: 1 } }, token),
        await api(
          'POST',
          '/chart/v3/create-chart',
          {
            starterTable: 'orders',
            starterConnection: server.seeded!.connectionId,
            configVersion: 'v1',
          },
          token,
        ),
        await server.api<Json>('DELETE', `/dashboard?id=${copyId}`, {}, token),
      ];
      for (const res of refused) {
        expect(res.status).toBe(403);
        expect(res.json.error?.message).toBe(
          'Personal workspaces are not part of the startup plan',
        );
      }
      expect({ dashboards: await count('dashboards'), charts: await count('charts') }).toEqual(
        before,
      );
      // Reading the copy made before stays possible; admins are not limited.
      const read = await api(
        'POST',
        '/tenant/get-dashboard-v2',
        { dashboard: { id: copyId } },
        token,
      );
      expect(read.status).toBe(200);
      const adminClone = await api('POST', '/dashboard/v2/copy', {
        dashboard: { id: dashboardId },
      });
      expect(adminClone.status).toBe(200);
    });

    // Back on a full plan the same save works.
    const after = await api(
      'POST',
      '/dashboard/v3/save',
      { dashboardId: copyId, name: 'Renamed', config: { ...saved.config, title: 'Renamed' } },
      token,
    );
    expect(after.status).toBe(200);
  });
});
