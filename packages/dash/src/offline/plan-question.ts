import {
  chartConfigV2Schema,
  columnAlias,
  isIdentifierName,
  type ChartTypeV2,
  type ChartV2Filter,
  type DateBucketing,
  type MeasureAggregation,
} from '@chartroom/core';
import type { DashChartPlan, DashColumn, DashContext, DashOrder, DashTable } from '../engine/types';
import { chooseTable, type TableReading } from './choose-table';
import {
  aggregationCues,
  bucketCue,
  chartTypeCue,
  cueBefore,
  groupCueBefore,
  seriesCueBefore,
  timeCue,
} from './cues';
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
import { identifierWords, phraseAt, tokenize, type Token } from './text';

interface MeasurePick {
  column: DashColumn;
  aggregation: MeasureAggregation;
  /** No aggregation word: the column's own values (summed per group). */
  raw: boolean;
  /** A counted row ("Number of orders") rather than a column. */
  rows?: boolean;
}

interface Picked {
  type: ChartTypeV2;
  stacked: boolean;
  dims: Array<{ column: DashColumn; bucketing?: DateBucketing }>;
  measures: MeasurePick[];
  notes: string[];
}

/** Names of numbers that add up (summed when named without an aggregation). */
const ADDITIVE =
  /(amount|revenue|sales?|quantity|qty|total|count|cost|spend|profit|units?|volume|income|turnover|budget|visits?|views?|clicks?|orders?)$/i;

/**
 * A number named without an aggregation: its value per group, summed when it adds up (amount,
 * revenue, quantity) and over time buckets, else the mean (price, age, score) when rows repeat.
 */
function rawAggregation(column: DashColumn, overTime: boolean): MeasureAggregation {
  return overTime || ADDITIVE.test(column.name.replace(/[_\s-]/g, '')) ? 'sum' : 'avg';
}

const isText = (c: DashColumn) =>
  c.type === 'string' || c.type === 'mixed' || c.type === 'unknown' || c.type === 'boolean';

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

/** The column naming rows of the table ("name", "title", "…_name"), else its first text column. */
function nameColumn(table: DashTable): DashColumn | undefined {
  const text = table.columns.filter(isText);
  return (
    text.find((c) => /(^|[_\s])(name|title|label)$/i.test(c.name) || /Name$/.test(c.name)) ??
    text.find((c) => !isIdentifierName(c.name)) ??
    text[0]
  );
}

/** 0 for identifier columns (order_id, code), 1 otherwise. */
function idRank(c: DashColumn): number {
  return isIdentifierName(c.name) || /^(id|code|key)$/i.test(c.name) ? 0 : 1;
}

