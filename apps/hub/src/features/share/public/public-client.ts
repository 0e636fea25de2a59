import {
  ApiError,
  type ChartDataBatchBody,
  type ChartDataBatchResult,
  type ChartroomClient,
} from '@chartroom/client';

/**
 * The client a visitor without a token reads a public dashboard with (decision 012): the
 * dashboard view's calls go to the public ones — the row to `/tenant/get-public-dashboard`, the
 * charts to `/tenant/get-public-charts`, each chart's data to `/tenant/get-public-chart-data`
 * (the batch is one public call a chart) and filter values to `/tenant/get-public-filter-values`.
 * A visitor's usage events are dropped here (the event call needs a credential). Everything else is the base
 * client's, which has no credential: the server refuses it.
 */
export function publicClient(base: ChartroomClient): ChartroomClient {
  return {
    ...base,
    getDashboard: ({ dashboard }) => base.getPublicDashboard({ dashboardId: dashboard.id }),
    getCharts: ({ charts }) => base.getPublicCharts({ chartIdentifiers: charts }),
    getChartData: ({ dashboardId, chart, filterValues, chartFilterValues, segmentPage, tz }) => {
      // Only saved charts of the public dashboard: an unsaved chart config never runs here.
      if (!dashboardId || !('id' in chart)) {
        return Promise.reject(new ApiError('A public chart is read through its dashboard', 404));
      }
      return base.getPublicChartData({
        dashboardId,
        chart,
        filterValues,
        ...(chartFilterValues ? { chartFilterValues } : {}),
        segmentPage,
        tz,
      });
    },
    getFilterValues: (body) => base.getPublicFilterValues(body),
    getChartDataBatch: (body, options) => publicBatch(base, body, options?.signal),
    sendEvent: () => Promise.resolve({ received: true as const }),
  };
}

/**
 * The batch call's results, one public chart-data call a chart, yielded as each answers (the
 * batch's contract: `index` is the chart's position in `body.charts`).
 */
async function* publicBatch(
  base: ChartroomClient,
  body: ChartDataBatchBody,
  signal: AbortSignal | undefined,
): AsyncGenerator<ChartDataBatchResult> {
  const pending = new Map<number, Promise<ChartDataBatchResult>>();
  body.charts.forEach((chart, index) => {
    const call = base
      .getPublicChartData({
        dashboardId: body.dashboardId,
        chart: { id: chart.id, ...(chart.version === undefined ? {} : { version: chart.version }) },
        filterValues: [...(chart.filterValues ?? body.filterValues ?? [])],
        segmentPage: chart.segmentPage ?? 0,
        ...(body.tz ? { tz: body.tz } : {}),
      })
      .then(
        (data): ChartDataBatchResult => ({ index, data }),
        (err: unknown): ChartDataBatchResult => ({
          index,
          error:
            err instanceof ApiError
              ? err
              : new ApiError(err instanceof Error ? err.message : String(err), 0),
        }),
      );
    pending.set(index, call);
  });
  while (pending.size > 0) {
    if (signal?.aborted) throw new ApiError('Request cancelled', 0);
    const result = await Promise.race(pending.values());
    pending.delete(result.index);
    yield result;
  }
}
