import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
  server.handle((_s, res) => sendJson(res, 200, { data: { ok: true } }));
});

describe('organization methods', () => {
  it('use the settings paths and bodies', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    await client.getOrganizationSettings();
    await client.updateOrganizationSettings({ name: 'Acme', primaryColor: '#7C3AED', logo: null });
    await client.listOrganizationUsers();
    await client.listInvitations();
    await client.createInvitation({ email: 'ann@example.com' });
    await client.revokeInvitation('inv-1');
    await client.getInvitation('tok');
    await client.acceptInvitation({ token: 'tok', name: 'Ann', password: 'long enough' });
    await client.listApiKeys();
    await client.createApiKey('CI');
    await client.revokeApiKey('key 1');
    await client.getEmbedSecret();
    await client.rotateEmbedSecret();
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /organization/get-settings',
      'POST /organization/update-settings',
      'GET /organization/list-users',
      'GET /organization/list-invitations',
      'POST /organization/create-invitation',
      'POST /organization/revoke-invitation',
      'POST /organization/get-invitation',
      'POST /organization/accept-invitation',
      'GET /auth/api-keys',
      'POST /auth/api-keys',
      'DELETE /auth/api-keys?id=key+1',
      'GET /auth/embed-secret',
      'POST /auth/embed-secret/rotate',
    ]);
    expect(server.seen[1]?.json).toEqual({ name: 'Acme', primaryColor: '#7C3AED', logo: null });
    expect(server.seen[5]?.json).toEqual({ id: 'inv-1' });
    expect(server.seen[7]?.json).toEqual({ token: 'tok', name: 'Ann', password: 'long enough' });
    expect(server.seen[9]?.json).toEqual({ name: 'CI' });
    expect(server.seen[12]?.json).toEqual({ confirm: true });
  });
});