function identifierColumn(table: DashTable): DashColumn | undefined {
  return table.columns.find((c) => isIdentifierName(c.name) || /^(id|code|key)$/i.test(c.name));
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

/** Decides measures, dimensions and chart type from the free column mentions and the cues. */
function pickFields(
  tokens: readonly Token[],
  reading: TableReading,
  free: readonly Mention[],
  cues: ReturnType<typeof aggregationCues>,
  used: ReadonlySet<number>,
  orderRegion: ReadonlySet<number>,
  ranked: boolean,
): Picked | null {
  const { table } = reading;
  const typeCue = chartTypeCue(tokens);
  const notes: string[] = [];
  const mentionAt = (i: number) => reading.mentions.some((m) => m.start <= i && i < m.end);
  const bucket = bucketCue(tokens, (i) => !mentionAt(i) && !used.has(i));

  // Explicit axes: "x axis <col>", "y axis <agg> <col>".
  const axisOf = (m: Mention): 'x' | 'y' | null => {
    for (let i = m.start - 1; i >= Math.max(0, m.start - 5); i--) {
      if (phraseAt(tokens, i, ['x', 'axis'])) return 'x';
      if (phraseAt(tokens, i, ['y', 'axis'])) return 'y';
    }
    return null;
  };

  const measures: MeasurePick[] = [];
  const dimCands: Mention[] = [];
  const rawNumbers: Mention[] = [];
  const seriesCands: Mention[] = [];
  let countRows = false;
  const claimed = new Set<(typeof cues)[number]>();
  let carried: (typeof cues)[number] | undefined;
  for (let idx = 0; idx < free.length; idx++) {
    const m = free[idx]!;
    const cue =
      carried ??
      cueBefore(tokens, cues, m.start, (i) =>
        reading.mentions.some((o) => o !== m && o.start <= i && i < o.end),
      );
    carried = undefined;
    // "average session duration": the cue passes a text word to the number it qualifies.
    const next = free[idx + 1];
    if (
      cue &&
      (cue.aggregation === 'sum' || cue.aggregation === 'avg') &&
      m.column.type !== 'number' &&
      next?.start === m.end &&
      next.column.type === 'number'
    ) {
      carried = cue;
      continue;
    }
    const axis = axisOf(m);
    if (seriesCueBefore(tokens, m.start) && !cue) {
      seriesCands.push(m);
      continue;
    }
    if (
      cue &&
      (m.column.type === 'number' ||
        cue.aggregation === 'count' ||
        cue.aggregation === 'distinct_count' ||
        cue.aggregation === 'min' ||
        cue.aggregation === 'max')
    ) {
      const agg = cue.aggregation;
      if (m.column.type !== 'number' && (agg === 'sum' || agg === 'avg')) {
        dimCands.push(m);
        continue;
      }
      claimed.add(cue);
      if (!measures.some((x) => x.column === m.column && x.aggregation === agg))
        measures.push({ column: m.column, aggregation: agg, raw: false });
      continue;
    }
    if (axis === 'y' && m.column.type === 'number') {
      measures.push({
        column: m.column,
        aggregation: rawAggregation(m.column, bucket !== undefined || timeCue(tokens)),
        raw: true,
      });
      continue;
    }
    if (
      m.column.type === 'number' &&
      (ranked || !groupCueBefore(tokens, m.start)) &&
      axis !== 'x'
    ) {
      rawNumbers.push(m);
      continue;
    }
    dimCands.push(m);
  }
  // A count cue naming the table or nothing ("how many customers …") counts rows.
  for (const c of cues) {
    if (claimed.has(c) || c.aggregation !== 'count') continue;
    if (orderRegion.has(c.start)) continue;
    countRows = true;
  }

  // "by department and hire year": a dimension joined by 'and' to a grouped one splits series.
  if (typeCue.type !== 'scatter') {
    for (const m of [...dimCands]) {
      const prev = dimCands[dimCands.indexOf(m) - 1];
      if (
        prev &&
        tokens[m.start - 1]?.lemma === 'and' &&
        prev.end === m.start - 1 &&
        groupCueBefore(tokens, prev.start)
      ) {
        dimCands.splice(dimCands.indexOf(m), 1);
        seriesCands.push(m);
      }
    }
  }
  const uniq = (ms: readonly Mention[]) =>
    ms.filter((m, i) => ms.findIndex((o) => o.column === m.column) === i);
  const dimList = uniq(dimCands);
  let type: ChartTypeV2 | undefined = typeCue.type;
  const dims: Picked['dims'] = [];

  const dateCand = dimList.find((m) => m.column.type === 'date');
  const explicitX =
    dimList.find((m) => axisOf(m) === 'x') ?? rawNumbers.find((m) => axisOf(m) === 'x');
  const wantsTime = bucket !== undefined || timeCue(tokens) || type === 'line';
  let x: DashColumn | undefined = explicitX?.column;
  if (!x && dateCand && (wantsTime || dimList.every((m) => m.column.type === 'date')))
    x = dateCand.column;
  if (!x && type === 'scatter' && measures.length === 0 && rawNumbers.length >= 2) x = undefined;
  else if (!x)
    x =
      dimList.find((m) => m.column.type !== 'date' && m.column.type !== 'number')?.column ??
      dimList[0]?.column;
  if (!x && type !== 'scatter' && seriesCands[0]) x = seriesCands.shift()!.column;
  if (!x && type !== 'scatter') {
    // "count the names" with a chart: the counted text column is the axis.
    const counted = measures.find((m) => m.aggregation === 'count' && isText(m.column));
    if (counted) {
      x = counted.column;
      if (measures.every((m) => m.column === counted.column)) countRows = true;
      measures.splice(measures.indexOf(counted), 1);
    }
  }
  if (!x && wantsTime && !(type === 'scatter')) x = table.columns.find((c) => c.type === 'date');
  if (!x && reading.nouns.some((n) => groupCueBefore(tokens, n))) x = nameColumn(table);
  // "top 3 orders by amount": the ranked rows are the table's own (its name or identifier).
  if (!x && ranked && reading.nouns.length > 0)
    x =
      table.columns.find((c) => isText(c) && /(^|[_\s])(name|title|label)$|Name$/i.test(c.name)) ??
      identifierColumn(table);

  // Scatter: two measures (aggregated), or raw x / y columns.
  if (type === 'scatter') {
    if (!x && measures.length === 1 && seriesCands.length > 0) x = seriesCands.shift()!.column;
    const series =
      seriesCands[0]?.column ??
      dimList.find((m) => m.column !== x && groupCueBefore(tokens, m.start))?.column;
    if (measures.length >= 2) {
      const id =
        x ??
        series ??
        table.columns.find((c) => isText(c) && !isIdentifierName(c.name)) ??
        identifierColumn(table);
      if (!id) return null;
      dims.push({ column: id });
      if (series && series !== id) dims.push({ column: series });
      return { type, stacked: false, dims, measures: measures.slice(0, 2), notes };
    }
    const nums = uniq(rawNumbers);
    if (measures.length === 1 && (x || nums[0])) {
      const dim = x ?? nums[0]!.column;
      dims.push({ column: dim });
      if (series && series !== dim) dims.push({ column: series });
      return { type, stacked: false, dims, measures, notes };
    }
    if (nums.length >= 2) {
      const [a, b] = [nums[0]!.column, nums[1]!.column];
      const id = identifierColumn(table);
      if (!id || id === a) {
        dims.push({ column: a });
        measures.push({ column: b, aggregation: rawAggregation(b, wantsTime), raw: true });
      } else {
        dims.push({ column: id });
        measures.push(
          { column: a, aggregation: rawAggregation(a, wantsTime), raw: true },
          { column: b, aggregation: rawAggregation(b, wantsTime), raw: true },
        );
      }
      if (series) dims.push({ column: series });
      return { type, stacked: false, dims, measures, notes };
    }
    if (nums.length === 1 && x) {
      dims.push({ column: x });
      measures.push({
        column: nums[0]!.column,
        aggregation: rawAggregation(nums[0]!.column, wantsTime),
        raw: true,
      });
      return { type, stacked: false, dims, measures, notes };
    }
    if (x && countRows) {
      dims.push({ column: x });
      const counted = identifierColumn(table) ?? x;
      measures.push({ column: counted, aggregation: 'count', raw: false, rows: true });
      return { type, stacked: false, dims, measures, notes };
    }
    notes.push('A scatter plot needs two numbers; showing a bar chart instead.');
    type = undefined;
  }

  // One measure: aggregated, counted rows, or a raw number.
  let measure = measures.find((m) => m.column !== x);
  if (!measure && countRows) {
    const counted = x ?? identifierColumn(table) ?? table.columns[0]!;
    measure = {
      column: identifierColumn(table) ?? counted,
      aggregation: 'count',
      raw: false,
      rows: true,
    };
  }
  if (!measure) {
    // Without an axis yet, identifiers make better axes than measures ("top 10 products by revenue").
    const nums = uniq(rawNumbers);
    const ordered = x ? nums : [...nums].sort((a, b) => idRank(b.column) - idRank(a.column));
    const num = ordered.find((m) => m.column !== x);
    if (num)
      measure = {
        column: num.column,
        aggregation: rawAggregation(num.column, wantsTime),
        raw: true,
      };
  }
  if (!x && measure && uniq(rawNumbers).length >= 1) {
    const other = uniq(rawNumbers).find((m) => m.column !== measure!.column);
    if (other) x = other.column;
  }
  if (!measure && x)
    measure = {
      column: identifierColumn(table) ?? x,
      aggregation: 'count',
      raw: false,
      rows: true,
    };
  if (!measure) return null;
  if (measure.aggregation === 'count' && !measure.raw && measure.column === x) {
    // COUNT of the grouped column itself counts its rows; fine for any type.
  }

  // "sales over time by channel": time is the axis, the category splits the series.
  const explicitTime = bucket !== undefined || timeCue(tokens);
  const dateNamed = dateCand || seriesCands.some((m) => m.column.type === 'date');
  if (x && x.type !== 'date' && explicitTime && type !== 'pie' && !dateNamed) {
    const date = table.columns.find((c) => c.type === 'date');
    if (date) {
      if (isText(x) && !seriesCands.some((m) => m.column === x))
        seriesCands.unshift({ column: x, start: -1, end: -1, score: 0 });
      x = date;
    }
  }
  if (!x) {
    // A single number: a KPI card.
    return { type: 'kpiCard', stacked: false, dims: [], measures: [measure], notes };
  }
  const xBucket = x.type === 'date' ? resolveBucket(bucket, tokens, notes) : undefined;
  dims.push(xBucket ? { column: x, bucketing: xBucket } : { column: x });
  const series =
    seriesCands.find((m) => m.column !== x)?.column ??
    (typeCue.stacked ? dimList.find((m) => m.column !== x && isText(m.column))?.column : undefined);
  if (series && type !== 'pie' && type !== 'donut') {
    const seriesBucket = series.type === 'date' ? resolveBucket(bucket, tokens, notes) : undefined;
    dims.push(seriesBucket ? { column: series, bucketing: seriesBucket } : { column: series });
  }
  if (!type) type = x.type === 'date' ? 'line' : 'bar';
  const extra = measures.filter((m) => m !== measure && m.column !== x);
  const all =
    type === 'bar' && dims.length === 1 && !typeCue.stacked
      ? [measure, ...extra.slice(0, 2)]
      : [measure];
  return { type, stacked: typeCue.stacked, dims, measures: all, notes };
}

function resolveBucket(
  bucket: DateBucketing | 'weekday' | undefined,
  tokens: readonly Token[],
  notes: string[],
): DateBucketing {
  if (bucket === 'weekday') {
    notes.push('Weekday buckets are not available; showing days.');
    return 'day';
  }
  if (bucket) return bucket;
  return timeCue(tokens) ? 'month' : 'day';
}

/** Words of a column for a question ("product_type_code" → "product type code"). */
export function columnWords(name: string): string {
  return identifierWords(name).join(' ');
}
