import { z } from 'zod';
import {
  chartConfigV2Schema,
  chartTypeV2Schema,
  dateBucketingSchema,
  measureAggregationSchema,
  type ChartV2Filter,
  type ColumnType,
  type DimensionType,
} from '@chartroom/core';
import type { DashContext, DashPlan } from '../engine/types';
import { DASH_MESSAGES } from '../pipeline/messages';

const filterOperatorSchema = z.enum([
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'NOT IN',
  'LIKE',
  'BETWEEN',
]);

/**
 * What an LLM answers (structured output): the reasoning step's verdict, easier questions for a
 * complex one, and the semantic query with its chart. Every field required (nullable instead of
 * optional) so the schema is valid for OpenAI's strict structured outputs.
 */
export const llmPlanSchema = z.object({
  verdict: z.enum(['simple', 'complex', 'unanswerable']),
  reasoning: z.string(),
  suggestions: z.array(z.string()),
  chart: z
    .object({
      title: z.string(),
      table: z.string(),
      type: chartTypeV2Schema,
      dimensions: z.array(
        z.object({ field: z.string(), bucketing: dateBucketingSchema.nullable() }),
      ),
      measures: z.array(z.object({ field: z.string(), aggregation: measureAggregationSchema })),
      filters: z.array(
        z.object({
          field: z.string(),
          operator: filterOperatorSchema,
          values: z.array(z.union([z.string(), z.number()])),
        }),
      ),
      orderBy: z.array(z.object({ field: z.string(), direction: z.enum(['asc', 'desc']) })),
      limit: z.number().int().nullable(),
      stacked: z.boolean(),
    })
    .nullable(),
});
export type LlmPlan = z.infer<typeof llmPlanSchema>;

/** Why an answer does not fit the context (unknown table or column), or null when it does. */
export function llmPlanProblem(plan: LlmPlan, ctx: DashContext): string | null {
  if (plan.verdict !== 'simple') return null;
  const chart = plan.chart;
  if (!chart) return "verdict 'simple' needs a chart";
  const table = ctx.tables.find((t) => t.name === chart.table);
  if (!table)
    return `unknown table '${chart.table}'; use one of: ${ctx.tables.map((t) => t.name).join(', ')}`;
  const known = new Set(table.columns.map((c) => c.name));
  const fields = [
    ...chart.dimensions.map((d) => d.field),
    ...chart.measures.map((m) => m.field),
    ...chart.filters.map((f) => f.field),
  ];
  const unknown = fields.filter((f) => !known.has(f));
  if (unknown.length) return `unknown column(s) ${unknown.join(', ')} in table '${table.name}'`;
  if (chart.dimensions.length === 0 && chart.measures.length === 0 && chart.type !== 'table')
    return 'a chart needs at least one dimension or measure';
  return null;
}

function dimensionType(type: ColumnType | undefined): DimensionType {
  if (type === 'date' || type === 'number' || type === 'boolean') return type;
  return 'string';
}

const AGGREGATION_LABELS: Record<string, string> = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Min',
  max: 'Max',
  count: 'Count',
  distinct_count: 'Distinct count',
};

function filterOf(f: NonNullable<LlmPlan['chart']>['filters'][number]): ChartV2Filter {
  const [first = null] = f.values;
  switch (f.operator) {
    case 'IN':
    case 'NOT IN':
      return { field: f.field, operator: f.operator, value: f.values };
    case 'BETWEEN':
      return { field: f.field, operator: 'BETWEEN', value: f.values.slice(0, 2) };
    case 'LIKE': {
      const text = String(first ?? '');
      return { field: f.field, operator: 'LIKE', value: text.includes('%') ? text : `%${text}%` };
    }
    default:
      return { field: f.field, operator: f.operator, value: first };
  }
}

/** The engine's plan from a checked LLM answer (see llmPlanProblem). */
export function toDashPlan(plan: LlmPlan, ctx: DashContext): DashPlan {
  if (plan.verdict === 'complex') {
    return { kind: 'complex', reasoning: plan.reasoning, suggestions: plan.suggestions };
  }
  const chart = plan.chart;
  if (plan.verdict === 'unanswerable' || !chart) {
    return { kind: 'unanswerable', message: plan.reasoning || DASH_MESSAGES.noChart };
  }
  const table = ctx.tables.find((t) => t.name === chart.table);
  const typeOf = (field: string) => table?.columns.find((c) => c.name === field)?.type;
  const config = chartConfigV2Schema.parse({
    type: chart.type,
    title: chart.title,
    dimensions: chart.dimensions.map((d) => {
      const type = dimensionType(typeOf(d.field));
      return {
        name: d.field,
        field: d.field,
        type,
        ...(type === 'date' ? { bucketing: d.bucketing ?? 'day' } : {}),
      };
    }),
    measures: chart.measures.map((m) => ({
      name: `${AGGREGATION_LABELS[m.aggregation] ?? m.aggregation} of ${m.field}`,
      field: m.field,
      aggregation: m.aggregation,
    })),
    filters: chart.filters.map(filterOf),
    settings: { stacking: chart.stacked },
  });
  return {
    kind: 'chart',
    config,
    title: chart.title,
    reasoning: plan.reasoning,
    table: chart.table,
    ...(chart.orderBy.length ? { orderBy: chart.orderBy } : {}),
    ...(chart.limit && chart.limit > 0 ? { limit: chart.limit } : {}),
  };
}
