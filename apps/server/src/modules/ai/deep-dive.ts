import {
  chartConfigV2Schema,
  deepDiveResponseSchema,
  type ChartConfigV2,
  type DeepDiveChartType,
  type DeepDiveResponse,
  type DeepDiveVisualisation,
} from '@chartroom/core';
import type { DashExecute, DashQuery, DashQueryResult } from '@chartroom/dash';
import type { Caller } from '../../plugins/auth';
import type { DashService } from './dash-service';

type Row = DashQueryResult['rows'][number];

function fmt(value: unknown): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function deepDiveType(config: ChartConfigV2): DeepDiveChartType {
  if (config.type === 'pie' || config.type === 'donut') return 'donut';
  if (
    config.type === 'line' ||
    config.type === 'area' ||
    config.dimensions.some((d) => d.type === 'date')
  )
    return 'line';
  return 'bar';
}

/** What a chart's rows say, in one or two sentences (highest, lowest, total). */
function describe(title: string, result: DashQueryResult, dims: number): string {
  const [dim] = result.columns;
  const measure = result.columns[dims];
  if (!measure || result.rows.length === 0) return `${title}: no data.`;
  if (dims === 0 || !dim) return `${title}: ${fmt(result.rows[0]![measure.name])}.`;
  const sorted = [...result.rows].sort((a, b) => Number(b[measure.name]) - Number(a[measure.name]));
  const top = sorted[0]!;
  const bottom = sorted.at(-1)!;
  const total = result.rows.reduce(
    (sum: number, r: Row) => sum + (Number(r[measure.name]) || 0),
    0,
  );
  return `${title}: ${result.rows.length} values of ${dim.name}, ${measure.name} totals ${fmt(total)}. Highest: ${String(top[dim.name])} (${fmt(top[measure.name])}); lowest: ${String(bottom[dim.name])} (${fmt(bottom[measure.name])}).`;
}

function visualisation(
  type: DeepDiveChartType,
  title: string,
  query: DashQuery,
  result: DashQueryResult,
): DeepDiveVisualisation {
  const dims = query.config.dimensions.length;
  const names = result.columns.map((c) => c.name);
  return {
    config: {
      type,
      title,
      dimensions: names.slice(0, dims).map((field) => ({ field })),
      measures: names.slice(dims).map((field) => ({ field })),
    },
    chartAnalysis: describe(title, result, dims),
    sql: result.sql ?? '',
    rows: result.rows,
  };
}

/**
 * A deep dive (POST /ai/deepdive/get-deepdive): Dash's answer to the task, then the same measures
 * over time (line, when the table has a date) and shared out by the answer's category (donut),
 * each run as the caller; the analysis sums up what the charts show. Schema-validated.
 */
export async function deepDive(
  dash: DashService,
  caller: Caller,
  input: { task: string; connectionId: string; table?: string | undefined; signal?: AbortSignal },
): Promise<DeepDiveResponse> {
  const { answer, source } = await dash.ask(caller, {
    question: input.task,
    connectionId: input.connectionId,
    tables: input.table ? [input.table] : undefined,
    signal: input.signal,
  });
  if (answer.kind !== 'chart' || !source) return { analysis: answer.message, visualisations: [] };
  const execute: DashExecute = dash.executor(caller, source);
  const main = answer.query;
  const visualisations = [
    visualisation(deepDiveType(answer.config), answer.title, main, answer.result),
  ];
  const table = source.ctx.tables.find((t) => t.name === main.table);
  const measures = main.config.measures;
  const extra: Array<{ type: DeepDiveChartType; title: string; query: DashQuery }> = [];
  const date = table?.columns.find((c) => c.type === 'date');
  if (date && measures.length && !main.config.dimensions.some((d) => d.type === 'date')) {
    extra.push({
      type: 'line',
      title: `${measures[0]!.name} by month`,
      query: {
        table: main.table,
        config: chartConfigV2Schema.parse({
          type: 'line',
          dimensions: [{ name: date.name, field: date.name, type: 'date', bucketing: 'month' }],
          measures,
          filters: main.config.filters,
        }),
      },
    });
  }
  const category = main.config.dimensions.find((d) => d.type === 'string');
  if (category && measures.length && deepDiveType(answer.config) !== 'donut') {
    extra.push({
      type: 'donut',
      title: `${measures[0]!.name} by ${category.name}`,
      query: {
        table: main.table,
        config: chartConfigV2Schema.parse({
          type: 'donut',
          dimensions: [category],
          measures: measures.slice(0, 1),
          filters: main.config.filters,
        }),
        orderBy: [{ field: measures[0]!.field, direction: 'desc' }],
        limit: 10,
      },
    });
  }
  for (const e of extra) {
    try {
      const result = await execute(e.query, input.signal);
      if (result.rows.length) visualisations.push(visualisation(e.type, e.title, e.query, result));
    } catch {
      // a chart that cannot be drawn is left out (filters-and-rendering.md §8)
    }
  }
  return deepDiveResponseSchema.parse({
    analysis: visualisations.map((v) => v.chartAnalysis).join(' '),
    visualisations,
  });
}
