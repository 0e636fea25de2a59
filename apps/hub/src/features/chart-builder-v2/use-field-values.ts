import type { ChartDocument } from '@chartroom/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/**
 * Distinct values of a field (the 'Scan' option source of select filters): the table grouped by
 * the field through the chart-data call, most frequent first.
 */
export function useFieldValues(
  document: ChartDocument,
  connection: string | null,
  field: string | null,
  enabled: boolean,
) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'builder-v2-field-values', connection, document.goldenTable, field],
    enabled: enabled && connection !== null && field !== null,
    queryFn: async (): Promise<string[]> => {
      const config = {
        ...document,
        type: 'table',
        chartConfigV2: {
          type: 'table',
          dimensions: [{ name: 'value', field: field ?? '', type: 'string' }],
          measures: [{ name: 'count', field: field ?? '', aggregation: 'count' }],
        },
      };
      const answer = await client.getChartData({
        chart: { config, connection: connection ?? '' },
      });
      return answer.rows
        .slice()
        .sort((a, b) => Number(b.count ?? 0) - Number(a.count ?? 0))
        .map((r) => r.value)
        .filter((v) => v !== null && v !== '')
        .map(String)
        .slice(0, 200);
    },
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}
