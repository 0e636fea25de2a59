import {
  chartConfigV2Schema,
  columnAlias,
  type ChartV2Filter,
  type MeasureAggregation,
} from '@chartroom/core';
import type { DashChartPlan, DashContext, DashOrder, DashTable } from '../engine/types';
import { chooseTable } from './choose-table';
import { aggregationCues } from './cues';
import {
  comparisonFilters,
  likeFilters,
  nullFilters,
  relativeDateFilters,
  valueFilters,
  type FoundFilter,
} from './filters';
import type { Mention } from './lexicon';
import { parseOrder, type OrderRequest } from './order';
import { isText, pickFields, type MeasurePick, type Picked } from './pick-fields';
import { identifierWords, tokenize } from './text';

/** A human label of a column: its words ("product_type_code" → "Product type code"). */
export function columnLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

const AGG_LABEL: Record<MeasureAggregation, string> = {
  sum: 'Sum of',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Count of',
  distinct_count: 'Distinct count of',
};

function measureName(m: MeasurePick, table: DashTable): string {
  if (m.rows) return `Number of ${columnLabel(table.name).toLowerCase()}`;
  if (m.raw) return columnLabel(m.column.name);
  return `${AGG_LABEL[m.aggregation]} ${columnLabel(m.column.name).toLowerCase()}`;
}

function inRange(set: ReadonlySet<number>, m: Mention): boolean {
  for (let i = m.start; i < m.end; i++) if (set.has(i)) return true;
  return false;
}

/**
 * Interprets a question over the tables of the context: the table, the filters (comparisons,
 * text patterns, values of the index), the order, the measures and dimensions, and the chart
 * type; returns a v2 chart plan, or null when nothing of the schema is named.
 */
export function planQuestion(question: string, ctx: DashContext): DashChartPlan | null {
  const tokens = tokenize(question);
  const reading = chooseTable(tokens, ctx);
  if (!reading) return null;
  const { table, mentions } = reading;

  // Filters first: the columns they name are not chart fields.
  const comparisons = comparisonFilters(
    tokens,
    mentions,
    table.columns.find((c) => c.type === 'date'),
    table.columns,
  );
  const likes = likeFilters(tokens, mentions);
  const nulls = nullFilters(tokens, mentions);
  const relative = relativeDateFilters(
    tokens,
    mentions,
    table.columns.find((c) => c.type === 'date'),
    ctx.now ?? new Date(),
  );
  const used = new Set<number>();
  for (const f of [...comparisons, ...likes, ...nulls, ...relative])
    for (const k of f.used) used.add(k);
  const values = valueFilters(tokens, table, ctx.values, mentions, used);
  const found: FoundFilter[] = [...comparisons, ...likes, ...nulls, ...relative, ...values];
  for (const f of values) for (const k of f.used) used.add(k);

  const order = parseOrder(tokens, mentions, used);
  const free = mentions.filter((m) => !inRange(used, m) && !inRange(order.region, m));
  const cues = aggregationCues(tokens).filter((c) => !used.has(c.start));
  const picked = pickFields(tokens, reading, free, cues, used, order.region, !!order.limit);
  if (!picked) return null;

  if (picked.dims.length === 0 && picked.type === 'kpiCard') {
    // "Compare revenue between Web and Mobile": the listed values' column is the axis;
    // "revenue over the last 12 months": the window's unit buckets the date.
    const listed = values.find((f) => f.filter.operator === 'IN');
    const window = relative.find((f) => f.unit);
    const column = (name: string) => table.columns.find((c) => c.name === name);
    const listedColumn = listed ? column(listed.filter.field) : undefined;
    const windowColumn = window ? column(window.filter.field) : undefined;
    if (listedColumn) {
      picked.dims.push({ column: listedColumn });
      picked.type = 'bar';
    } else if (windowColumn && window?.unit) {
      picked.dims.push({ column: windowColumn, bucketing: window.unit });
      picked.type = 'line';
    }
  }
  const filters: ChartV2Filter[] = found.map((f) => f.filter);
  const dims = picked.dims.map((d) => ({
    name: columnLabel(d.column.name),
    field: d.column.name,
    type:
      d.column.type === 'date'
        ? ('date' as const)
        : d.column.type === 'number'
          ? ('number' as const)
          : d.column.type === 'boolean'
            ? ('boolean' as const)
            : ('string' as const),
    ...(d.bucketing ? { bucketing: d.bucketing } : {}),
  }));
  // Distinct display names (they are the answer's column aliases).
  const seen = new Set(dims.map((d) => d.name));
  const measures = picked.measures.map((m) => {
    let name = measureName(m, table);
    if (seen.has(name))
      name = `${AGG_LABEL[m.aggregation]} ${columnLabel(m.column.name).toLowerCase()}`;
    if (seen.has(name)) name = `${name} (${m.aggregation})`;
    seen.add(name);
    return { name, field: m.column.name, aggregation: m.aggregation };
  });
  const title =
    measures.length && dims.length
      ? picked.type === 'scatter' && measures.length > 1
        ? `${measures[0]!.name} vs ${measures[1]!.name.toLowerCase()}`
        : `${measures[0]!.name} by ${dims[0]!.name.toLowerCase()}`
      : (measures[0]?.name ?? columnLabel(table.name));
  const config = chartConfigV2Schema.parse({
    type: picked.type,
    title,
    dimensions: dims,
    measures,
    filters,
    settings: picked.stacked ? { stacking: true } : {},
  });

  const orderBy = resolveOrder(order.orders, dims, measures, picked);
  const plan: DashChartPlan = { kind: 'chart', config, title, table: table.name };
  if (order.limit && measures[0]) {
    plan.limit = order.limit.n;
    if (orderBy.length === 0)
      orderBy.push({ field: columnAlias(measures[0].name), direction: order.limit.direction });
  }
  if (orderBy.length) plan.orderBy = orderBy;
  plan.reasoning = reasoningText(table, dims, measures, filters, orderBy, plan.limit, picked.notes);
  return plan;
}

