import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_LOGO_MAX_BYTES } from '@chartroom/core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { hashPassword } from '../../crypto/password';

type Json = { data?: Record<string, unknown>; error?: { message: string } };
let server: TestServer;
let admin: string;
let otherAdmin: string;
let tenant: string;

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function signIn(email: string, password: string): Promise<string> {
  const answer = await server.api<Json>('POST', '/auth/sign-in', { email, password });
  expect(answer.status).toBe(200);
  return String(answer.json.data?.token);
}

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  await server.services.authRepo.createOrganizationWithAdmin({
    organizationName: 'Other organisation',
    name: 'Olga',
    email: 'olga@other.test',
    passwordHash: await hashPassword('olga password 123'),
  });
  otherAdmin = await signIn('olga@other.test', 'olga password 123');
  const minted = await server.api<Json>(
    'POST',
    '/tenant/create-token',
    { tenant: { id: 'acme', payload: { tenant_id: 'acme' } }, expiresInSeconds: 600 },
    admin,
  );
  tenant = String(minted.json.data?.token);
});
afterAll(async () => server?.stop());

describe('organisation settings', () => {
  it('reads the name, no logo, default colours and the plan with what it includes', async () => {
    const answer = await server.api<Json>('GET', '/organization/get-settings', undefined, admin);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({
      logo: null,
      primaryColor: null,
      secondaryColor: null,
      plan: 'enterprise',
      planFeatures: {
        advancedShareOptions: true,
        reactDeployTab: true,
        personalWorkspaces: true,
        pdfDownload: true,
      },
    });
  });

  it('renames, sets colours and a logo; /auth/me shows the new name; another org is untouched', async () => {
    const answer = await server.api<Json>(
      'POST',
      '/organization/update-settings',
      { name: '  Renamed Org  ', primaryColor: '#7C3AED', logo: PNG_1PX },
      admin,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({
      name: 'Renamed Org',
      primaryColor: '#7C3AED',
      secondaryColor: null,
      logo: PNG_1PX,
    });
    const me = await server.api<Json>('GET', '/auth/me', undefined, admin);
    expect((me.json.data?.organization as { name: string }).name).toBe('Renamed Org');
    const other = await server.api<Json>(
      'GET',
      '/organization/get-settings',
      undefined,
      otherAdmin,
    );
    expect(other.json.data).toMatchObject({
      name: 'Other organisation',
      logo: null,
      primaryColor: null,
    });

    const cleared = await server.api<Json>(
      'POST',
      '/organization/update-settings',
      { logo: null, secondaryColor: '#112233' },
      admin,
    );
    expect(cleared.json.data).toMatchObject({
      name: 'Renamed Org',
      logo: null,
      primaryColor: '#7C3AED',
      secondaryColor: '#112233',
    });
  });

  it('refuses bad input with the first schema message and writes nothing', async () => {
    const before = await server.api<Json>('GET', '/organization/get-settings', undefined, admin);
    const cases: Array<[unknown, string]> = [
      [
        { name: 'Fine', primaryColor: 'purple' },
        'Primary colour must be a hex colour such as #7C3AED',
      ],
      [{ name: '   ' }, 'Organisation name is required'],
      [{ secondaryColor: '#12345' }, 'Secondary colour must be a hex colour'],
      [
        { name: 'Fine', logo: 'data:image/svg+xml;base64,PHN2Zz4=' },
        'Logo must be a PNG, JPEG, WebP or GIF image',
      ],
      [{ logo: 'https://example.com/logo.png' }, 'Logo must be a PNG, JPEG, WebP or GIF image'],
      [
        {
          name: 'Fine',
          logo: `data:image/png;base64,${Buffer.alloc(ORGANIZATION_LOGO_MAX_BYTES + 1).toString('base64')}`,
        },
        'Logo must be at most 200 KB',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await server.api<Json>('POST', '/organization/update-settings', body, admin);
      expect(answer.status).toBe(400);
      expect(answer.json.error?.message).toContain(message);
    }
    const after = await server.api<Json>('GET', '/organization/get-settings', undefined, admin);
    expect(after.json.data).toEqual(before.json.data);
  });

  it('takes a logo of exactly the limit', async () => {
    const logo = `data:image/jpeg;base64,${Buffer.alloc(ORGANIZATION_LOGO_MAX_BYTES).toString('base64')}`;
    const answer = await server.api<Json>('POST', '/organization/update-settings', { logo }, admin);
    expect(answer.status).toBe(200);
    expect(answer.json.data?.logo).toBe(logo);
  });

  it('answers 403 to tenants and 401 without a credential', async () => {
    for (const [method, path, body] of [
      ['GET', '/organization/get-settings', undefined],
      ['POST', '/organization/update-settings', { name: 'Tenant was here' }],
      ['GET', '/organization/list-users', undefined],
      ['GET', '/organization/list-invitations', undefined],
      ['POST', '/organization/create-invitation', { email: 'x@example.com' }],
      ['POST', '/organization/revoke-invitation', { id: 'nope' }],
    ] as const) {
      expect((await server.api(method, path, body, tenant)).status).toBe(403);
      expect((await server.api(method, path, body)).status).toBe(401);
    }
    const me = await server.api<Json>('GET', '/auth/me', undefined, admin);
    expect((me.json.data?.organization as { name: string }).name).not.toBe('Tenant was here');
  });

  it("GET /organization/get-branding: the organisation's name, logo and colours for admins and its tenants", async () => {
    const set = await server.api<Json>(
      'POST',
      '/organization/update-settings',
      { logo: PNG_1PX, primaryColor: '#0CA678', secondaryColor: '#F76707' },
      admin,
    );
    expect(set.status).toBe(200);
    const name = String(set.json.data?.name);
    const expected = { name, logo: PNG_1PX, primaryColor: '#0CA678', secondaryColor: '#F76707' };
    for (const caller of [admin, tenant]) {
      const answer = await server.api<Json>('GET', '/organization/get-branding', undefined, caller);
      expect(answer.status).toBe(200);
      // Nothing else (no plan, no id): only what a tenant's Dash chat shows.
      expect(answer.json.data).toEqual({ branding: expected });
    }
    // Another organisation's admin reads its own.
    const other = await server.api<Json>(
      'GET',
      '/organization/get-branding',
      undefined,
      otherAdmin,
    );
    expect(other.json.data?.branding).toMatchObject({ name: 'Other organisation', logo: null });
    expect((await server.api('GET', '/organization/get-branding')).status).toBe(401);
  });
});
