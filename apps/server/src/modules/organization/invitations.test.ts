import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { hashPassword } from '../../crypto/password';

type Json = { data?: Record<string, unknown>; error?: { message: string } };
interface Invitation {
  id: string;
  email: string;
  invitedBy: string | null;
}
let server: TestServer;
let admin: string;
let otherAdmin: string;

async function signIn(email: string, password: string) {
  return server.api<Json>('POST', '/auth/sign-in', { email, password });
}

async function invite(email: string, token = admin) {
  const answer = await server.api<Json>(
    'POST',
    '/organization/create-invitation',
    { email },
    token,
  );
  expect(answer.status).toBe(200);
  return answer.json.data as { invitation: Invitation; token: string; acceptPath: string };
}

async function pending(token = admin): Promise<Invitation[]> {
  const answer = await server.api<Json>('GET', '/organization/list-invitations', undefined, token);
  return answer.json.data?.invitations as Invitation[];
}

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  admin = String((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).json.data?.token);
  await server.services.authRepo.createOrganizationWithAdmin({
    organizationName: 'Other organisation',
    name: 'Olga',
    email: 'olga@other.test',
    passwordHash: await hashPassword('olga password 123'),
  });
  otherAdmin = String((await signIn('olga@other.test', 'olga password 123')).json.data?.token);
});
afterAll(async () => server?.stop());

describe('users and invitations', () => {
  it('lists the users of the organisation only', async () => {
    const answer = await server.api<Json>('GET', '/organization/list-users', undefined, admin);
    const users = answer.json.data?.users as Array<{ email: string; role: string }>;
    expect(users.map((u) => u.email)).toEqual([ADMIN_EMAIL]);
    expect(users[0]?.role).toBe('admin');
  });

  it('refuses a bad email with the spec text and writes nothing', async () => {
    for (const email of ['not-an-email', 'two words@example.com', '']) {
      const answer = await server.api<Json>(
        'POST',
        '/organization/create-invitation',
        { email },
        admin,
      );
      expect(answer.status).toBe(400);
      expect(answer.json.error?.message).toContain('Please enter a valid email address.');
    }
    expect(await pending()).toEqual([]);
  });

  it('invites, shows the invitation, accepts it: the account is in the organisation and signed in', async () => {
    const created = await invite(' New.Person@Example.com ');
    expect(created.invitation.email).toBe('new.person@example.com');
    expect(created.acceptPath).toBe(`/invitations/${created.token}`);
    expect(await pending()).toEqual([expect.objectContaining({ id: created.invitation.id })]);
    expect(await pending(otherAdmin)).toEqual([]);

    const shown = await server.api<Json>('POST', '/organization/get-invitation', {
      token: created.token,
    });
    expect(shown.status).toBe(200);
    expect(shown.json.data).toMatchObject({ email: 'new.person@example.com' });

    const short = await server.api<Json>('POST', '/organization/accept-invitation', {
      token: created.token,
      name: 'New Person',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.json.error?.message).toContain('Password must be at least 8 characters');

    const accepted = await server.api<Json>('POST', '/organization/accept-invitation', {
      token: created.token,
      name: 'New Person',
      password: 'a good password',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('set-cookie')).toContain('chartroom_session=');
    const session = String(accepted.json.data?.token);
    const me = await server.api<Json>('GET', '/auth/me', undefined, session);
    expect(me.json.data).toMatchObject({
      user: { email: 'new.person@example.com', name: 'New Person' },
    });
    const settings = await server.api<Json>('GET', '/organization/get-settings', undefined, admin);
    expect((me.json.data?.organization as { id: string }).id).toBe(settings.json.data?.id);

    // The new member works in the organisation, and signs in with the password chosen.
    expect((await server.api('GET', '/dashboard/list', undefined, session)).status).toBe(200);
    expect((await signIn('new.person@example.com', 'a good password')).status).toBe(200);
    const users = await server.api<Json>('GET', '/organization/list-users', undefined, admin);
    expect((users.json.data?.users as Array<{ email: string }>).map((u) => u.email)).toContain(
      'new.person@example.com',
    );

    // The link is used: it neither opens nor accepts again, and the invitation is not pending.
    const again = await server.api<Json>('POST', '/organization/accept-invitation', {
      token: created.token,
      name: 'Someone Else',
      password: 'another password',
    });
    expect(again.status).toBe(404);
    expect(
      (await server.api('POST', '/organization/get-invitation', { token: created.token })).status,
    ).toBe(404);
    expect(await pending()).toEqual([]);

    // The address has an account now: no new invitation for it.
    const taken = await server.api<Json>(
      'POST',
      '/organization/create-invitation',
      { email: 'new.person@example.com' },
      admin,
    );
    expect(taken.status).toBe(409);
  });

  it('revokes a pending invitation: its link stops working; another organisation cannot', async () => {
    const created = await invite('revoked@example.com');
    const foreign = await server.api<Json>(
      'POST',
      '/organization/revoke-invitation',
      { id: created.invitation.id },
      otherAdmin,
    );
    expect(foreign.status).toBe(404);
    expect(await pending()).toEqual([expect.objectContaining({ id: created.invitation.id })]);

    const revoked = await server.api<Json>(
      'POST',
      '/organization/revoke-invitation',
      { id: created.invitation.id },
      admin,
    );
    expect(revoked.json.data).toEqual({ revoked: true });
    expect(await pending()).toEqual([]);
    const accept = await server.api<Json>('POST', '/organization/accept-invitation', {
      token: created.token,
      name: 'Too Late',
      password: 'a good password',
    });
    expect(accept.status).toBe(404);
    expect(accept.json.error?.message).toContain('revoked, used or has expired');
    expect((await signIn('revoked@example.com', 'a good password')).status).toBe(401);
    const again = await server.api<Json>(
      'POST',
      '/organization/revoke-invitation',
      { id: created.invitation.id },
      admin,
    );
    expect(again.status).toBe(404);
  });

  it('a second invitation to the same address replaces the first link', async () => {
    const first = await invite('twice@example.com');
    const second = await invite('twice@example.com');
    expect((await pending()).map((i) => i.id)).toEqual([second.invitation.id]);
    const old = await server.api('POST', '/organization/get-invitation', { token: first.token });
    expect(old.status).toBe(404);
    await server.api(
      'POST',
      '/organization/revoke-invitation',
      { id: second.invitation.id },
      admin,
    );
  });

  it('an expired link opens nothing', async () => {
    const created = await invite('expired@example.com');
    await server.services.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', created.invitation.id)
      .execute();
    expect(await pending()).toEqual([]);
    const accept = await server.api('POST', '/organization/accept-invitation', {
      token: created.token,
      name: 'Late',
      password: 'a good password',
    });
    expect(accept.status).toBe(404);
  });

  it('an unknown or malformed token answers 404 / 400', async () => {
    const unknown = await server.api('POST', '/organization/get-invitation', {
      token: 'A'.repeat(43),
    });
    expect(unknown.status).toBe(404);
    const malformed = await server.api<Json>('POST', '/organization/get-invitation', {
      token: 'no spaces allowed here',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error?.message).toContain('Invitation link is not valid');
  });
});
