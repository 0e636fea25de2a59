import type { ChartData, RunQueryBody } from '@chartroom/client';
import { describe, expect, it } from 'vitest';
import { variableFilter, withDefaultValue } from './query-variables';
import { fetchQueryPreview } from './use-query-preview';

interface Call {
  path: 'run' | 'chart-data';
  body: unknown;
}

/** A client recording its calls; rows answered as a server would. */
function recordingClient(rows: Record<string, string | number>[]) {
  const calls: Call[] = [];
  const client = {
    runQuery: (body: RunQueryBody) => {
      calls.push({ path: 'run', body });
      return Promise.resolve(rows);
    },
    getChartData: (body: unknown): Promise<ChartData> => {
      calls.push({ path: 'chart-data', body });
      const sql = (body as { chart: { config: { dataPrep: { query: string } } } }).chart.config
        .dataPrep.query;
      return Promise.resolve({
        columns: [
          { name: 'channel', type: 'string' },
          { name: 'amount', type: 'number' },
        ],
        rows: sql.endsWith('LIMIT 0') ? [] : rows,
      });
    },
  };
  return { client, calls };
}

const ROWS = [{ channel: 'web', amount: 12 }];
const INPUT = { connectionId: 'c1', rawTableNames: ['main.orders'] };
const QUERY = 'SELECT channel, amount FROM orders WHERE channel = {{channel}}';

describe('fetchQueryPreview', () => {
  it('runs a query without variables with POST /query/run, as written', async () => {
    const { client, calls } = recordingClient(ROWS);
    const preview = await fetchQueryPreview(client, { ...INPUT, query: 'SELECT 1 AS a;' });
    expect(calls.map((c) => c.path)).toEqual(['run']);
    expect((calls[0]?.body as RunQueryBody).sqlQuery).toBe('SELECT 1 AS a;');
    expect(preview.missingVariables).toEqual([]);
    expect(preview.columns).toEqual([
      { columnName: 'channel', type: 'string' },
      { columnName: 'amount', type: 'number' },
    ]);
  });

  it('binds a variable from its filter value on the server (never spliced in the SQL)', async () => {
    const { client, calls } = recordingClient(ROWS);
    const filter = withDefaultValue(variableFilter('channel'), "web' OR 1=1 --");
    const other = {
      ...variableFilter('x'),
      filterTarget: { sourceType: 'Output' as const, outputColumn: 'amount' },
    };
    const preview = await fetchQueryPreview(client, {
      ...INPUT,
      query: QUERY,
      filters: [filter, other],
    });
    expect(preview.rows).toEqual(ROWS);
    expect(preview.missingVariables).toEqual([]);
    const [call] = calls;
    expect(call?.path).toBe('chart-data');
    const config = (call?.body as { chart: { config: Record<string, unknown> } }).chart.config;
    const dataPrep = config.dataPrep as { query: string };
    // The query as written: no SQL of ours around it (errors point into the user's text).
    expect(dataPrep.query).toBe(QUERY);
    expect(dataPrep.query).not.toContain('OR 1=1');
    // Only the variable filters: the preview is the query's output, not the chart's.
    expect(config.filters).toEqual([filter]);
  });

  it('fetches no row while a variable has no value, only the output columns', async () => {
    const { client, calls } = recordingClient(ROWS);
    const preview = await fetchQueryPreview(client, {
      ...INPUT,
      query: QUERY,
      filters: [variableFilter('channel')],
    });
    expect(preview.rows).toEqual([]);
    expect(preview.missingVariables).toEqual(['channel']);
    expect(preview.columns.map((c) => c.columnName)).toEqual(['channel', 'amount']);
    const dataPrep = (calls[0]?.body as { chart: { config: { dataPrep: { query: string } } } })
      .chart.config.dataPrep;
    expect(dataPrep.query).toContain('channel = NULL');
    expect(dataPrep.query.endsWith('LIMIT 0')).toBe(true);
  });

  it('shows the first 100 rows of the answer', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ channel: 'web', amount: i }));
    const { client } = recordingClient(many);
    const preview = await fetchQueryPreview(client, { ...INPUT, query: 'SELECT 1' });
    expect(preview.rows).toHaveLength(100);
    const filter = withDefaultValue(variableFilter('channel'), 'web');
    const bound = await fetchQueryPreview(client, { ...INPUT, query: QUERY, filters: [filter] });
    expect(bound.rows).toHaveLength(100);
  });

  it('asks for the query alone when the zero-row run fails, so the error is in its own text', async () => {
    const { client, calls } = recordingClient(ROWS);
    const failing = {
      ...client,
      getChartData: (body: unknown) => {
        const query = (body as { chart: { config: { dataPrep: { query: string } } } }).chart.config
          .dataPrep.query;
        if (query.endsWith('LIMIT 0')) return Promise.reject(new Error('Error: in the wrapper'));
        calls.push({ path: 'chart-data', body });
        return Promise.reject(new Error('Error: in the user text'));
      },
    };
    const sql = 'SELECT channel, nope\nFROM orders WHERE channel = {{channel}}';
    await expect(
      fetchQueryPreview(failing, { ...INPUT, query: sql, filters: [variableFilter('channel')] }),
    ).rejects.toThrow('in the user text');
    const retried = (calls[0]?.body as { chart: { config: { dataPrep: { query: string } } } }).chart
      .config.dataPrep.query;
    expect(retried).toBe('SELECT channel, nope\nFROM orders WHERE channel = NULL       ');
    expect(retried).toHaveLength(sql.length);
  });
});
