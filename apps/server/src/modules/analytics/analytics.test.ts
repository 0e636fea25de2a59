import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let dashboardId: string;
let dashboardName: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(id: string, name = id) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, name, payload: { tenant_id: id } },
    permissions: { readOnly: true },
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}
async function rows() {
  return server.services.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();
}
const viewed = (extra: Record<string, unknown> = {}) => ({
  eventType: 'dashboard',
  eventName: 'Dashboard Viewed',
  dashboardId,
  sessionId: 'session-1',
  browserId: 'browser-1',
  embedded: true,
  eventTimeLocal: '2026-11-25T09:00:00.000+02:00',
  ...extra,
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
  const list = await api('GET', '/dashboard/list');
  dashboardId = list.json.data.dashboards[0].id;
  dashboardName = list.json.data.dashboards[0].name;
});
afterAll(async () => server?.stop());

describe('POST /analytics/send-event', () => {
  it("stores a tenant's event with its organisation and the tenant id of its token", async () => {
    const before = (await rows()).length;
    const token = await tenantToken('acme', 'Acme Corp');
    const res = await api(
      'POST',
      '/analytics/send-event',
      viewed({ eventMetadata: { source: 'iframe' }, eventDescription: 'opened' }),
      token,
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ received: true });
    const stored = (await rows()).slice(before);
    expect(stored).toHaveLength(1);
    const org = await server.services.db
      .selectFrom('organizations')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(stored[0]).toMatchObject({
      organization_id: org.id,
      tenant_id: 'acme',
      tenant_name: 'Acme Corp',
      event_type: 'dashboard',
      event_name: 'Dashboard Viewed',
      event_description: 'opened',
      event_metadata: { source: 'iframe' },
      session_id: 'session-1',
      browser_id: 'browser-1',
      embedded: true,
      event_time_local: '2026-11-25T09:00:00.000+02:00',
      dashboard_id: dashboardId,
      chart_id: null,
    });
  });

  it('stores an admin event without a tenant, with the defaults of the schema', async () => {
    const before = (await rows()).length;
    const res = await api('POST', '/analytics/send-event', {
      eventType: 'chart',
      eventName: 'Chart Updated',
      chartId: 'chart-1',
    });
    expect(res.status).toBe(200);
    const [row] = (await rows()).slice(before);
    expect(row).toMatchObject({
      tenant_id: null,
      event_name: 'Chart Updated',
      embedded: false,
      event_metadata: {},
      chart_id: 'chart-1',
      dashboard_id: null,
    });
  });

  it('takes the tenant from the token, never from the body', async () => {
    const before = (await rows()).length;
    const token = await tenantToken('globex');
    const res = await api(
      'POST',
      '/analytics/send-event',
      { ...viewed(), tenantId: 'acme', organizationId: 'someone-else' },
      token,
    );
    expect(res.status).toBe(200);
    const [row] = (await rows()).slice(before);
    expect(row?.tenant_id).toBe('globex');
  });

  it.each([
    [{ ...viewed(), eventName: 'Dashboard Exploded' }, 'Unknown analytics event name'],
    [{ ...viewed(), eventType: '' }, 'Event type is required'],
    [
      { ...viewed(), eventMetadata: { blob: 'x'.repeat(5000) } },
      'Event metadata must be at most 4096 characters as JSON',
    ],
    [{ ...viewed(), embedded: 'yes' }, /boolean/],
    [{ ...viewed(), sessionId: 'a\nb' }, 'Session id must not contain control characters'],
  ])('answers 400 with the first schema message and writes nothing (%#)', async (body, message) => {
    const before = (await rows()).length;
    const res = await api('POST', '/analytics/send-event', body);
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toMatch(message);
    expect(await rows()).toHaveLength(before);
  });

  it('needs a credential (401, nothing written)', async () => {
    const before = (await rows()).length;
    const res = await server.api<Json>('POST', '/analytics/send-event', viewed(), '');
    expect(res.status).toBe(401);
    expect(await rows()).toHaveLength(before);
  });
});

