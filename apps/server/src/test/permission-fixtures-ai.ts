import { get, post, q, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the Dash rows of docs/dev/permissions.md (decision 033). The permission columns'
// tenant tokens carry no `aiCharts`: Dash refuses them (403).

const OUTPUT_COLUMNS = [
  { columnName: 'channel', type: 'string' },
  { columnName: 'amount', type: 'number' },
];

export const AI_FIXTURES: Record<string, Fixture> = {
  'GET /ai/is-dash-enabled': (ctx) =>
    Promise.resolve(get(`/ai/is-dash-enabled?connectionId=${q(ctx.seed.connectionId)}`)),
  'GET /ai/settings': () => Promise.resolve(get('/ai/settings')),
  'POST /ai/set-dash-enabled': () =>
    Promise.resolve(post('/ai/set-dash-enabled', { enabled: true })),
  'POST /ai/ask-dash-standalone-v2': () =>
    Promise.resolve(post('/ai/ask-dash-standalone-v2', { input: 'revenue by channel' })),
  'POST /ai/ask-dash-standalone': (ctx) =>
    Promise.resolve(
      post('/ai/ask-dash-standalone', {
        input: 'revenue by channel',
        connectionId: ctx.seed.connectionId,
      }),
    ),
  'POST /ai/orchestrate': (ctx) =>
    Promise.resolve(
      post('/ai/orchestrate', {
        prompt: 'revenue by channel',
        connectionId: ctx.seed.connectionId,
      }),
    ),
  'POST /ai/preprocess-prompt': (ctx) =>
    Promise.resolve(
      post('/ai/preprocess-prompt', {
        input: 'revenue by channel',
        connectionId: ctx.seed.connectionId,
      }),
    ),
  'POST /ai/ask-dash-herald': (ctx) =>
    Promise.resolve(
      post('/ai/ask-dash-herald', {
        input: 'revenue by channel',
        connectionId: ctx.seed.connectionId,
      }),
    ),
  'POST /ai/ask-dash': () =>
    Promise.resolve(
      post('/ai/ask-dash', { input: 'amount by channel', outputColumns: OUTPUT_COLUMNS }),
    ),
  'POST /ai/ask-dash-analyse': () =>
    Promise.resolve(
      post('/ai/ask-dash-analyse', {
        input: 'only Web',
        outputColumns: OUTPUT_COLUMNS,
        selectableColumnsAllUniqueValues: { channel: ['Web', 'Mobile'] },
      }),
    ),
  // The organisation's own secret path (read with the admin's session).
  'POST /ai/a{secret}': async (ctx) => {
    const enabled = await ctx.call(
      'GET',
      `/ai/is-dash-enabled?connectionId=${q(ctx.seed.connectionId)}`,
      undefined,
      ctx.admin,
    );
    const path = (enabled.json?.data as { aiFilterPath: string }).aiFilterPath;
    return post(path, {
      prompt: 'only Web',
      outputColumns: OUTPUT_COLUMNS,
      selectableColumnsAllUniqueValues: { channel: ['Web', 'Mobile'] },
    });
  },
  'POST /ai/deepdive/get-deepdive': (ctx) =>
    Promise.resolve(
      post('/ai/deepdive/get-deepdive', {
        investigationTask: 'revenue by channel',
        connection: ctx.seed.connectionId,
      }),
    ),
  'POST /ai-chat-history/store-message': (ctx) =>
    Promise.resolve(
      post('/ai-chat-history/store-message', {
        organization_id: ctx.server.seeded!.organizationId,
        session_id: 'perm-session',
        author: 'tenant',
        message_text: 'revenue by channel',
      }),
    ),
  'GET /ai-chat-history/get-messages': () =>
    Promise.resolve(get('/ai-chat-history/get-messages?session_id=perm-session')),
  'POST /ai/dash/route': (ctx) =>
    Promise.resolve(
      post('/ai/dash/route', {
        message: 'revenue by channel',
        connectionId: ctx.seed.connectionId,
      }),
    ),
  'POST /ai/dash/reasoning': (ctx) =>
    Promise.resolve(
      post('/ai/dash/reasoning', {
        message: 'revenue by channel',
        connectionId: ctx.seed.connectionId,
      }),
    ),
  'POST /ai/dash/generate-sql': (ctx) =>
    Promise.resolve(
      post('/ai/dash/generate-sql', {
        message: 'revenue by channel',
        connectionId: ctx.seed.connectionId,
      }),
    ),
  'POST /ai/dash/build-chart': () =>
    Promise.resolve(
      post('/ai/dash/build-chart', { message: 'amount by channel', outputColumns: OUTPUT_COLUMNS }),
    ),
};
