import { chartConfigV2Schema } from '@chartroom/core';
import { describe, expect, it, vi } from 'vitest';
import type { DashContext, DashExecute, DashModel, DashPlan } from '../engine/types';
import { answerQuestion } from './answer-question';
import { DASH_MESSAGES, thinkingText } from './messages';
import { routeQuestion } from './route';

const ctx: DashContext = {
  tables: [
    {
      name: 'orders',
      columns: [
        { name: 'city', type: 'string' },
        { name: 'amount', type: 'number' },
        { name: 'ordered_at', type: 'date' },
      ],
    },
    { name: 'people', columns: [{ name: 'name', type: 'string' }] },
  ],
  values: [{ table: 'orders', column: 'city', values: ['Paris', 'Lyon'] }],
  golden: [],
  maxSuggestions: 5,
};

const barConfig = chartConfigV2Schema.parse({
  type: 'bar',
  dimensions: [{ name: 'City', field: 'city', type: 'string' }],
  measures: [{ name: 'Amount', field: 'amount', aggregation: 'sum' }],
});

/** A model double that answers with a fixed plan (or throws). */
function modelOf(plan: DashPlan | Error): DashModel & { calls: number } {
  const model = {
    name: 'offline' as const,
    calls: 0,
    plan() {
      model.calls += 1;
      return plan instanceof Error ? Promise.reject(plan) : Promise.resolve(plan);
    },
  };
  return model;
}

const rows: DashExecute = () =>
  Promise.resolve({
    columns: [
      { name: 'City', type: 'string' },
      { name: 'Amount', type: 'number' },
    ],
    rows: [{ City: 'Paris', Amount: 3 }],
    sql: 'SELECT 1',
  });

