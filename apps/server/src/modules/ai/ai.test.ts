import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../plugins/auth';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { buildDashContext } from './dash-context';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake LLM answers, by the question at the end of the prompt. */
function llmAnswer(prompt: string): unknown {
  const question = /Question: (.*)$/s.exec(prompt)?.[1] ?? '';
  const chart = {
    title: 'Amount by tenant',
    table: 'orders',
    type: 'bar',
    dimensions: [{ field: 'tenant_id', bucketing: null }],
    measures: [{ field: 'amount', aggregation: 'sum' }],
    filters: [] as unknown[],
    orderBy: [],
    limit: null,
    stacked: false,
  };
  if (prompt.includes('- output: ')) {
    // the classic builder: its data prep's output columns are the only table
    return {
      verdict: 'simple',
      reasoning: 'Amount per channel.',
      suggestions: [],
      chart: { ...chart, table: 'output', dimensions: [{ field: 'channel', bucketing: null }] },
    };
  }
  if (/make it a pie/i.test(question) && prompt.includes('The chart in hand')) {
    return {
      verdict: 'simple',
      reasoning: 'The same as a pie.',
      suggestions: [],
      chart: { ...chart, type: 'pie' },
    };
  }
  if (/forecast/i.test(question)) {
    return {
      verdict: 'complex',
      reasoning: 'A forecast needs a model of the future, not a chart of the past.',
      suggestions: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => `Amount by ${x}`),
      chart: null,
    };
  }
  if (/atlantis/i.test(question)) {
    return {
      verdict: 'simple',
      reasoning: 'Orders from Atlantis.',
      suggestions: [],
      chart: { ...chart, filters: [{ field: 'country', operator: '=', values: ['Atlantis'] }] },
    };
  }
  return { verdict: 'simple', reasoning: 'Sum of amount per tenant.', suggestions: [], chart };
}

let server: TestServer;
let llm: FakeOpenAi;
let admin: string;
let connectionId: string;
let organizationId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(id: string, permissions: Record<string, boolean> = { aiCharts: true }) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: id } },
    permissions,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}

function tenantCaller(id: string): Caller {
  return {
    kind: 'tenant',
    organizationId,
    claims: {
      organizationId,
      tenant: { id, name: id, key: id, payload: { tenant_id: id } },
      permissions: { aiCharts: true },
      dashboardIds: [],
      expiresAt: Date.now() / 1000 + 3600,
    },
  };
}

beforeAll(async () => {
  llm = await startFakeOpenAi(llmAnswer);
  server = await startTestServer({
    DASH_PROVIDER: 'openai',
    DASH_LLM_BASE_URL: llm.baseUrl,
    DASH_LLM_MODEL: 'fake-model',
    DASH_LLM_API_KEY: 'test-key',
  });
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  const connections = (await api('GET', '/connection/list')).json.data.connections;
  connectionId = connections[0].id;
  organizationId = server.seeded!.organizationId;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await llm?.close();
});

