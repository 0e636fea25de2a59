import type { ChartConfigV2, QueryResult } from '@chartroom/core';
import type { EvalPoint } from './dataset';

type Value = string | number | null;

export interface ChartPoint {
  x: Value;
  y: Value;
  group?: Value;
}

/** Chart families of the data set: Bar for Bar and Stacked Bar, Line, Pie, Scatter. */
export type ChartFamily = 'bar' | 'line' | 'pie' | 'scatter' | 'other';

export function expectedFamily(chart: string): ChartFamily {
  const c = chart.toLowerCase();
  if (c.includes('bar')) return 'bar';
  if (c.includes('line')) return 'line';
  if (c.includes('pie')) return 'pie';
  if (c.includes('scatter')) return 'scatter';
  return 'other';
}

function actualFamily(type: ChartConfigV2['type']): ChartFamily {
  switch (type) {
    case 'bar':
      return 'bar';
    case 'line':
    case 'area':
      return 'line';
    case 'pie':
    case 'donut':
      return 'pie';
    case 'scatter':
      return 'scatter';
    default:
      return 'other';
  }
}

/**
 * What the chart draws, as the v2 renderer maps an answer (dimensions then measures, in column
 * order): x = the first dimension and y = the first measure, or for a scatter of two measures the
 * first against the second; a second dimension is the grouping (series).
 */
export function chartPoints(config: ChartConfigV2, result: QueryResult): ChartPoint[] {
  const names = result.columns.map((c) => c.name);
  const nd = config.dimensions.length;
  const twoMeasures = config.type === 'scatter' && config.measures.length >= 2;
  const xCol = twoMeasures ? names[nd] : names[0];
  const yCol = twoMeasures ? names[nd + 1] : names[nd];
  const gCol =
    nd >= 2 && ['bar', 'line', 'area', 'scatter'].includes(config.type) ? names[1] : undefined;
  if (!xCol || !yCol) return [];
  const cell = (v: unknown): Value =>
    v === null || v === undefined
      ? null
      : typeof v === 'number' || typeof v === 'string'
        ? v
        : String(v);
  return result.rows.map((r) => ({
    x: cell(r[xCol]),
    y: cell(r[yCol]),
    ...(gCol ? { group: cell(r[gCol]) } : {}),
  }));
}

const YEAR = /^\d{4}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function asNumber(v: Value): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?(e[-+]?\d+)?\s*$/i.test(v)) return Number(v);
  return null;
}

/** Equal values: numbers within 1e-6 relative, dates by their day (or year), text trimmed. */
export function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined)
    return (a ?? null) === (b ?? null);
  const sa = String(a).trim();
  const sb = String(b).trim();
  const da = DATE.exec(sa);
  const db = DATE.exec(sb);
  if (da && db) return sa.slice(0, 10) === sb.slice(0, 10) || sa === sb;
  if (da && YEAR.test(sb)) return da[1] === sb;
  if (db && YEAR.test(sa)) return db[1] === sa;
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) {
    const scale = Math.max(Math.abs(na), Math.abs(nb), 1e-12);
    return Math.abs(na - nb) / scale <= 1e-6 || na === nb;
  }
  return sa === sb;
}

function samePoint(a: ChartPoint, b: ChartPoint, grouped: boolean): boolean {
  return sameValue(a.x, b.x) && sameValue(a.y, b.y) && (!grouped || sameValue(a.group, b.group));
}

/** Words by which a question asks for an order of the rows. */
const ASKS_ORDER =
  /\b(sort|sorted|sorting|order|ordered|rank|ranked|ranking|arrange|asc|desc|ascending|descending|increasing|decreasing|alphabetical(ly)?|top|bottom)\b|\b(low|high|small|large)(est)? to (low|high|small|large)(est)?\b/i;

/** Whether the question itself asks for an order (else the reference's ORDER BY is ignored). */
export function asksForOrder(question: string): boolean {
  return ASKS_ORDER.test(question);
}

/** The axis the reference query orders by (x or y), or null when order does not matter. */
export function orderedAxis(vql: string, family: ChartFamily): 'x' | 'y' | null {
  if (family === 'pie' || family === 'scatter') return null;
  const m = /\border\s+by\s+(.+?)(\s+(asc|desc))?(\s|$)/i.exec(vql);
  if (!m) return null;
  const key = m[1]!.trim().toLowerCase();
  const select = /select\s+(.+?)\s+from\s/i.exec(vql)?.[1] ?? '';
  const [x, y] = select.split(',').map((s) => s.trim().toLowerCase());
  if (x && key === x) return 'x';
  if (y && (key === y || y.includes(`(${key})`) || key.includes(y))) return 'y';
  if (x && x.includes(key)) return 'x';
  return 'y';
}

export interface ScoreResult {
  correct: boolean;
  reason?: string;
}

/**
 * An answer is correct when its chart type fits the expected family, it groups exactly when the
 * expected data has a grouping, and its points equal the expected x/y(/group) points as a
 * multiset; when the question asks for an order and the reference query orders the rows (not
 * for pies and scatters), the ordered axis must also follow the same sequence.
 */
export function scoreAnswer(
  expected: { chart: string; vql: string; values: readonly EvalPoint[]; question: string },
  config: ChartConfigV2,
  result: QueryResult,
): ScoreResult {
  const family = expectedFamily(expected.chart);
  if (actualFamily(config.type) !== family)
    return { correct: false, reason: `type ${config.type} for ${expected.chart}` };
  const grouped = expected.values.some((v) => v.classify !== undefined);
  const points = chartPoints(config, result);
  const hasGroup = points.some((p) => p.group !== undefined);
  if (grouped !== hasGroup)
    return { correct: false, reason: grouped ? 'no grouping' : 'unexpected grouping' };
  const want: ChartPoint[] = expected.values.map((v) => ({
    x: v.x_data,
    y: v.y_data,
    ...(v.classify !== undefined ? { group: v.classify } : {}),
  }));
  if (points.length !== want.length)
    return { correct: false, reason: `${points.length} points, expected ${want.length}` };
  const left = [...points];
  for (const w of want) {
    const i = left.findIndex((p) => samePoint(p, w, grouped));
    if (i < 0) return { correct: false, reason: `missing ${JSON.stringify(w)}` };
    left.splice(i, 1);
  }
  const axis = asksForOrder(expected.question) ? orderedAxis(expected.vql, family) : null;
  if (axis) {
    for (let i = 0; i < want.length; i++) {
      if (!sameValue(points[i]![axis], want[i]![axis]))
        return {
          correct: false,
          reason: `order by ${axis}: ${JSON.stringify(points[i]![axis])} at ${i}`,
        };
    }
  }
  return { correct: true };
}
