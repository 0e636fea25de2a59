/**
 * Dash engine contract (charts.md §4): the context a model answers from, the plan it returns
 * and the model interface every provider (offline, openai, anthropic) implements.
 */
import type { ChartConfigV2, ColumnType, QueryResult } from '@chartroom/core';

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
  /** The table the golden chart reads, when known. */
  table?: string;
}

export interface DashContext {
  tables: DashTable[];
  values: ColumnValues[];
  golden: GoldenExample[];
  timeZone?: string;
  maxSuggestions: number;
  now?: Date;
  /** The chat so far (oldest first), for follow-up questions; models may ignore it. */
  history?: DashHistoryMessage[];
  /** The chart in hand (a builder's), which a message may ask to change; models may ignore it. */
  currentChart?: { config: ChartConfigV2; table?: string };
}

export interface DashHistoryMessage {
  speaker: 'user' | 'dash' | 'system';
  message: string;
}

/** Order of a semantic query (top/bottom N, ordering by either axis). */
export interface DashOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** A chart answer: the v2 config, the table it reads and what a v2 config cannot hold. */
export interface DashChartPlan {
  kind: 'chart';
  config: ChartConfigV2;
  title: string;
  reasoning?: string;
  /** The table the config reads (one of ctx.tables); default: the one holding all its fields. */
  table?: string;
  /** Order of the rows (field = a dimension or measure field, or its name). */
  orderBy?: DashOrder[];
  /** Row cap of the query (top/bottom N). */
  limit?: number;
}

export type DashPlan =
  | DashChartPlan
  | { kind: 'complex'; reasoning: string; suggestions: string[] }
  | { kind: 'unanswerable'; message: string };

export interface DashModel {
  readonly name: 'offline' | 'openai' | 'anthropic';
  plan(question: string, ctx: DashContext, signal?: AbortSignal): Promise<DashPlan>;
}

/** What the pipeline runs: a v2 config over one table, with its order and cap. */
export interface DashQuery {
  table: string;
  config: ChartConfigV2;
  orderBy?: DashOrder[];
  limit?: number;
}

/**
 * Compiles the query with packages/core and runs it through the caller's query path (read-only,
 * tenant rewrite, cache); the server and the eval each pass their own.
 */
export type DashExecute = (query: DashQuery, signal?: AbortSignal) => Promise<DashQueryResult>;

/** Rows of an executed query, with the SQL that ran when the executor knows it. */
export interface DashQueryResult extends QueryResult {
  sql?: string;
}
