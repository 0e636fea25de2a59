import type { DashContext, DashModel } from '../engine/types';
import { createOfflineModel } from '../offline';
import { answerQuestion } from '../pipeline/answer-question';
import { readDataset, type EvalRecord } from './dataset';
import { loadDatabase, type EvalDatabase } from './load-duckdb';
import { expectedFamily, scoreAnswer } from './score';

export interface EvalCase {
  record: EvalRecord;
  question: string;
  correct: boolean;
  reason?: string;
}

export interface EvalReport {
  cases: EvalCase[];
  /** Correct / asked, per expected chart type. */
  byChart: Map<string, { correct: number; total: number }>;
  correct: number;
  total: number;
}

/**
 * Asks every phrasing of every record as its own question through the pipeline
 * (`answerQuestion`, the code path of /ai/ask-dash-standalone-v2) with an `execute` on DuckDB,
 * and scores each answer by execution (see score.ts).
 */
export async function runEval(
  dir: string,
  model: DashModel = createOfflineModel(),
): Promise<EvalReport> {
  const { tables, records } = await readDataset(dir);
  const dbs = new Map<string, EvalDatabase>();
  const report: EvalReport = { cases: [], byChart: new Map(), correct: 0, total: 0 };
  try {
    for (const dbId of new Set(tables.map((t) => t.db_id)))
      dbs.set(dbId, await loadDatabase(tables.filter((t) => t.db_id === dbId)));
    for (const record of records) {
      const db = dbs.get(record.db_id);
      for (const question of record.nl_queries) {
        const c = db
          ? await askOne(model, db, record, question)
          : { correct: false, reason: `no tables for ${record.db_id}` };
        const entry: EvalCase = {
          record,
          question,
          correct: c.correct,
          ...(c.reason ? { reason: c.reason } : {}),
        };
        report.cases.push(entry);
        const stats = report.byChart.get(record.chart) ?? { correct: 0, total: 0 };
        stats.total += 1;
        report.total += 1;
        if (c.correct) {
          stats.correct += 1;
          report.correct += 1;
        }
        report.byChart.set(record.chart, stats);
      }
    }
  } finally {
    for (const db of dbs.values()) await db.close();
  }
  return report;
}

async function askOne(
  model: DashModel,
  db: EvalDatabase,
  record: EvalRecord,
  question: string,
): Promise<{ correct: boolean; reason?: string }> {
  const ctx: DashContext = { tables: db.tables, values: db.values, golden: [], maxSuggestions: 5 };
  const answer = await answerQuestion({ model, ctx, question, execute: db.execute });
  if (answer.kind !== 'chart') {
    const detail = 'detail' in answer && answer.detail ? `: ${answer.detail}` : '';
    return { correct: false, reason: `${answer.kind} (${answer.message}${detail})` };
  }
  if (answer.fallback) return { correct: false, reason: 'fallback table' };
  return scoreAnswer(
    { chart: record.chart, vql: record.vql, values: record.vega_lite_spec.data.values, question },
    answer.config,
    answer.result,
  );
}

/** The printed report: accuracy per chart type, then (last) `accuracy: P% (n/m)`. */
export function formatReport(report: EvalReport, verbose = false): string {
  const lines: string[] = [];
  if (verbose) {
    for (const c of report.cases.filter((x) => !x.correct))
      lines.push(
        `FAIL [${c.record.chart}] ${c.question}\n     ${c.record.vql}\n     ${c.reason ?? ''}`,
      );
  }
  const pct = (n: number, m: number) => (m === 0 ? '0.0' : ((100 * n) / m).toFixed(1));
  const families = [...report.byChart].sort((a, b) => b[1].total - a[1].total);
  for (const [chart, s] of families)
    lines.push(
      `${chart} (${expectedFamily(chart)}): ${pct(s.correct, s.total)}% (${s.correct}/${s.total})`,
    );
  lines.push(`accuracy: ${pct(report.correct, report.total)}% (${report.correct}/${report.total})`);
  return lines.join('\n');
}
