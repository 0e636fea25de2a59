import { DEMO_ROLES } from '@chartroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRoleDashboardsOfDemoOrganizations } from '../../seed/demo-role-seed';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

const demoDashboards = async () => {
  const res = await api('GET', '/demo/dashboards');
  expect(res.status).toBe(200);
  return res.json.data.dashboards as { role: string; dashboardId: string; name: string }[];
};
const counts = async () => ({
  dashboards: Number(
    (
      await server.services.db
        .selectFrom('dashboards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  charts: Number(
    (
      await server.services.db
        .selectFrom('charts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

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
});
afterAll(async () => server?.stop());

describe('GET /demo/dashboards', () => {
  it('answers one seeded dashboard per role, in role order, each drawing data on the demo warehouse', async () => {
    const roles = await demoDashboards();
    expect(roles.map((r) => r.role)).toEqual([...DEMO_ROLES]);
    expect(roles.map((r) => r.name)).toEqual([
      'Your finance dashboard',
      'Your marketing operations dashboard',
      'Your sales dashboard',
      'Your product dashboard',
    ]);
    for (const role of roles) {
      const got = await api('POST', '/tenant/get-dashboard-v2', {
        dashboard: { id: role.dashboardId },
      });
      expect(got.status).toBe(200);
      const charts = Object.entries(
        got.json.data.dashboard.config.charts as Record<string, { version: number }>,
      );
      expect(charts.length, role.role).toBeGreaterThanOrEqual(6);
      for (const [id, entry] of charts) {
        const data = await api('POST', '/query/chart-data', {
          chart: { id, version: entry.version },
          dashboardId: role.dashboardId,
        });
        expect(data.status, `${role.role} ${id}`).toBe(200);
        expect(data.json.data.rows.length, `${role.role} ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the demo dashboard first in the dashboard list and the role dashboards unpublished', async () => {
    const list = (await api('GET', '/dashboard/list')).json.data.dashboards as {
      id: string;
      name: string;
      published: boolean;
    }[];
    expect(list[0]?.name).toBe('Sales overview');
    const roleIds = new Set((await demoDashboards()).map((r) => r.dashboardId));
    expect(list.filter((d) => roleIds.has(d.id)).every((d) => !d.published)).toBe(true);
  });

  it('is for admins: 401 without a credential, 403 for a tenant token', async () => {
    expect((await server.api<Json>('GET', '/demo/dashboards')).status).toBe(401);
    const token = await api('POST', '/tenant/create-token', {
      tenant: { id: 'acme', name: 'Acme Corp', payload: { tenant_id: 'acme' } },
    });
    expect((await api('GET', '/demo/dashboards', undefined, token.json.data.token)).status).toBe(
      403,
    );
  });
});

describe('seeding the role dashboards again', () => {
  it('writes nothing when every role has its dashboard, and re-creates only a deleted one', async () => {
    const before = await counts();
    await seedDemoRoleDashboardsOfDemoOrganizations(server.services);
    expect(await counts()).toEqual(before);

    const [finance, ...others] = await demoDashboards();
    expect((await api('DELETE', `/dashboard?id=${finance!.dashboardId}`)).status).toBe(200);
    expect((await demoDashboards()).map((r) => r.role)).toEqual(others.map((r) => r.role));

    await seedDemoRoleDashboardsOfDemoOrganizations(server.services);
    const after = await demoDashboards();
    expect(after.map((r) => r.role)).toEqual([...DEMO_ROLES]);
    expect(after[0]!.dashboardId).not.toBe(finance!.dashboardId);
    expect(after.slice(1)).toEqual(others);
  });
});
