import type { ChartroomClient } from '@chartroom/client';
import { queryVariableNames, type ChartFilterConfig, type OutputColumn } from '@chartroom/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { inferOutputColumns } from './infer-output-columns';
import { previewColumnsSql, previewSql } from './preview-sql';
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
 * 'Preview data' (first 100 rows) and the output columns inferred from them.
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
    const rows = await client.runQuery({
      sqlQuery: previewSql(input.query),
      connectionId: input.connectionId,
      rawTableNames: input.rawTableNames,
      tz,
    });
    return { rows, columns: inferOutputColumns(rows), missingVariables: [] };
  }
  const missingVariables = variablesWithoutValue(input.query, input.filters ?? []);
  const sql = missingVariables.length ? previewColumnsSql(input.query) : previewSql(input.query);
  const answer = await client.getChartData({
    chart: { config: previewDocument(sql, input), connection: input.connectionId },
    tz,
  });
  const columns = answer.rows.length
    ? inferOutputColumns(answer.rows)
    : answer.columns.map((c) => ({ columnName: c.name, type: c.type }));
  return { rows: answer.rows, columns, missingVariables };
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
