import type { ChartroomClient } from '@chartroom/client';
import { queryVariableNames, type ChartFilterConfig, type OutputColumn } from '@chartroom/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { inferOutputColumns } from './infer-output-columns';
import { BUILDER_PREVIEW_LIMIT, nullVariablesSql, previewColumnsSql } from './preview-sql';
import { variablesWithoutValue } from './query-variables';

export interface QueryPreview {
  rows: Record<string, unknown>[];
  columns: OutputColumn[];
  /** Variables that have no value yet: their rows were not fetched (see `fetchQueryPreview`). */
  missingVariables: string[];
}

export interface QueryPreviewInput {
  query: string;
  connectionId: string;
  rawTableNames: string[];
  /** The chart's filters: a Variable filter's current or default value binds its variable. */
  filters?: readonly ChartFilterConfig[];
}

/** The unsaved Table chart whose rows are the preview SQL's, with the variable filters. */
function previewDocument(sql: string, input: QueryPreviewInput) {
  return {
    type: 'Table',
    chartConfig: { type: 'Table', yAxis: [] },
    dataPrep: {
      query: sql,
      rawTableNames: input.rawTableNames,
      rawTables: [],
      outputColumns: [],
      steps: [],
    },
    filters: (input.filters ?? []).filter((f) => f.filterTarget.sourceType === 'Variable'),
  };
}

/**
 * 'Preview data' (first 100 rows) and the output columns inferred from them. The query is sent
 * as written, with no SQL of ours around it, so that the server's errors point into the user's
 * own text (line, column, excerpt).
 * - No `{{variable}}`: POST /query/run.
 * - Every variable has a value (its filter's current or default value): POST /query/chart-data
 *   of an unsaved Table over the query, so the server binds the values as parameters.
 * - A variable without a value: its rows are never fetched (neither unfiltered nor with NULL);
 *   only the output columns are, from a zero-row run, and `missingVariables` names the variables
 *   to give a value to.
 */
export async function fetchQueryPreview(
  client: Pick<ChartroomClient, 'runQuery' | 'getChartData'>,
  input: QueryPreviewInput,
): Promise<QueryPreview> {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (queryVariableNames(input.query).length === 0) {
    const answer = await client.runQuery({
      sqlQuery: input.query,
      connectionId: input.connectionId,
      rawTableNames: input.rawTableNames,
      tz,
    });
    const rows = answer.slice(0, BUILDER_PREVIEW_LIMIT);
    return { rows, columns: inferOutputColumns(rows), missingVariables: [] };
  }
  const missingVariables = variablesWithoutValue(input.query, input.filters ?? []);
  const chartData = (sql: string) =>
    client.getChartData({
      chart: { config: previewDocument(sql, input), connection: input.connectionId },
      tz,
    });
  if (missingVariables.length) {
    // Only the columns, from a zero-row run. When it fails, the query alone (variables as NULL,
    // nothing around it) is asked instead, so the error points into the user's own text.
    const answer = await chartData(previewColumnsSql(input.query)).catch((error: unknown) =>
      isTimeout(error) ? Promise.reject(error) : chartData(nullVariablesSql(input.query)),
    );
    const columns = answer.columns.map((c) => ({ columnName: c.name, type: c.type }));
    return { rows: [], columns, missingVariables };
  }
  const answer = await chartData(input.query);
  const rows = answer.rows.slice(0, BUILDER_PREVIEW_LIMIT);
  const columns = rows.length
    ? inferOutputColumns(rows)
    : answer.columns.map((c) => ({ columnName: c.name, type: c.type }));
  return { rows, columns, missingVariables };
}

/** A query that ran out of time is not asked again. */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && /timed out|cancelled/i.test(error.message);
}

/** 'Preview data' as a mutation; `onDone` gets the rows and their output columns. */
export function useQueryPreview(onDone: (preview: QueryPreview) => void) {
  const { client } = useApi();
  return useMutation({
    mutationFn: (input: QueryPreviewInput) => fetchQueryPreview(client, input),
    onSuccess: onDone,
    meta: { silent: true },
  });
}
