import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { CLONE_NEEDS_TOKEN, SAVE_NEEDS_TOKEN } from './jwt-required';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let organizationId: string;
let embedSecret: string;
let dashboardId: string;
const now = () => Math.floor(Date.now() / 1000);

async function signIn(): Promise<string> {
  const res = await server.api<Json>('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}

async function latest() {
  const res = await server.api<Json>(
    'POST',
    '/tenant/get-dashboard-v2',
    { dashboard: { id: dashboardId } },
    admin,
  );
  expect(res.status).toBe(200);
  return res.json.data.dashboard as { version: number; name: string; config: unknown };
}

async function dashboardCount(): Promise<number> {
  const res = await server.api<Json>('GET', '/dashboard/list', undefined, admin);
  return (res.json.data.dashboards as unknown[]).length;
}

/** A tenant token signed with the organisation's embed secret that expired a minute ago. */
function expiredTenantToken(): Promise<string> {
  return new SignJWT({
    org: organizationId,
    tenant: { id: 'acme', name: 'Acme', payload: { tenant_id: 'acme' } },
    permissions: { readOnly: false, editCharts: true },
    dashboardIds: [],
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('chartroom')
    .setAudience('chartroom:tenant')
    .setIssuedAt(now() - 600)
    .setExpirationTime(now() - 60)
    .sign(new TextEncoder().encode(embedSecret));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn();
  const secret = await server.api<Json>('GET', '/auth/embed-secret', undefined, admin);
  organizationId = secret.json.data.organizationId as string;
  embedSecret = secret.json.data.secret as string;
  dashboardId = (await server.api<Json>('GET', '/dashboard/list', undefined, admin)).json.data
    .dashboards[0].id as string;
});
afterAll(async () => server?.stop());

describe('saving and cloning without a valid session or token (dashboards.md §5, §8)', () => {
  /** Every way a caller can be without credentials: none, signed out, expired, forged. */
  async function missingCredentials(): Promise<Array<[string, string | undefined]>> {
    const signedOut = await signIn();
    expect((await server.api('POST', '/auth/sign-out', {}, signedOut)).status).toBe(200);
    return [
      ['no token and no cookie', undefined],
      ['a signed-out admin session', signedOut],
      ['an expired tenant token', await expiredTenantToken()],
      ['a forged token', 'not.a.token'],
    ];
  }

  it(`answers 401 '${SAVE_NEEDS_TOKEN}' to a save and writes nothing`, async () => {
    const before = await latest();
    for (const [how, token] of await missingCredentials()) {
      const res = await server.api<Json>(
        'POST',
        '/dashboard/v3/save',
        {
          dashboardId,
          name: before.name,
          config: before.config,
          dashboardVersion: before.version,
        },
        token,
      );
      expect(res.status, how).toBe(401);
      expect(res.json.error?.message, how).toBe(SAVE_NEEDS_TOKEN);
      expect(res.json.data, how).toBeUndefined();
    }
    expect((await latest()).version).toBe(before.version);
  });

  it(`answers 401 '${CLONE_NEEDS_TOKEN}' to a clone (admin or personal copy) and copies nothing`, async () => {
    const before = await dashboardCount();
    const { version } = await latest();
    for (const [how, token] of await missingCredentials()) {
      for (const personalWorkspace of [false, true]) {
        const res = await server.api<Json>(
          'POST',
          '/dashboard/v2/copy',
          { dashboard: { id: dashboardId, version }, personalWorkspace },
          token,
        );
        expect(res.status, how).toBe(401);
        expect(res.json.error?.message, how).toBe(CLONE_NEEDS_TOKEN);
      }
    }
    expect(await dashboardCount()).toBe(before);
  });

  it('still saves and clones with a valid session, and other calls keep their own 401 text', async () => {
    const before = await latest();
    const saved = await server.api<Json>(
      'POST',
      '/dashboard/v3/save',
      { dashboardId, name: before.name, config: before.config, dashboardVersion: before.version },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.dashboard.version).toBe(before.version + 1);
    const copied = await server.api<Json>(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: dashboardId, version: before.version + 1 } },
      admin,
    );
    expect(copied.status).toBe(200);
    const read = await server.api<Json>('POST', '/tenant/get-dashboard-v2', {
      dashboard: { id: dashboardId },
    });
    expect(read.status).toBe(401);
    expect(read.json.error?.message).not.toBe(SAVE_NEEDS_TOKEN);
  });

  it("a clone without an override or name gets ' (copy)' on its name and its config's title", async () => {
    const before = await latest();
    const titled = { ...(before.config as object), title: 'Quarterly sales' };
    const saved = await server.api<Json>(
      'POST',
      '/dashboard/v3/save',
      { dashboardId, name: before.name, config: titled, dashboardVersion: before.version },
      admin,
    );
    expect(saved.status).toBe(200);
    // No version: the latest is copied.
    const copied = await server.api<Json>(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: dashboardId } },
      admin,
    );
    expect(copied.status).toBe(200);
    const clone = await server.api<Json>(
      'POST',
      '/tenant/get-dashboard-v2',
      { dashboard: { id: copied.json.data.dashboardId } },
      admin,
    );
    expect(clone.json.data.dashboard.name).toBe(`${before.name} (copy)`);
    expect(clone.json.data.dashboard.config.title).toBe('Quarterly sales (copy)');
  });

  it('answers 400 with the schema message to a signed-in bad save', async () => {
    const res = await server.api<Json>(
      'POST',
      '/dashboard/v3/save',
      { dashboardId, name: 'x', config: { charts: 'nope' } },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toBeTruthy();
  });
});

describe('POST /dashboard/get-version-values answers the spec shape data.versions', () => {
  it('lists every version ascending under data.versions and nothing else', async () => {
    const before = await latest();
    const list = await server.api<Json>(
      'POST',
      '/dashboard/get-version-values',
      { dashboard: { id: dashboardId } },
      admin,
    );
    expect(list.status).toBe(200);
    expect(Object.keys(list.json.data)).toEqual(['versions']);
    expect(list.json.data.versions).toEqual(
      Array.from({ length: before.version }, (_, i) => i + 1),
    );
  });
});