describe('answerQuestion', () => {
  it('runs a chart plan through execute and answers with the chart and its rows', async () => {
    const execute = vi.fn(rows);
    const answer = await answerQuestion({
      model: modelOf({ kind: 'chart', config: barConfig, title: 'Amount by city', limit: 5 }),
      ctx,
      question: 'amount by city',
      execute,
    });
    expect(answer).toMatchObject({
      kind: 'chart',
      tool: 'reasoning',
      message: DASH_MESSAGES.chartGenerated,
      fallback: false,
      title: 'Amount by city',
      query: { table: 'orders', limit: 5 },
    });
    expect(execute).toHaveBeenCalledOnce();
    expect(execute.mock.calls[0]![0].table).toBe('orders');
  });

  it("stops on a 'complex' verdict with the reasoning and at most maxSuggestions suggestions", async () => {
    const execute = vi.fn(rows);
    const answer = await answerQuestion({
      model: modelOf({
        kind: 'complex',
        reasoning: 'That needs several joins.',
        suggestions: ['a', 'b', 'c', 'd', 'e', 'f', ' '],
      }),
      ctx: { ...ctx, maxSuggestions: 5 },
      question: 'why did revenue drop and who is to blame',
      execute,
    });
    expect(answer).toEqual({
      kind: 'complex',
      tool: 'reasoning',
      message: 'That needs several joins.',
      heading: 'Here are some questions that would be easier for me to answer:',
      suggestions: ['a', 'b', 'c', 'd', 'e'].map((prompt) => ({ prompt })),
    });
    expect(execute).not.toHaveBeenCalled();
  });

  it('says the SQL produced no rows instead of building a chart', async () => {
    const answer = await answerQuestion({
      model: modelOf({ kind: 'chart', config: barConfig, title: 't' }),
      ctx,
      question: 'amount by city in Atlantis',
      execute: () => Promise.resolve({ columns: [], rows: [] }),
    });
    expect(answer).toMatchObject({ kind: 'no-rows', message: DASH_MESSAGES.noRows });
  });

  it('falls back to a Table with an apology when the chart does not fit its type', async () => {
    const pie = chartConfigV2Schema.parse({ ...barConfig, type: 'pie', measures: [] });
    const answer = await answerQuestion({
      model: modelOf({ kind: 'chart', config: pie, title: 't' }),
      ctx,
      question: 'cities as a pie',
      execute: rows,
    });
    expect(answer).toMatchObject({
      kind: 'chart',
      fallback: true,
      message: DASH_MESSAGES.chartFallback,
      config: { type: 'table' },
    });
  });

  it('gives the spec texts of each failing stage', async () => {
    const reasoning = await answerQuestion({
      model: modelOf(new Error('model down')),
      ctx,
      question: 'amount by city',
      execute: rows,
    });
    expect(reasoning).toMatchObject({
      kind: 'error',
      stage: 'reasoning',
      message: DASH_MESSAGES.reasoningFailure,
      detail: 'model down',
    });

    const unknownTable = await answerQuestion({
      model: modelOf({ kind: 'chart', config: barConfig, title: 't', table: 'secrets' }),
      ctx,
      question: 'amount by city',
      execute: rows,
    });
    expect(unknownTable).toMatchObject({
      stage: 'sql',
      message: 'No valid raw tables found in generated query. Try again.',
    });

    const unknownColumn = chartConfigV2Schema.parse({
      ...barConfig,
      dimensions: [{ name: 'X', field: 'nope', type: 'string' }],
    });
    const badColumn = await answerQuestion({
      model: modelOf({ kind: 'chart', config: unknownColumn, title: 't', table: 'orders' }),
      ctx,
      question: 'amount by nope',
      execute: rows,
    });
    expect(badColumn).toMatchObject({
      stage: 'sql',
      message: 'Dash encountered an error with sql generation',
    });

    const empty = chartConfigV2Schema.parse({ type: 'bar' });
    const noSql = await answerQuestion({
      model: modelOf({ kind: 'chart', config: empty, title: 't' }),
      ctx,
      question: 'hmm',
      execute: rows,
    });
    expect(noSql).toMatchObject({
      stage: 'sql',
      message: 'No SQL generated for the provided input.',
    });

    const failedRun = await answerQuestion({
      model: modelOf({ kind: 'chart', config: barConfig, title: 't' }),
      ctx,
      question: 'amount by city',
      execute: () => Promise.reject(new Error('Error: Binder Error')),
    });
    expect(failedRun).toMatchObject({
      stage: 'sql',
      message: 'Dash encountered an error with sql generation',
      detail: 'Error: Binder Error',
    });
  });

  it('answers a question close to a golden prompt with the golden chart, without the model', async () => {
    const model = modelOf(new Error('not called'));
    const golden = { prompt: 'Total amount by city', config: barConfig, table: 'orders' };
    const answer = await answerQuestion({
      model,
      ctx: { ...ctx, golden: [golden] },
      question: 'total amounts by city?',
      execute: rows,
    });
    expect(answer).toMatchObject({ kind: 'chart', goldenPrompt: 'Total amount by city' });
    expect(model.calls).toBe(0);
    // a different question goes to the model
    const other = await answerQuestion({
      model,
      ctx: { ...ctx, golden: [golden] },
      question: 'how many people are there',
      execute: rows,
    });
    expect(other).toMatchObject({ kind: 'error', stage: 'reasoning' });
    expect(model.calls).toBe(1);
  });
});

describe('routeQuestion and thinking texts', () => {
  it('routes to reasoning by default, builder for changes of a chart in hand, generator for SQL', () => {
    expect(routeQuestion('revenue by month')).toBe('reasoning');
    expect(routeQuestion('make it a pie', { hasChart: true })).toBe('builder');
    expect(routeQuestion('make it a pie')).toBe('reasoning');
    expect(routeQuestion('write the SQL query for revenue')).toBe('generator');
  });

  it('shows the thinking texts by elapsed seconds', () => {
    expect([0, 1.9, 2, 4, 8, 11, 15, 90].map(thinkingText)).toEqual([
      'Scanning library',
      'Scanning library',
      'Pulling the right tables',
      'Preparing sub-queries',
      'Optimizing query',
      'Building chart',
      'Cleaning up',
      'Cleaning up',
    ]);
  });
});
