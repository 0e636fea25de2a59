import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/** Keys of the chart config that change only how the chart looks, not its data. */
const LOOK_ONLY = [
  'title',
  'titleSize',
  'bgColor',
  'fontFamily',
  'layout',
  'formatConfig',
  'layers',
  'richText',
];

interface SeriesLike {
  column?: string;
  baseAggregationStrategy?: string;
  segmentConfig?: { segmentBy?: string | null } | null;
}

/** The part of the document the data's shape depends on (columns and grouping). */
export function dataShape(document: Record<string, unknown>): string {
  const config = (document.chartConfig ?? {}) as Record<string, unknown>;
  const dataPrep = (document.dataPrep ?? {}) as Record<string, unknown>;
  const xAxis = (config.xAxis ?? {}) as { column?: string; format?: { bucketing?: unknown } };
  const series = (config.yAxis ?? []) as SeriesLike[];
  return JSON.stringify([
    config.type,
    dataPrep.query,
    xAxis.column,
    xAxis.format?.bucketing,
    series.map((s) => [s.column, s.baseAggregationStrategy, s.segmentConfig?.segmentBy]),
  ]);
}

function dataKey(document: Record<string, unknown>): unknown {
  const chartConfig = (document.chartConfig ?? {}) as Record<string, unknown>;
  return {
    ...document,
    chartConfig: Object.fromEntries(
      Object.entries(chartConfig).filter(([k]) => !LOOK_ONLY.includes(k)),
    ),
  };
}

/**
 * Data of the unsaved chart from POST /query/chart-data (debounced while editing). The previous
 * answer stays on screen while refetching only when the data keeps its shape (a colour or order
 * change), never across a change of type, axes or query.
 */
export function useBuilderChartData(
  document: Record<string, unknown>,
  connection: string | null,
  enabled: boolean,
) {
  const { client, scope } = useApi();
  const [debounced] = useDebouncedValue(document, 350);
  const shape = dataShape(debounced);
  return useQuery({
    queryKey: [scope, 'builder-chart-data', connection, shape, dataKey(debounced)],
    queryFn: () =>
      client.getChartData({
        chart: { config: debounced, connection: connection ?? '' },
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    enabled: enabled && connection !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === shape ? previous : undefined,
    retry: false,
    meta: { silent: true },
  });
}
