import {
  chartConfigClassicSchema,
  dataPrepSchema,
  type ChartConfigClassic,
  type DataPrep,
  type OutputColumn,
} from '@chartroom/core';
import { isClassicChartType } from './chart-types';

/** Step messages of charts.md §5, verbatim. */
export const STEP_MESSAGES = {
  rawTables: "Please 'Select raw table(s)' before proceeding",
  dataPrep: "Please 'Prepare data' before proceeding",
} as const;

/** Prefix of a failed whole-config validation (charts.md §2, §5). */
export const INVALID_CONFIG_PREFIX = 'Invalid Chart Config: ';

/** A chart is saved under a name: blank or only spaces is none (the server refuses it too). */
export function chartNameMissing(name: string): boolean {
  return name.trim() === '';
}

/** Raw table selection is valid when at least one table is chosen and each one exists. */
export function rawTablesValid(selected: readonly string[], known: readonly string[]): boolean {
  return selected.length > 0 && selected.every((t) => known.includes(t));
}

/** Data prep (query, outputColumns, limit, steps) is valid and has output columns. */
export function dataPrepValid(
  dataPrep: Pick<DataPrep, 'query' | 'outputColumns' | 'limit' | 'steps'>,
): boolean {
  const parsed = dataPrepSchema.safeParse({
    query: dataPrep.query,
    outputColumns: dataPrep.outputColumns,
    limit: dataPrep.limit,
    steps: dataPrep.steps,
  });
  return parsed.success && dataPrep.query.trim() !== '' && dataPrep.outputColumns.length > 0;
}

export interface ConfigIssue {
  path: string;
  message: string;
}

/** Schema issues of the chart config, as dotted paths (`yAxis.0.segmentConfig.segmentBy`). */
export function configIssues(config: ChartConfigClassic): ConfigIssue[] {
  const parsed = chartConfigClassicSchema.safeParse(config);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The message of the issue at `path`, if any. */
export function issueAt(issues: readonly ConfigIssue[], path: string): string | undefined {
  return issues.find((i) => i.path === path)?.message;
}

/**
 * The first message that blocks saving or building, in step order: raw tables, data prep, then
 * the whole config ('Invalid Chart Config: {first message}'). Null when everything is valid.
 */
export function builderError(input: {
  rawTableNames: readonly string[];
  knownTables: readonly string[];
  dataPrep: Pick<DataPrep, 'query' | 'outputColumns' | 'limit' | 'steps'>;
  config: ChartConfigClassic;
}): string | null {
  if (!rawTablesValid(input.rawTableNames, input.knownTables)) return STEP_MESSAGES.rawTables;
  if (!dataPrepValid(input.dataPrep)) return STEP_MESSAGES.dataPrep;
  const [first] = configIssues(input.config);
  if (first) return `${INVALID_CONFIG_PREFIX}${first.message}`;
  // An X axis column gone from the output (red border) is not queried: the engine would fail.
  if (usesXAxis(input.config) && xAxisColumnInvalid(input.config, input.dataPrep.outputColumns))
    return `${INVALID_CONFIG_PREFIX}${missingColumnMessage(input.config.xAxis?.column ?? '')}`;
  return null;
}

/** The message of an X axis column that is no output column of the query. */
export function missingColumnMessage(column: string): string {
  return `X axis column '${column}' is not in the query output`;
}

/** Types drawn without an X axis (rows, rich text, map layers) ignore a stale X column. */
function usesXAxis(config: ChartConfigClassic): boolean {
  return !['Table', 'Text', 'Map'].includes(config.type);
}

/** The chart type is checked against the classic enumeration (charts.md §5: red border). */
export function chartTypeInvalid(config: ChartConfigClassic, issues: readonly ConfigIssue[]) {
  return !isClassicChartType(config.type) || issueAt(issues, 'type') !== undefined;
}

/** The X axis column is checked against the output columns (charts.md §5: red border). */
export function xAxisColumnInvalid(
  config: ChartConfigClassic,
  columns: readonly OutputColumn[],
): boolean {
  const column = config.xAxis?.column;
  return !!column && !columns.some((c) => c.columnName === column);
}
