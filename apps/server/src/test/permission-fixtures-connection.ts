import { get, post, q, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the connections rows of docs/dev/permissions.md.

export const CONNECTION_FIXTURES: Record<string, Fixture> = {
  // Connections (admin)
  'GET /connection/list': () => Promise.resolve(get('/connection/list')),
  'POST /connection/create': (ctx) =>
    Promise.resolve(
      post('/connection/create', {
        name: ctx.unique('perm-created'),
        settings: { type: 'postgres', host: '127.0.0.1', database: 'test', user: 'postgres' },
      }),
    ),
  'POST /connection/test': (ctx) =>
    Promise.resolve(post('/connection/test', { connectionId: ctx.seed.connectionId })),
  'PATCH /connection': async (ctx) => ({
    method: 'PATCH',
    path: '/connection',
    body: { id: await ctx.connection(), name: ctx.unique('perm-renamed') },
  }),
  'DELETE /connection': async (ctx) => ({
    method: 'DELETE',
    path: `/connection?id=${q(await ctx.connection())}`,
  }),
  'GET /connection/schema': (ctx) =>
    Promise.resolve(get(`/connection/schema?connectionId=${q(ctx.seed.connectionId)}`)),
  'POST /connection/preview · table the tenant may read': (ctx) =>
    Promise.resolve(
      post('/connection/preview', { connectionId: ctx.seed.connectionId, table: 'orders' }),
    ),
  'GET /connection/tenant-access': (ctx) =>
    Promise.resolve(get(`/connection/tenant-access?connectionId=${q(ctx.seed.connectionId)}`)),
  'POST /connection/clear-cache': (ctx) =>
    Promise.resolve(post('/connection/clear-cache', { connectionId: ctx.seed.openConnectionId })),
  'POST /connection/upload': (ctx) =>
    Promise.resolve(post('/connection/upload', ctx.uploadForm(ctx.unique('perm_upload')))),
};
