/**
 * Dash engine contract (charts.md §4): the context a model answers from, the plan it returns
 * and the model interface every provider (offline, openai, anthropic) implements.
 */
import type { ChartConfigV2, ColumnType } from '@chartroom/core';

export interface DashColumn {
  name: string;
  type: ColumnType;
}

export interface DashTable {
  name: string;
  columns: DashColumn[];
  rowCount?: number;
}

/** Distinct values per column, gathered under the caller's tenant scope. */
export interface ColumnValues {
  table: string;
  column: string;
  values: string[];
}

export interface GoldenExample {
  prompt: string;
  config: ChartConfigV2;
}

export interface DashContext {
  tables: DashTable[];
  values: ColumnValues[];
  golden: GoldenExample[];
  timeZone?: string;
  maxSuggestions: number;
  now?: Date;
}

export type DashPlan =
  | { kind: 'chart'; config: ChartConfigV2; title: string; reasoning?: string }
  | { kind: 'complex'; reasoning: string; suggestions: string[] }
  | { kind: 'unanswerable'; message: string };

export interface DashModel {
  readonly name: 'offline' | 'openai' | 'anthropic';
  plan(question: string, ctx: DashContext, signal?: AbortSignal): Promise<DashPlan>;
}
