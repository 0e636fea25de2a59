import { chartDocumentSchema, type ChartDocument, type DashSuggestion } from '@chartroom/core';
import type { DashAnswer } from '@chartroom/dash';

/** The shared part of every Dash answer on the wire: text, kind, and what the kind carries. */
export interface WireAnswer {
  message: string;
  kind: DashAnswer['kind'];
  table?: string;
  sql?: string;
  result?: { columns: Array<{ name: string; type: ChartColumnType }>; rows: Row[] };
  suggestions?: DashSuggestion[];
  heading?: string;
  reasoning?: string;
}
type ChartColumnType = 'number' | 'string' | 'date' | 'boolean' | 'mixed' | 'unknown';
type Row = Record<string, string | number | boolean | null>;

/** The message, kind and data of a pipeline answer, as every /ai/* call sends them. */
export function wireAnswer(answer: DashAnswer): WireAnswer {
  switch (answer.kind) {
    case 'chart':
      return {
        kind: 'chart',
        message: answer.message,
        table: answer.query.table,
        ...(answer.result.sql ? { sql: answer.result.sql } : {}),
        result: { columns: answer.result.columns, rows: answer.result.rows },
        ...(answer.reasoning ? { reasoning: answer.reasoning } : {}),
      };
    case 'complex':
      return {
        kind: 'complex',
        message: answer.message,
        suggestions: answer.suggestions,
        heading: answer.heading,
      };
    case 'no-rows':
      return {
        kind: 'no-rows',
        message: answer.message,
        table: answer.query.table,
        ...(answer.sql ? { sql: answer.sql } : {}),
      };
    case 'unanswerable':
      return { kind: 'unanswerable', message: answer.message };
    case 'error':
      return { kind: 'error', message: answer.message };
  }
}

/**
 * A v2 chart answer as a chart document (what a saved v2 chart holds): the config, its table as
 * golden table, and a data prep that selects all from it.
 */
export function v2Document(
  answer: DashAnswer,
  selectAll: (table: string) => string,
): ChartDocument | undefined {
  if (answer.kind !== 'chart') return undefined;
  const table = answer.query.table;
  return chartDocumentSchema.parse({
    chartConfigV2: answer.config,
    type: answer.config.type,
    goldenTable: table,
    dataPrep: { query: selectAll(table), rawTableNames: [table], goldenTable: table },
  });
}
