import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import type { ColorScheme } from '../theme/palette';
import type { ChartData } from './chart-data';
import { EChart } from './EChart';
import { buildHeatmapView } from './options/heatmap-option';
import { Pager } from './Pager';

export interface HeatMapChartProps {
  config: ChartConfigClassic;
  data: ChartData;
  colorScheme: ColorScheme;
  title: string;
}

/**
 * Heat Map with a pager of its columns (10 per page by default), every page on the colour scale
 * of the whole answer. What the page shows is on the container's data attributes (the chart is a
 * canvas): `data-x-labels` / `data-y-labels` (JSON), `data-scale-min` / `data-scale-max`,
 * `data-page` (1-based) and `data-page-count`.
 */
export function HeatMapChart({ config, data, colorScheme, title }: HeatMapChartProps) {
  const [page, setPage] = useState(0);
  const view = useMemo(
    () => buildHeatmapView(config, data, colorScheme, page),
    [config, data, colorScheme, page],
  );
  return (
    <Stack
      gap={4}
      h="100%"
      data-testid="heatmap"
      data-x-labels={JSON.stringify(view.xLabels)}
      data-y-labels={JSON.stringify(view.yLabels)}
      data-scale-min={view.min}
      data-scale-max={view.max}
      data-page={view.page + 1}
      data-page-count={view.pageCount}
    >
      <div style={{ flex: 1, minHeight: 0 }}>
        <EChart option={view.option} title={title} colorScheme={colorScheme} />
      </div>
      <Pager
        page={view.page}
        pageCount={view.pageCount}
        onChange={setPage}
        testId="heatmap-pager"
      />
    </Stack>
  );
}