describe('Dash switches', () => {
  it('is on by default for admins and tenants with aiCharts, off for tenants without', async () => {
    const on = await api('GET', `/ai/is-dash-enabled?connectionId=${connectionId}`);
    expect(on.status).toBe(200);
    expect(on.json.data.enabled).toBe(true);
    expect(on.json.data.aiFilterPath).toMatch(/^\/ai\/a[A-Za-z0-9_-]{43}$/);

    const acme = await tenantToken('acme');
    const tenantOn = await api(
      'GET',
      `/ai/is-dash-enabled?connectionId=${connectionId}`,
      undefined,
      acme,
    );
    expect(tenantOn.json.data).toMatchObject({
      enabled: true,
      aiFilterPath: on.json.data.aiFilterPath,
    });

    const plain = await tenantToken('acme', { readOnly: true });
    const off = await api(
      'GET',
      `/ai/is-dash-enabled?connectionId=${connectionId}`,
      undefined,
      plain,
    );
    expect(off.json.data).toEqual({
      enabled: false,
      reason: "This tenant's token does not allow Dash (aiCharts)",
    });
    const refused = await api(
      'POST',
      '/ai/ask-dash-standalone-v2',
      { input: 'amount by tenant' },
      plain,
    );
    expect(refused.status).toBe(403);
  });

  it('switches per connection and per organisation (admins only)', async () => {
    const acme = await tenantToken('acme');
    expect((await api('POST', '/ai/set-dash-enabled', { enabled: false }, acme)).status).toBe(403);

    const off = await api('POST', '/ai/set-dash-enabled', { enabled: false, connectionId });
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({
      enabled: true,
      connections: [{ connectionId, enabled: false }],
    });
    const check = await api('GET', `/ai/is-dash-enabled?connectionId=${connectionId}`);
    expect(check.json.data).toEqual({
      enabled: false,
      reason: 'Dash is switched off for this connection',
    });
    const asked = await api('POST', '/ai/orchestrate', { prompt: 'amount', connectionId });
    expect(asked.status).toBe(403);
    await api('POST', '/ai/set-dash-enabled', { enabled: true, connectionId });

    await api('POST', '/ai/set-dash-enabled', { enabled: false });
    expect(
      (await api('GET', `/ai/is-dash-enabled?connectionId=${connectionId}`)).json.data.reason,
    ).toBe('Dash is switched off for this organisation');
    await api('POST', '/ai/set-dash-enabled', { enabled: true });
    expect((await api('GET', '/ai/settings')).json.data.enabled).toBe(true);

    // a tenant reads nothing of an open (admin-only) connection: Dash is off there for it
    const db = server.services.db;
    await db
      .updateTable('connections')
      .set({ tenant_mode: 'open' })
      .where('id', '=', connectionId)
      .execute();
    try {
      const open = await api(
        'GET',
        `/ai/is-dash-enabled?connectionId=${connectionId}`,
        undefined,
        acme,
      );
      expect(open.json.data.enabled).toBe(false);
      expect(open.json.data.reason).toMatch(/not shared with tenants/);
    } finally {
      await db
        .updateTable('connections')
        .set({ tenant_mode: 'scoped' })
        .where('id', '=', connectionId)
        .execute();
    }

    const bad = await api('POST', '/ai/set-dash-enabled', { enabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toMatch(/enabled must be true or false/);
  });
});

describe('asking Dash as tenants (real server, demo data, OpenAI wire protocol)', () => {
  it('answers each tenant with its own rows only, and its prompt holds only its own values', async () => {
    const all = await api('POST', '/ai/ask-dash-standalone-v2', {
      input: 'total amount by tenant',
    });
    expect(all.status).toBe(200);
    expect(all.json.data).toMatchObject({
      kind: 'chart',
      message: 'Chart generated',
      table: 'orders',
    });
    const byTenant = new Map<string, number>(
      all.json.data.result.rows.map((r: Record<string, unknown>) => [
        r.tenant_id,
        Number(r['Sum_of_amount']),
      ]),
    );
    expect(byTenant.size).toBe(5);

    for (const id of ['acme', 'globex']) {
      const before = llm.prompts.length;
      const res = await api(
        'POST',
        '/ai/ask-dash-standalone-v2',
        { input: 'total amount by tenant' },
        await tenantToken(id),
      );
      expect(res.status).toBe(200);
      const { chart, result } = res.json.data;
      expect(chart).toMatchObject({
        type: 'bar',
        measures: [{ field: 'amount', aggregation: 'sum' }],
      });
      expect(result.rows).toEqual([{ tenant_id: id, Sum_of_amount: expect.any(Number) }]);
      expect(Number(result.rows[0]['Sum_of_amount'])).toBeCloseTo(byTenant.get(id)!, 2);
      const prompt = llm.prompts.slice(before).join('\n');
      expect(prompt).toContain(`orders.tenant_id: "${id}"`);
      for (const other of ['acme', 'globex', 'initech', 'umbrella', 'stark'].filter(
        (t) => t !== id,
      ))
        expect(prompt).not.toContain(`"${other}"`);
    }
  });

  it("keeps a tenant's values index to its own rows", async () => {
    const s = server.services;
    const acme = await buildDashContext(s, tenantCaller('acme'), connectionId, {
      maxSuggestions: 5,
    });
    const globex = await buildDashContext(s, tenantCaller('globex'), connectionId, {
      maxSuggestions: 5,
    });
    const emails = (ctx: typeof acme.ctx) =>
      new Set(ctx.values.find((v) => v.table === 'customers' && v.column === 'email')?.values);
    const a = emails(acme.ctx);
    const g = emails(globex.ctx);
    expect(a.size).toBeGreaterThan(10);
    expect(g.size).toBeGreaterThan(10);
    expect([...a].filter((e) => g.has(e))).toEqual([]);
    // every value of acme's index is one of acme's rows (checked as admin)
    const connection = await s.queries.open(
      { kind: 'admin', organizationId, userId: null, via: 'apiKey' },
      connectionId,
    );
    const emailList = [...a];
    const owners = await s.queries.run({
      caller: { kind: 'admin', organizationId, userId: null, via: 'apiKey' },
      connection,
      sql: `SELECT DISTINCT tenant_id FROM customers WHERE email IN (${emailList.map(() => '?').join(', ')})`,
      params: emailList,
    });
    expect(owners.rows.map((r) => r.tenant_id)).toEqual(['acme']);
    // the tenant reads only its tables: scoped and shared ones, never an unclassified one
    expect(acme.ctx.tables.map((t) => t.name).sort()).toEqual(
      ['customers', 'orders', 'products', 'tenants', 'web_events'].sort(),
    );
    expect(
      acme.ctx.values.find((v) => v.table === 'tenants' && v.column === 'tenant_id')?.values,
    ).toEqual(['acme']);
  });

  it("changes the builder's chart in hand, with the chat so far in the prompt", async () => {
    const before = llm.prompts.length;
    const current = {
      type: 'bar',
      dimensions: [{ name: 'tenant_id', field: 'tenant_id', type: 'string' }],
      measures: [{ name: 'Sum of amount', field: 'amount', aggregation: 'sum' }],
    };
    const res = await api(
      'POST',
      '/ai/ask-dash-standalone-v2',
      {
        input: 'make it a pie',
        currentChartConfig: current,
        golden_table_raw_name: 'orders',
        chatHistory: [{ speakerName: 'user', message: 'total amount by tenant' }],
      },
      await tenantToken('acme'),
    );
    expect(res.json.data).toMatchObject({ kind: 'chart', chart: { type: 'pie' } });
    const prompt = llm.prompts.slice(before).join('\n');
    expect(prompt).toContain('The chart in hand');
    expect(prompt).toContain('- user: total amount by tenant');
  });

  it('stops a complex question with at most 5 suggestions under the spec heading', async () => {
    const res = await api(
      'POST',
      '/ai/ask-dash-standalone-v2',
      { input: 'forecast next year' },
      await tenantToken('acme'),
    );
    expect(res.json.data).toMatchObject({
      kind: 'complex',
      chart: null,
      heading: 'Here are some questions that would be easier for me to answer:',
      message: 'A forecast needs a model of the future, not a chart of the past.',
    });
    expect(res.json.data.suggestions).toHaveLength(5);
  });

  it('says the SQL produced no rows when the query returns none', async () => {
    const res = await api('POST', '/ai/ask-dash-standalone-v2', { input: 'amount in Atlantis' });
    expect(res.json.data).toMatchObject({
      kind: 'no-rows',
      chart: null,
      message: 'The SQL produced no rows, so there is no chart to show.',
    });
  });

  it('answers /ai/orchestrate with a v2 chart document, /ai/preprocess-prompt and /ai/ask-dash-herald', async () => {
    const acme = await tenantToken('acme');
    const res = await api(
      'POST',
      '/ai/orchestrate',
      { prompt: 'total amount by tenant', connectionId },
      acme,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.chart).toMatchObject({
      type: 'bar',
      goldenTable: 'orders',
      chartConfigV2: { type: 'bar' },
      dataPrep: { rawTableNames: ['orders'] },
    });
    expect(res.json.data.sql).toMatch(/SELECT/i);

    const pre = await api(
      'POST',
      '/ai/preprocess-prompt',
      { input: 'forecast next year', connectionId, maxSuggestions: 3 },
      acme,
    );
    expect(pre.json.data.suggestions).toHaveLength(3);

    const herald = await api(
      'POST',
      '/ai/ask-dash-herald',
      { input: 'show the SQL query', connectionId },
      acme,
    );
    expect(herald.json.data).toEqual({ tool: 'generator' });
  });

  it('refuses bad input with the first schema message, nothing asked', async () => {
    const before = llm.prompts.length;
    const res = await api('POST', '/ai/ask-dash-standalone-v2', { input: '   ' });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toMatch(/Ask Dash something first/);
    expect(llm.prompts.length).toBe(before);
  });
});

describe('the builder, dashboard and filter calls', () => {
  it('answers the classic builder: a classic config over its output columns, and a classic document', async () => {
    const acme = await tenantToken('acme');
    const res = await api(
      'POST',
      '/ai/ask-dash',
      {
        input: 'amount by channel',
        outputColumns: [
          { columnName: 'channel', type: 'string' },
          { columnName: 'amount', type: 'number' },
        ],
      },
      acme,
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      type: 'Grouped Bar',
      xAxis: { column: 'channel' },
      yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum' }],
    });

    const standalone = await api(
      'POST',
      '/ai/ask-dash-standalone',
      { input: 'total amount by tenant', connectionId },
      acme,
    );
    expect(standalone.status).toBe(200);
    expect(standalone.json.data.chart).toMatchObject({
      type: 'Grouped Bar',
      xAxis: { column: 'tenant_id' },
    });
    expect(standalone.json.data.document).toMatchObject({
      goldenTable: 'orders',
      dataPrep: { rawTableNames: ['orders'] },
    });
    expect(standalone.json.data.result.rows).toEqual([
      { tenant_id: 'acme', Sum_of_amount: expect.any(Number) },
    ]);
    // the classic document draws the same rows through the chart-data path
    const data = await api('POST', '/query/chart-data', {
      chart: { config: standalone.json.data.document, connection: connectionId },
    });
    expect(data.status).toBe(200);
  });

  it("makes AI filters at the organisation's secret path only, and dashboard filters from a prompt", async () => {
    const acme = await tenantToken('acme');
    const path = (
      await api('GET', `/ai/is-dash-enabled?connectionId=${connectionId}`, undefined, acme)
    ).json.data.aiFilterPath as string;
    const body = {
      prompt: 'only Mobile orders',
      outputColumns: [{ columnName: 'channel', type: 'string' }],
      selectableColumnsAllUniqueValues: { channel: ['Web', 'Mobile', 'Partner'] },
    };
    const res = await api('POST', path, body, acme);
    expect(res.status).toBe(200);
    expect(res.json.data.message).toBe('Filters added');
    expect(res.json.data.filters).toMatchObject([
      { filterType: 'Select', selectedValue: 'Mobile', filterTarget: { outputColumn: 'channel' } },
    ]);
    const none = await api('POST', path, { ...body, prompt: 'something else' }, acme);
    expect(none.json.data).toEqual({
      filters: [],
      message:
        "Doesn't look like I can add any filters to the chart, ask again if you'd like to drill down on the data.",
    });
    expect((await api('POST', '/ai/aguessed-secret', body, acme)).status).toBe(404);

    const analysed = await api(
      'POST',
      '/ai/ask-dash-analyse',
      {
        input: 'web and partner',
        outputColumns: body.outputColumns,
        selectableColumnsAllUniqueValues: body.selectableColumnsAllUniqueValues,
      },
      acme,
    );
    expect(analysed.json.data.aiDashboardFilters).toMatchObject([
      {
        filterType: 'Select',
        filterSubType: 'Select Multi',
        selectedValue: ['Partner', 'Web'],
        aiAnalytics: true,
      },
    ]);
  });

  it('runs a deep dive as the tenant: the answer, a trend and a share, each with its rows', async () => {
    const acme = await tenantToken('acme');
    const res = await api(
      'POST',
      '/ai/deepdive/get-deepdive',
      { investigationTask: 'total amount by tenant', connection: connectionId },
      acme,
    );
    expect(res.status).toBe(200);
    const { analysis, visualisations } = res.json.data;
    expect(analysis).toContain('Amount by tenant');
    expect(visualisations.map((v: { config: { type: string } }) => v.config.type)).toEqual([
      'bar',
      'line',
      'donut',
    ]);
    for (const v of visualisations) {
      expect(v.sql).toMatch(/SELECT/i);
      expect(v.rows.length).toBeGreaterThan(0);
    }
    expect(visualisations[0].rows).toEqual([
      { tenant_id: 'acme', Sum_of_amount: expect.any(Number) },
    ]);
  });

  it('stores chat messages per session, each tenant reading only its own', async () => {
    const acme = await tenantToken('acme');
    const globex = await tenantToken('globex');
    const message = {
      organization_id: organizationId,
      session_id: 'chat-1',
      author: 'tenant',
      message_text: 'total amount by tenant',
      question_type: 'chart',
    };
    expect((await api('POST', '/ai-chat-history/store-message', message, acme)).status).toBe(200);
    expect(
      (
        await api(
          'POST',
          '/ai-chat-history/store-message',
          { ...message, author: 'dash', message_text: 'Chart generated' },
          acme,
        )
      ).status,
    ).toBe(200);
    const mine = await api(
      'GET',
      '/ai-chat-history/get-messages?session_id=chat-1',
      undefined,
      acme,
    );
    expect(
      mine.json.data.messages.map((m: { author: string; message_text: string }) => [
        m.author,
        m.message_text,
      ]),
    ).toEqual([
      ['tenant', 'total amount by tenant'],
      ['dash', 'Chart generated'],
    ]);
    const theirs = await api(
      'GET',
      '/ai-chat-history/get-messages?session_id=chat-1',
      undefined,
      globex,
    );
    expect(theirs.json.data.messages).toEqual([]);
    const wrongOrg = await api(
      'POST',
      '/ai-chat-history/store-message',
      { ...message, organization_id: 'other-org' },
      acme,
    );
    expect(wrongOrg.status).toBe(403);
  });
});

describe("the classic builder's Dash steps", () => {
  it('routes, reasons, writes runnable SQL text with literal values, and builds a chart', async () => {
    const route = await api('POST', '/ai/dash/route', {
      message: 'show the SQL query of revenue',
      history: [],
      connectionId,
    });
    expect(route.json.data).toEqual({ tool: 'generator' });

    const complex = await api('POST', '/ai/dash/reasoning', {
      message: 'forecast next year',
      history: [],
      connectionId,
    });
    expect(complex.json.data.verdict).toBe('complex');
    expect(complex.json.data.suggestions).toHaveLength(3);
    const simple = await api('POST', '/ai/dash/reasoning', {
      message: 'total amount by tenant',
      connectionId,
    });
    expect(simple.json.data).toMatchObject({ verdict: 'simple', suggestions: [] });

    const sql = await api('POST', '/ai/dash/generate-sql', {
      message: 'amount in Atlantis',
      connectionId,
    });
    expect(sql.status).toBe(200);
    expect(sql.json.data.sql).toContain("'Atlantis'");
    expect(sql.json.data.sql).not.toMatch(/\?|\$\d/);
    const ran = await api('POST', '/query/run', { connectionId, sqlQuery: sql.json.data.sql });
    expect(ran.status).toBe(200);
    expect(ran.json.data).toEqual([]);
    const all = await api('POST', '/ai/dash/generate-sql', {
      message: 'total amount by tenant',
      connectionId,
    });
    const rows = await api('POST', '/query/run', { connectionId, sqlQuery: all.json.data.sql });
    expect(rows.json.data).toHaveLength(5);

    const built = await api('POST', '/ai/dash/build-chart', {
      message: 'amount by channel',
      outputColumns: [
        { columnName: 'channel', type: 'string' },
        { columnName: 'amount', type: 'number' },
      ],
    });
    expect(built.status).toBe(200);
    expect(built.json.data).toMatchObject({
      message: 'Chart generated',
      config: { type: 'Grouped Bar', chartConfig: { xAxis: { column: 'channel' } } },
    });
  });
});
