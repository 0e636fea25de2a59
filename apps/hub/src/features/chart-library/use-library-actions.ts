import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';
import { withAddedChart } from './dashboard-placement';
import type { LibraryItem } from './library-model';
import { LIBRARY_KEY } from './use-library-charts';

/**
 * Adds a chart to the dashboard at its next version: reads the latest version, places the chart
 * below the others and saves based on that version (a concurrent save answers 409, nothing lost).
 */
export function useAddToDashboard(dashboardId: string) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const usage = useUsageEvent();
  return async (chartId: string, chartVersion: number) => {
    const { dashboard } = await client.getDashboard({ dashboard: { id: dashboardId } });
    const saved = await client.saveDashboard({
      dashboardId,
      name: dashboard.name,
      config: withAddedChart(dashboard.config, chartId, chartVersion),
      dashboardVersion: dashboard.version,
    });
    queryClient.setQueryData([scope, 'dashboard', dashboardId], saved);
    void queryClient.invalidateQueries({ queryKey: [scope, 'dashboard-list'] });
    usage({ eventName: 'Chart Added', dashboardId, chartId });
    return saved.dashboard;
  };
}

/** Puts a picked chart's copy on the dashboard some other way (edit mode: into the draft). */
export type PickedChartSink = (chartId: string, version: number, name: string) => void;

/**
 * Picking a card: an unpublished copy of the chart (POST /chart/v2/copy), added to the dashboard
 * (saved at once), or handed to `sink` when given (the dashboard's edit mode keeps it in the draft).
 */
export function usePickChart(dashboardId: string, onAdded: () => void, sink?: PickedChartSink) {
  const { client, scope } = useApi();
  const { t } = useHubTranslation();
  const queryClient = useQueryClient();
  const addToDashboard = useAddToDashboard(dashboardId);
  return useMutation({
    mutationFn: async (item: LibraryItem) => {
      if (!item.chartId) throw new Error(t('chartLibrary.goldenNoChart'));
      const copy = await client.copyChart({
        chart: { id: item.chartId, version: item.version, published: false },
      });
      if (sink) sink(copy.chartId, copy.chartVersion, item.name);
      else await addToDashboard(copy.chartId, copy.chartVersion);
      return copy;
    },
    meta: { silent: true },
    onSuccess: (_copy, item) => {
      void queryClient.invalidateQueries({ queryKey: [scope, LIBRARY_KEY] });
      void queryClient.invalidateQueries({ queryKey: [scope, 'chart-list'] });
      if (!sink) {
        notifications.show({
          color: 'teal',
          message: t('chartLibrary.added', { name: item.name }),
        });
      }
      onAdded();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message: t('chartLibrary.addFailed', { message: error.message }),
      });
    },
  });
}

/** Deleting a draft (POST /chart/delete-chart), after the confirm dialog; refusals stay in it. */
export function useDeleteDraft(onDone: () => void) {
  const { client, scope } = useApi();
  const { t } = useHubTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: LibraryItem) => client.deleteChart({ chartId: item.chartId ?? '' }),
    meta: { silent: true },
    onSuccess: (_answer, item) => {
      void queryClient.invalidateQueries({ queryKey: [scope, LIBRARY_KEY] });
      void queryClient.invalidateQueries({ queryKey: [scope, 'chart-list'] });
      notifications.show({
        color: 'teal',
        message: t('chartLibrary.deleted', { name: item.name }),
      });
      onDone();
    },
    // A refusal is shown in the confirm dialog (see DeleteChartModal's error).
  });
}
