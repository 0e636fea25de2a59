import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { SavedChart } from './chart-draft';
import { alignToSelection, detectRawTables } from './detect-raw-tables';
import { useBuilderTables } from './use-builder-tables';
import { fetchQueryPreview } from './use-query-preview';

/** A saved classic chart whose data prep lacks what the builder derives from its query. */
function needsFirstRun(chart: SavedChart | null | undefined): chart is SavedChart {
  return (
    !!chart &&
    chart.configVersion === 'v1' &&
    chart.draft.connection !== null &&
    chart.draft.dataPrep.query.trim() !== '' &&
    chart.draft.dataPrep.outputColumns.length === 0
  );
}

/**
 * The first run of a saved chart that has a query but no output columns (charts written by the
 * API or the demo seed; AI charts, decision 007): the data query runs once (charts.md §4) and its
 * output columns, with the raw tables detected from the query, become part of the saved copy, so
 * the chart draws at once and opening it is not an unsaved change. Charts that need nothing, and
 * runs that fail, are passed through as loaded (the builder then asks to prepare the data).
 */
export function useChartFirstRun(chart: SavedChart | null | undefined) {
  const { client, scope } = useApi();
  const needed = needsFirstRun(chart);
  const tables = useBuilderTables(needed ? chart.draft.connection : null);
  const run = useQuery({
    queryKey: [scope, 'chart-builder-first-run', chart?.id, chart?.version],
    enabled: needed && !tables.loading,
    queryFn: async (): Promise<SavedChart> => {
      if (!needsFirstRun(chart)) throw new Error('No first run needed');
      const { dataPrep, connection, filters } = chart.draft;
      const preview = await fetchQueryPreview(client, {
        query: dataPrep.query,
        connectionId: connection ?? '',
        rawTableNames: dataPrep.rawTableNames,
        filters: filters.map((f) => f.config),
      });
      const detected = alignToSelection(
        detectRawTables(dataPrep.query, tables.names),
        dataPrep.rawTableNames,
      );
      const derived = {
        ...dataPrep,
        outputColumns: preview.columns,
        rawTableNames: detected.length > 0 ? detected : dataPrep.rawTableNames,
      };
      return { ...chart, draft: { ...chart.draft, dataPrep: derived } };
    },
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (!needed) return { pending: false, chart };
  if (run.isPending && run.fetchStatus !== 'idle') return { pending: true, chart };
  if (tables.loading) return { pending: true, chart };
  if (run.isError) console.error('First run of the chart failed', run.error);
  return { pending: false, chart: run.data ?? chart };
}
