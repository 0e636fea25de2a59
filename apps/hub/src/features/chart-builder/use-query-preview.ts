import type { OutputColumn } from '@chartroom/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { inferOutputColumns } from './infer-output-columns';
import { previewSql } from './preview-sql';

export interface QueryPreview {
  rows: Record<string, unknown>[];
  columns: OutputColumn[];
}

/** 'Preview data': runs the query (first 100 rows) with POST /query/run and infers its columns. */
export function useQueryPreview(onDone: (preview: QueryPreview) => void) {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (input: {
      query: string;
      connectionId: string;
      rawTableNames: string[];
    }): Promise<QueryPreview> => {
      const rows = await client.runQuery({
        sqlQuery: previewSql(input.query),
        connectionId: input.connectionId,
        rawTableNames: input.rawTableNames,
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      return { rows, columns: inferOutputColumns(rows) };
    },
    onSuccess: onDone,
    meta: { silent: true },
  });
}