describe('GET /analytics/usage', () => {
  it('is refused to tenants (403)', async () => {
    const res = await api('GET', '/analytics/usage?days=30', undefined, await tenantToken('acme'));
    expect(res.status).toBe(403);
  });

  it('answers 400 with the schema message for a bad period', async () => {
    const res = await api('GET', '/analytics/usage?days=0');
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toMatch(/days must be at least 1$/);
    expect((await api('GET', '/analytics/usage?days=366')).json.error?.message).toMatch(
      /days must be at most 365$/,
    );
  });

  it("aggregates the organisation's events: views per day, top dashboards, tenants, names", async () => {
    const acme = await tenantToken('acme');
    const hooli = await tenantToken('hooli-usage', 'Hooli Usage');
    const seeded = await tenantToken('initech', 'Initech Ltd'); // on record as 'Initech'
    for (const token of [acme, acme, hooli, seeded]) {
      expect((await api('POST', '/analytics/send-event', viewed(), token)).status).toBe(200);
    }
    expect((await api('POST', '/analytics/send-event', viewed({ embedded: false }))).status).toBe(
      200,
    );
    // an old event falls outside a 7-day period
    await server.services.db
      .insertInto('analytics_events')
      .values({
        organization_id: (await rows())[0]!.organization_id,
        event_type: 'dashboard',
        event_name: 'Dashboard Viewed',
        event_metadata: '{}',
        embedded: true,
        dashboard_id: 'old-dashboard',
        tenant_id: 'old-tenant',
        created_at: new Date(Date.now() - 20 * 86_400_000),
      })
      .execute();

    const all = await rows();
    const recent = all.filter((r) => r.dashboard_id !== 'old-dashboard');
    const res = await api('GET', '/analytics/usage?days=7');
    expect(res.status).toBe(200);
    const usage = res.json.data;
    expect(usage.days).toBe(7);
    expect(usage.viewsPerDay).toHaveLength(7);
    expect(usage.viewsPerDay[6].day).toBe(new Date().toISOString().slice(0, 10));
    expect(usage.since).toBe(usage.viewsPerDay[0].day);
    expect(usage.totalEvents).toBe(recent.length);
    const recentViews = recent.filter((r) => r.event_name === 'Dashboard Viewed');
    expect(usage.totalViews).toBe(recentViews.length);
    expect(usage.viewsPerDay[6]).toEqual({
      day: usage.viewsPerDay[6].day,
      embedded: recentViews.filter((r) => r.embedded).length,
      hub: recentViews.filter((r) => !r.embedded).length,
    });
    expect(usage.topDashboards[0]).toEqual({
      dashboardId,
      name: dashboardName,
      views: recentViews.filter((r) => r.dashboard_id === dashboardId).length,
    });
    expect(usage.topDashboards.map((d: { dashboardId: string }) => d.dashboardId)).not.toContain(
      'old-dashboard',
    );
    const tenants = usage.activeTenants as Array<{
      tenantId: string;
      name: string | null;
      events: number;
      views: number;
    }>;
    const acmeRow = tenants.find((t) => t.tenantId === 'acme');
    expect(acmeRow).toMatchObject({
      events: recent.filter((r) => r.tenant_id === 'acme').length,
      views: recentViews.filter((r) => r.tenant_id === 'acme').length,
    });
    expect(tenants.find((t) => t.tenantId === 'hooli-usage')?.views).toBe(1);
    // the organisation's record names a tenant before its token does
    expect(tenants.find((t) => t.tenantId === 'initech')?.name).toBe('Initech');
    // the name from the tenant's token when the organisation has no record of it
    expect(tenants.find((t) => t.tenantId === 'hooli-usage')?.name).toBe('Hooli Usage');
    expect(tenants.map((t) => t.tenantId)).not.toContain('old-tenant');
    expect(usage.eventsByName).toContainEqual({
      eventName: 'Chart Updated',
      events: recent.filter((r) => r.event_name === 'Chart Updated').length,
    });
    // 30 days reach the old event
    const month = (await api('GET', '/analytics/usage?days=30')).json.data;
    expect(month.totalEvents).toBe(all.length);
    expect(month.activeTenants.map((t: { tenantId: string }) => t.tenantId)).toContain(
      'old-tenant',
    );
  });

  it("never counts another organisation's events", async () => {
    const own = await rows();
    await server.services.db
      .insertInto('organizations')
      .values({ id: 'other-org', name: 'Other organisation', embed_secret_enc: 'unused' })
      .execute();
    await server.services.db
      .insertInto('analytics_events')
      .values({
        organization_id: 'other-org',
        event_type: 'dashboard',
        event_name: 'Filter Removed',
        event_metadata: '{}',
        embedded: true,
        dashboard_id: dashboardId,
        tenant_id: 'other-tenant',
      })
      .execute();
    const usage = (await api('GET', '/analytics/usage?days=30')).json.data;
    expect(usage.totalEvents).toBe(own.length);
    expect(usage.activeTenants.map((t: { tenantId: string }) => t.tenantId)).not.toContain(
      'other-tenant',
    );
    expect(usage.eventsByName.map((e: { eventName: string }) => e.eventName)).not.toContain(
      'Filter Removed',
    );
  });
});
