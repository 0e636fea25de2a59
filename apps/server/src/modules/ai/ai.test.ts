import { describe, expect, it } from 'vitest';
import { buildDashContext } from './dash-context';
import {
  api,
  connectionId,
  llm,
  organizationId,
  server,
  tenantCaller,
  tenantToken,
  useDashTestServer,
} from './dash-test-server';

// Dash's switches and questions asked as tenants (real server, demo data, OpenAI wire protocol).
useDashTestServer();

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
