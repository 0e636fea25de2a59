import type { Doc } from './permission-fixtures-context';
import { get, post, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the organisation settings, users and invitations rows of docs/dev/permissions.md.

export const ORGANIZATION_FIXTURES: Record<string, Fixture> = {
  // Organisation settings, users and invitations
  'GET /organization/get-settings': () => Promise.resolve(get('/organization/get-settings')),
  'GET /organization/get-branding': () => Promise.resolve(get('/organization/get-branding')),
  'POST /organization/update-settings': () =>
    Promise.resolve(post('/organization/update-settings', { secondaryColor: '#12B886' })),
  'GET /organization/list-users': () => Promise.resolve(get('/organization/list-users')),
  'GET /organization/list-invitations': () =>
    Promise.resolve(get('/organization/list-invitations')),
  'POST /organization/create-invitation': (ctx) =>
    Promise.resolve(
      post('/organization/create-invitation', { email: `${ctx.unique('invitee')}@example.com` }),
    ),
  'POST /organization/revoke-invitation': async (ctx) => {
    const created = await ctx.must('POST', '/organization/create-invitation', {
      email: `${ctx.unique('revoked')}@example.com`,
    });
    return post('/organization/revoke-invitation', { id: (created.invitation as Doc).id });
  },
  'POST /organization/share-invitation': (ctx) =>
    Promise.resolve(
      post('/organization/share-invitation', {
        email: `${ctx.unique('shared')}@example.com`,
        shareUrl: `/dashboards/${ctx.seed.dashboardId}`,
        dashboardTitle: 'Shared (permissions table)',
      }),
    ),
  "POST /organization/get-invitation · a pending invitation's link": async (ctx) => {
    const created = await ctx.must('POST', '/organization/create-invitation', {
      email: `${ctx.unique('shown')}@example.com`,
    });
    return post('/organization/get-invitation', { token: created.token });
  },
  "POST /organization/accept-invitation · a pending invitation's link": async (ctx) => {
    const created = await ctx.must('POST', '/organization/create-invitation', {
      email: `${ctx.unique('accepted')}@example.com`,
    });
    return post('/organization/accept-invitation', {
      token: created.token,
      name: 'Invited admin',
      password: 'an invitee password',
    });
  },
};
