import { ChartViewer, chartDataKey, type ChartCardState, type ColorScheme } from '@chartroom/ui';
import { Card } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context';
import {
  galleryDocument,
  galleryNeedsData,
  gallerySlug,
  type GalleryChart,
} from './gallery-charts';

export interface GalleryCardProps {
  chart: GalleryChart;
  connection: string;
  colorScheme: ColorScheme;
  height: number;
}

/**
 * One gallery card: the unsaved chart's data from `POST /query/chart-data`, drawn with
 * ChartViewer as a dashboard card draws it; `data-state` as on `chart-card-*`.
 */
export function GalleryCard({ chart, connection, colorScheme, height }: GalleryCardProps) {
  const { client, scope } = useApi();
  const withData = galleryNeedsData(chart);
  const config = useMemo(() => galleryDocument(chart), [chart]);
  // Keyed by the non-cosmetic part of the document: restyling a chart does not refetch.
  const dataKey = useMemo(() => chartDataKey(config), [config]);
  const [segmentPage, setSegmentPage] = useState(0);
  const data = useQuery({
    queryKey: [scope, 'gallery-chart-data', dataKey, connection, segmentPage],
    queryFn: () => client.getChartData({ chart: { config, connection }, segmentPage }),
    enabled: withData,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });

  const error = data.isError ? data.error.message : undefined;
  let state: ChartCardState = 'ready';
  if (error) state = 'error';
  else if (withData && data.isFetching) state = 'loading';
  else if (withData && (data.data?.rows.length ?? 0) === 0) state = 'empty';

  return (
    <Card
      withBorder
      radius="md"
      padding={12}
      data-testid={`gallery-card-${gallerySlug(chart)}`}
      data-state={state}
      data-chart-type={chart.type}
    >
      <ChartViewer
        name={chart.type}
        config={chart.chartConfig}
        data={data.data}
        loading={withData && data.isPending && data.isFetching}
        error={error}
        colorScheme={colorScheme}
        height={height}
        segmentPage={segmentPage}
        onSegmentPageChange={setSegmentPage}
        bare
      />
    </Card>
  );
}
