import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-server';
import type { Doc } from './permission-fixtures-context';
import { get, post, q, TEMPORARY_PASSWORD, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the public calls, sign-in and the admin's own account rows of docs/dev/permissions.md.

export const AUTH_FIXTURES: Record<string, Fixture> = {
  // Public and sign-in
  'GET /health': () => Promise.resolve(get('/health')),
  'GET /setup/status': () => Promise.resolve(get('/setup/status')),
  'POST /setup': () =>
    Promise.resolve(
      post('/setup', {
        organizationName: 'Second organisation',
        name: 'Someone',
        email: 'someone@example.com',
        password: 'a long enough password',
      }),
    ),
  'POST /auth/sign-in': () =>
    Promise.resolve(post('/auth/sign-in', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })),
  'POST /auth/sign-out': async (ctx, caller) => ({
    ...post('/auth/sign-out', {}),
    // An admin ends a session of its own, not the one the other fixtures use.
    ...(caller.name === 'admin' ? { token: await ctx.signIn() } : {}),
  }),
  'POST /auth/change-password': async (ctx, caller) => {
    const body = { currentPassword: ADMIN_PASSWORD, newPassword: TEMPORARY_PASSWORD };
    if (caller.name !== 'admin') return post('/auth/change-password', body);
    return {
      ...post('/auth/change-password', body),
      token: await ctx.signIn(),
      // The change ends every session of the admin: change it back and sign in again.
      after: async (answer) => {
        if (answer.status !== 200) return;
        const token = String((answer.json?.data as Doc).token);
        await ctx.must(
          'POST',
          '/auth/change-password',
          { currentPassword: TEMPORARY_PASSWORD, newPassword: ADMIN_PASSWORD },
          token,
        );
        ctx.admin = await ctx.signIn();
      },
    };
  },
  'GET /auth/me': () => Promise.resolve(get('/auth/me')),
  'GET /auth/embed-secret': () => Promise.resolve(get('/auth/embed-secret')),
  'GET /auth/api-keys': () => Promise.resolve(get('/auth/api-keys')),
  'POST /auth/api-keys': () => Promise.resolve(post('/auth/api-keys', { name: 'another key' })),
  'DELETE /auth/api-keys': async (ctx) => {
    const key = await ctx.must('POST', '/auth/api-keys', { name: 'key to delete' });
    return { method: 'DELETE', path: `/auth/api-keys?id=${q(String(key.id))}` };
  },
  'POST /auth/embed-secret/rotate': async (ctx) => {
    const before = await ctx.must('GET', '/auth/embed-secret');
    return {
      ...post('/auth/embed-secret/rotate', { confirm: true }),
      // The other rows' tenant tokens are signed with the demo secret: put it back.
      after: async (answer) => {
        if (answer.status !== 200) return;
        const { services } = ctx.server;
        await services.db
          .updateTable('organizations')
          .set({ embed_secret_enc: services.box.seal(String(before.secret)) })
          .where('id', '=', String(before.organizationId))
          .execute();
        services.authRepo.forgetEmbedSecret(String(before.organizationId));
      },
    };
  },
};