function resolveOrder(
  requests: readonly OrderRequest[],
  dims: ReadonlyArray<{ name: string; field: string }>,
  measures: ReadonlyArray<{ name: string; field: string; aggregation: MeasureAggregation }>,
  picked: Picked,
): DashOrder[] {
  const out: DashOrder[] = [];
  const x = dims[0];
  const y = picked.type === 'scatter' && measures.length > 1 ? measures[1] : measures[0];
  for (const r of requests) {
    let field: string | undefined;
    const t = r.target;
    if (t === 'x') field = x?.name;
    else if (t === 'y' || t === null) field = y?.name;
    else {
      const dim = dims.find((d) => d.field === t.column.name);
      const measure = measures.find((m) => m.field === t.column.name);
      if (t.counted) field = measures.find((m) => m.aggregation === 'count')?.name ?? y?.name;
      else if (dim) field = dim.name;
      else if (measure) field = measure.name;
      else field = isText(t.column) ? x?.name : y?.name;
    }
    if (field && !out.some((o) => o.field === columnAlias(field)))
      out.push({ field: columnAlias(field), direction: r.direction });
  }
  return out;
}

function reasoningText(
  table: DashTable,
  dims: ReadonlyArray<{ name: string; bucketing?: string }>,
  measures: ReadonlyArray<{ name: string }>,
  filters: readonly ChartV2Filter[],
  orderBy: readonly DashOrder[],
  limit: number | undefined,
  notes: readonly string[],
): string {
  const parts = [`Reading table ${table.name}`];
  if (measures.length)
    parts.push(`measuring ${measures.map((m) => m.name.toLowerCase()).join(' and ')}`);
  if (dims.length)
    parts.push(
      `by ${dims.map((d) => `${d.name.toLowerCase()}${d.bucketing ? ` (${d.bucketing})` : ''}`).join(' and ')}`,
    );
  if (filters.length)
    parts.push(
      `where ${filters.map((f) => `${f.field} ${f.operator} ${JSON.stringify(f.value)}`).join(' and ')}`,
    );
  if (orderBy.length)
    parts.push(
      `ordered by ${orderBy.map((o) => `${o.field.toLowerCase()} ${o.direction}`).join(', ')}`,
    );
  if (limit) parts.push(`keeping ${limit} rows`);
  return `${parts.join(', ')}.${notes.length ? ` ${notes.join(' ')}` : ''}`;
}

/** Words of a column for a question ("product_type_code" → "product type code"). */
export function columnWords(name: string): string {
  return identifierWords(name).join(' ');
}
