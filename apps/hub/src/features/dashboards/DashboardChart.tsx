import type { ChartFilter, ChartRow, FilterValueEntry } from '@chartroom/core';
import {
  ChartCard,
  ChartFilterChips,
  ChartFiltersPopover,
  ChartViewer,
  cardContentHeight,
  chartDataKey,
  type ChartCardState,
  type ChartDatum,
} from '@chartroom/ui';
import { useComputedColorScheme } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useDemoChartPlaceholder } from '../demo/demo-placeholder';
import { chartDataBatcher } from './chart-data-batcher';
import { chartName, chartViewerConfig, needsData } from './chart-row';
import { useCardChartFilters } from './chart-filters/use-card-chart-filters';

export interface DashboardChartProps {
  chartId: string;
  version: number;
  /** Grid rows the card spans (layout h). */
  rows: number;
  chart: ChartRow | undefined;
  dashboardId: string;
  filterValues: FilterValueEntry[];
  embedded: boolean;
  /** Shown on the card on hover or focus (edit mode: edit and remove, CardEditActions). */
  controls?: ReactNode;
  /** The chart's saved chart-level filters ('Set chart filters' and chips, decision 031). */
  chartFilters?: readonly ChartFilter[] | undefined;
  /** Click-to-filter: a click on one of the chart's data. */
  onDatumClick?: ((datum: ChartDatum) => void) | undefined;
  /** The dashboard's zone (the chart filters' date presets). */
  timeZone?: string | undefined;
}

/** One card: loads the chart's data for the applied filters and draws it with ChartViewer. */
export function DashboardChart(props: DashboardChartProps) {
  const { chartId, version, rows, chart, dashboardId, filterValues, embedded } = props;
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const colorScheme = useComputedColorScheme('light');
  const withData = needsData(chart);
  // Demo role dashboards: each card's placeholder first, a random 750–1500 ms (decision 025).
  const demoHold = useDemoChartPlaceholder(dashboardId);
  // Cosmetic edits of the config keep this key (no refetch); the version pins the saved chart.
  const dataKey = useMemo(() => (chart ? chartDataKey(chart.config) : null), [chart]);
  // The segment page goes back to the first when the filter values change.
  const cardFilters = useCardChartFilters(chartId, dashboardId, props.chartFilters);
  const chartFilterValues = cardFilters.requestValues;
  const filtersKey = JSON.stringify([filterValues, chartFilterValues]);
  const [segment, setSegment] = useState({ page: 0, filtersKey });
  const segmentPage = segment.filtersKey === filtersKey ? segment.page : 0;

  const data = useQuery({
    queryKey: [
      scope,
      'chart-data',
      chartId,
      version,
      dataKey,
      dashboardId,
      filterValues,
      segmentPage,
      chartFilterValues,
    ],
    // The cards mounting together share one batched call (chart-data-batcher.ts); a card with its
    // own chart filter values set asks alone, both filter sets in one query.
    queryFn: () =>
      chartFilterValues.length > 0
        ? client.getChartData({
            chart: { id: chartId, version },
            dashboardId,
            filterValues,
            chartFilterValues,
            segmentPage,
          })
        : chartDataBatcher(client).load({
            chartId,
            version,
            dashboardId,
            filterValues,
            segmentPage,
          }),
    enabled: withData,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

  const error = !chart
    ? t('dashboard.chartMissing')
    : data.isError
      ? data.error.message
      : undefined;
  let state: ChartCardState = 'ready';
  if (error) state = 'error';
  else if (demoHold || (withData && data.isFetching)) state = 'loading';
  else if (withData && (data.data?.rows.length ?? 0) === 0) state = 'empty';

  return (
    <ChartCard
      chartId={chartId}
      state={state}
      refreshing={data.isFetching && !data.isPending}
      controls={props.controls}
      filterTrigger={
        cardFilters.filters.length > 0 ? (
          <ChartFiltersPopover
            chartId={chartId}
            filters={cardFilters.filters}
            values={cardFilters.values}
            onChange={cardFilters.setValue}
            options={cardFilters.options}
            optionsLoading={cardFilters.optionsLoading}
            onOpen={cardFilters.onOpen}
            timeZone={props.timeZone}
          />
        ) : undefined
      }
    >
      <ChartViewer
        chips={
          cardFilters.active ? (
            <ChartFilterChips
              chartId={chartId}
              filters={cardFilters.filters}
              values={cardFilters.values}
              onRemove={(id) => cardFilters.setValue(id, null)}
              onClearAll={cardFilters.clearAll}
            />
          ) : undefined
        }
        name={chartName(chart, t('dashboard.untitledChart'))}
        config={chart ? chartViewerConfig(chart) : null}
        data={demoHold ? undefined : data.data}
        loading={demoHold || (withData && data.isPending && data.isFetching)}
        error={error}
        embedded={embedded}
        colorScheme={colorScheme}
        height={cardContentHeight(rows)}
        segmentPage={segmentPage}
        onSegmentPageChange={(page) => setSegment({ page, filtersKey })}
        onDatumClick={props.onDatumClick}
        bare
      />
    </ChartCard>
  );
}
