import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { personalWorkspaceId } from './workspaces';

// The workspace calls of dashboards.md §7 through real HTTP: a tenant's personal copies live in
// its personal workspace; a tenant sees only its own workspace (another tenant's is 404).
type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let acme: string;
let globex: string;
let sharedId: string;
let acmeCopy: string;
let globexCopy: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);
const get = (path: string, query: Record<string, string>, token: string) =>
  api('GET', `${path}?${new URLSearchParams(query).toString()}`, undefined, token);

async function tenantToken(id: string) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: id } },
    permissions: { addChart: true, removeChart: true },
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
  sharedId = server.seeded!.dashboardId;
  acme = await tenantToken('acme');
  globex = await tenantToken('globex');
  const copy = async (token: string) =>
    (
      await api(
        'POST',
        '/dashboard/v2/copy',
        { dashboard: { id: sharedId }, personalWorkspace: true },
        token,
      )
    ).json.data.dashboardId as string;
  acmeCopy = await copy(acme);
  globexCopy = await copy(globex);
});
afterAll(async () => server.stop());

describe('GET /dashboard/get-dashboards-workspace', () => {
  it("answers the tenant's personal workspace for its copy, null (global) for a shared dashboard", async () => {
    const own = await get('/dashboard/get-dashboards-workspace', { dashboardId: acmeCopy }, acme);
    expect(own.status).toBe(200);
    const workspaceId = own.json.data.workspaceId as string;
    const { organization_id } = await server.services.db
      .selectFrom('dashboards')
      .select('organization_id')
      .where('id', '=', sharedId)
      .executeTakeFirstOrThrow();
    expect(workspaceId).toBe(personalWorkspaceId(organization_id, 'acme'));
    expect(workspaceId).not.toBe(
      (await get('/dashboard/get-dashboards-workspace', { dashboardId: globexCopy }, admin)).json
        .data.workspaceId,
    );
    const shared = await get(
      '/dashboard/get-dashboards-workspace',
      { dashboardId: sharedId },
      acme,
    );
    expect(shared.json.data).toEqual({ workspaceId: null });
  });

  it("another tenant's copy is 404, a bad id 400", async () => {
    const theirs = await get(
      '/dashboard/get-dashboards-workspace',
      { dashboardId: globexCopy },
      acme,
    );
    expect(theirs.status).toBe(404);
    const bad = await get('/dashboard/get-dashboards-workspace', {}, acme);
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain('dashboardId');
  });
});

describe('GET /dashboard/get-workspace-tenant-dashboard', () => {
  it('answers the dashboard of the workspace it is in', async () => {
    const workspaceId = (
      await get('/dashboard/get-dashboards-workspace', { dashboardId: acmeCopy }, acme)
    ).json.data.workspaceId as string;
    const res = await get(
      '/dashboard/get-workspace-tenant-dashboard',
      { workspaceId, dashboardId: acmeCopy },
      acme,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.dashboard).toMatchObject({
      id: acmeCopy,
      tenant_id: 'acme',
      parent_template_dashboard: sharedId,
    });
  });

  it("another tenant's workspace or dashboard is 404, a dashboard of another workspace too", async () => {
    const globexWorkspace = (
      await get('/dashboard/get-dashboards-workspace', { dashboardId: globexCopy }, globex)
    ).json.data.workspaceId as string;
    const acmeWorkspace = (
      await get('/dashboard/get-dashboards-workspace', { dashboardId: acmeCopy }, acme)
    ).json.data.workspaceId as string;
    for (const query of [
      { workspaceId: globexWorkspace, dashboardId: globexCopy },
      { workspaceId: acmeWorkspace, dashboardId: globexCopy },
      { workspaceId: globexWorkspace, dashboardId: acmeCopy },
      { workspaceId: acmeWorkspace, dashboardId: sharedId },
    ]) {
      const res = await get('/dashboard/get-workspace-tenant-dashboard', query, acme);
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.json.error?.message).toBeTruthy();
    }
  });
});

describe('GET /dashboard/get-all-tenant-dashboards', () => {
  it("lists the tenant's own personal dashboards derived from the parent", async () => {
    const res = await get(
      '/dashboard/get-all-tenant-dashboards',
      { parentDashboardId: sharedId },
      acme,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.dashboards.map((d: { id: string }) => d.id)).toEqual([acmeCopy]);
  });

  it("admins see every tenant's; a tenant without copies gets an empty list", async () => {
    const all = await get(
      '/dashboard/get-all-tenant-dashboards',
      { parentDashboardId: sharedId },
      admin,
    );
    expect(all.json.data.dashboards.map((d: { id: string }) => d.id).sort()).toEqual(
      [acmeCopy, globexCopy].sort(),
    );
    const initech = await tenantToken('initech');
    const none = await get(
      '/dashboard/get-all-tenant-dashboards',
      { parentDashboardId: sharedId },
      initech,
    );
    expect(none.json.data.dashboards).toEqual([]);
  });

  it('a parent the tenant may not open is 404', async () => {
    const res = await get(
      '/dashboard/get-all-tenant-dashboards',
      { parentDashboardId: globexCopy },
      acme,
    );
    expect(res.status).toBe(404);
  });
});
