import { fileURLToPath } from 'node:url';
import { chartConfigV2Schema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import type { DashModel } from '../engine/types';
import { formatReport, runEval } from './run-eval';
import { asksForOrder, orderedAxis, sameValue, scoreAnswer } from './score';

// A small hand-made set (fixtures/mini) in the nvbench-dev format: two tables, 14 questions
// covering counts, sums, trends, pies, scatter, stacking, top N and filters.
const MINI = fileURLToPath(new URL('./fixtures/mini', import.meta.url));

describe('eval:dash on DuckDB', () => {
  it('asks every phrasing through the pipeline and prints accuracy last', async () => {
    const report = await runEval(MINI);
    expect(report.total).toBe(14);
    const failed = report.cases.filter((c) => !c.correct).map((c) => `${c.question}: ${c.reason}`);
    expect(failed).toEqual([]);
    const lines = formatReport(report).split('\n');
    expect(lines.at(-1)).toBe('accuracy: 100.0% (14/14)');
    expect(lines).toContain('Stacked Bar (bar): 100.0% (1/1)');
  });

  it('scores a model that always answers the same chart as wrong where it is wrong', async () => {
    const config = chartConfigV2Schema.parse({
      type: 'bar',
      dimensions: [{ name: 'Region', field: 'region', type: 'string' }],
      measures: [{ name: 'Count', field: 'sale_id', aggregation: 'count' }],
    });
    const fixed: DashModel = {
      name: 'offline',
      plan: () => Promise.resolve({ kind: 'chart', config, title: 'x', table: 'sales' }),
    };
    const report = await runEval(MINI, fixed);
    // Only "How many sales are there in each region?" is this chart.
    expect(report.correct).toBe(1);
    expect(formatReport(report).split('\n').at(-1)).toBe('accuracy: 7.1% (1/14)');
  });
});

describe('scoring', () => {
  const config = chartConfigV2Schema.parse({
    type: 'bar',
    dimensions: [{ name: 'City', field: 'city', type: 'string' }],
    measures: [{ name: 'Total', field: 'amount', aggregation: 'sum' }],
  });
  const result = {
    columns: [
      { name: 'City', type: 'string' as const },
      { name: 'Total', type: 'number' as const },
    ],
    rows: [
      { City: 'Paris', Total: 3.0000001 },
      { City: 'Lyon', Total: 5 },
    ],
  };
  const values = [
    { x_data: 'Lyon', y_data: 5 },
    { x_data: 'Paris', y_data: 3 },
  ];

  it('compares numbers within 1e-6 relative, dates by day or year', () => {
    expect(sameValue(3, 3.0000001)).toBe(true);
    expect(sameValue(3, 3.01)).toBe(false);
    expect(sameValue('2024-01-01T00:00:00.000Z', '2024-01-01')).toBe(true);
    expect(sameValue('2024-01-01T00:00:00.000Z', 2024)).toBe(true);
    expect(sameValue('Paris', 'paris')).toBe(false);
  });

  it('ignores order unless the question asks for one', () => {
    const vql =
      'Visualize BAR SELECT city , SUM(amount) FROM t GROUP BY city ORDER BY SUM(amount) ASC';
    expect(asksForOrder('total amount by city')).toBe(false);
    expect(asksForOrder('total amount by city from low to high')).toBe(true);
    expect(orderedAxis(vql, 'bar')).toBe('y');
    const base = { chart: 'Bar', vql, values };
    expect(scoreAnswer({ ...base, question: 'total amount by city' }, config, result).correct).toBe(
      true,
    );
    expect(
      scoreAnswer({ ...base, question: 'total amount by city, ascending' }, config, result),
    ).toMatchObject({ correct: false });
  });

  it('needs a fitting chart type and the same grouping', () => {
    const base = { vql: 'Visualize PIE SELECT city , amount FROM t', values, question: 'q' };
    expect(scoreAnswer({ ...base, chart: 'Pie' }, config, result).reason).toBe('type bar for Pie');
    expect(scoreAnswer({ ...base, chart: 'Stacked Bar' }, config, result).correct).toBe(true);
    const grouped = values.map((v) => ({ ...v, classify: 'A' }));
    expect(
      scoreAnswer({ ...base, chart: 'Stacked Bar', values: grouped }, config, result).reason,
    ).toBe('no grouping');
  });
});
