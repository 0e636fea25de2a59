import { describe, expect, it } from 'vitest';
import {
  api,
  connectionId,
  organizationId,
  tenantToken,
  useDashTestServer,
} from './dash-test-server';

// The classic builder's, the dashboard's and the AI filter's Dash calls, and the builder's steps.
useDashTestServer();

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
