import type { ChartDocument, ChartFilterConfig } from '@chartroom/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { LIBRARY_KEY } from '../chart-library/use-library-charts';

/** The chart as the builder holds it now, for 'Refine model'. */
export interface RefineModelChart {
  /** The saved chart's id; null until the chart has been saved once. */
  id: string | null;
  /** The saved version the golden chart is pinned to (latest when null). */
  version: number | null;
  /** The current config: chart config (classic or v2), data prep and golden table. */
  document: ChartDocument;
  /** The chart-level filter configs (the document's own `filters` when left out). */
  filters?: readonly ChartFilterConfig[];
}

/**
 * Stores a golden chart (POST /ai-golden-charts/save) for the chart's current config, version,
 * data prep, filters and golden table (the chart's, else its single raw table). A failure is only logged (charts.md §8); `refine` answers
 * whether it was stored.
 */
export function useRefineModel(chart: RefineModelChart) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const { t } = useHubTranslation();
  const mutation = useMutation({
    mutationFn: async (prompt: string) => {
      if (!chart.id) throw new Error('Save the chart before refining the model');
      const { document } = chart;
      const raw = document.dataPrep.rawTableNames;
      return client.saveGoldenChart({
        chart_id: chart.id,
        ...(chart.version !== null ? { chartVersion: chart.version } : {}),
        prompt,
        config: document,
        filters: [...(chart.filters ?? document.filters ?? [])],
        golden_table_raw_name:
          document.goldenTable ??
          document.dataPrep.goldenTable ??
          (raw.length === 1 ? (raw[0] ?? null) : null),
        chart_config_version: 1,
        filters_config_version: 1,
      });
    },
    meta: { silent: true },
    onSuccess: (_answer, prompt) => {
      notifications.show({
        color: 'teal',
        title: t('goldenCharts.refine.saved'),
        message: t('goldenCharts.refine.savedText', { prompt }),
      });
      void queryClient.invalidateQueries({ queryKey: [scope, LIBRARY_KEY, 'golden'] });
    },
    onError: (error) => console.error('Storing the golden chart failed', error),
  });
  const refine = (prompt: string): Promise<boolean> =>
    mutation.mutateAsync(prompt).then(
      () => true,
      () => false,
    );
  return { refine, saving: mutation.isPending };
}
