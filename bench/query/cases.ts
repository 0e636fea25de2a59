// One bench case: a demo chart with one filter value, as hand-written SQL, as the compiled
// queries the server would run (segment names first, the previous period alongside), and as
// the POST /query/chart-data body that asks the server for the same answer.
import {
  compileChart,
  type ChartDocument,
  type CompileChartContext,
  type CompiledQuery,
} from '@chartroom/core';
import type { DirectEngine, Row } from './engines';
import type { DateWindow, DemoQuery } from './demo-queries';

export interface CompiledPlan {
  segments?: CompiledQuery;
  main: CompiledQuery;
  /** `main` is the one-scan segmented query: names rows (rank set) then data rows. */
  oneScan?: boolean;
  comparison?: CompiledQuery;
}

export interface BenchCase {
  engine: DirectEngine;
  query: DemoQuery;
  window: DateWindow | null;
  /** e.g. 'Revenue · last 90 days (+ previous period)'. */
  label: string;
  hand: string;
  plan: CompiledPlan;
  apiBody: Record<string, unknown>;
}

/**
 * Compiles as ChartDataService does: compile; a segmented chart runs names and data in one scan
 * when its aggregation allows, else the segment names query first and compiles again with them.
 */
export async function compilePlan(
  engine: DirectEngine,
  doc: ChartDocument,
  context: CompileChartContext,
): Promise<CompiledPlan> {
  let compiled = compileChart(engine.dialect, doc, context);
  if (compiled.tableFilters.length)
    throw new Error('Raw-table filters are applied by the connector: not benchmarked here');
  const plan: CompiledPlan = { main: compiled.main };
  if (compiled.segmentsWithData) return { main: compiled.segmentsWithData.query, oneScan: true };
  if (compiled.segments) {
    plan.segments = compiled.segments;
    const names = await engine.query(compiled.segments.sql, compiled.segments.params);
    compiled = compileChart(engine.dialect, doc, {
      ...context,
      segmentNames: names.map((r) => String(r[0] ?? '')),
    });
    plan.main = compiled.main;
  }
  if (compiled.comparison) plan.comparison = compiled.comparison;
  return plan;
}

/** Runs a plan as the server does; answers one row list (the comparison's values appended). */
export async function runPlan(engine: DirectEngine, plan: CompiledPlan): Promise<Row[]> {
  if (plan.segments) await engine.query(plan.segments.sql, plan.segments.params);
  const [main, previous] = await Promise.all([
    engine.query(plan.main.sql, plan.main.params),
    plan.comparison
      ? engine.query(plan.comparison.sql, plan.comparison.params)
      : Promise.resolve(null),
  ]);
  // The one-scan answer's last column is the names rows' rank: keep the data rows only.
  if (plan.oneScan) return main.filter((r) => r.at(-1) === null).map((r) => r.slice(0, -1));
  if (!previous) return main;
  return [[...(main[0] ?? [null]), ...(previous[0] ?? [null])]];
}

/** Whether two answers are the same: rows as sets of normalised tuples, or just row counts. */
export function sameAnswer(a: readonly Row[], b: readonly Row[], mode: 'rows' | 'count'): boolean {
  if (a.length !== b.length) return false;
  if (mode === 'count') return true;
  const key = (r: Row) => JSON.stringify(r.map(normalise));
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((k, i) => k === right[i]);
}

function normalise(value: unknown): unknown {
  if (value instanceof Date)
    return value
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (typeof value !== 'boolean' && value !== '' && Number.isFinite(n))
    return Number(n.toPrecision(10));
  return value;
}
