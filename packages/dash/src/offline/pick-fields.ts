import {
  isIdentifierName,
  type ChartTypeV2,
  type DateBucketing,
  type MeasureAggregation,
} from '@chartroom/core';
import type { DashColumn, DashTable } from '../engine/types';
import type { TableReading } from './choose-table';
import type { aggregationCues } from './cues';
import {
  bucketCue,
  chartTypeCue,
  cueBefore,
  groupCueBefore,
  seriesCueBefore,
  timeCue,
} from './cues';
import type { Mention } from './lexicon';
import { phraseAt, type Token } from './text';

export interface MeasurePick {
  column: DashColumn;
  aggregation: MeasureAggregation;
  /** No aggregation word: the column's own values (summed per group). */
  raw: boolean;
  /** A counted row ("Number of orders") rather than a column. */
  rows?: boolean;
}

export interface Picked {
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

export const isText = (c: DashColumn) =>
  c.type === 'string' || c.type === 'mixed' || c.type === 'unknown' || c.type === 'boolean';

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

export function identifierColumn(table: DashTable): DashColumn | undefined {
  return table.columns.find((c) => isIdentifierName(c.name) || /^(id|code|key)$/i.test(c.name));
}

/** Decides measures, dimensions and chart type from the free column mentions and the cues. */
export function pickFields(
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

export function resolveBucket(
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
