import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import type { ColorScheme } from '../theme/palette';
import type { ChartData } from './chart-data';
import { EChart } from './EChart';
import { buildHeatmapOption, heatmapPageCount } from './options/heatmap-option';
import { Pager } from './Pager';

export interface HeatMapChartProps {
  config: ChartConfigClassic;
  data: ChartData;
  colorScheme: ColorScheme;
  title: string;
}

/** Heat Map with a pager of 10 columns per page. */
export function HeatMapChart({ config, data, colorScheme, title }: HeatMapChartProps) {
  const [page, setPage] = useState(0);
  const pageCount = useMemo(() => heatmapPageCount(config, data), [config, data]);
  const current = Math.min(page, pageCount - 1);
  const option = useMemo(
    () => buildHeatmapOption(config, data, colorScheme, current),
    [config, data, colorScheme, current],
  );
  return (
    <Stack gap={4} h="100%">
      <div style={{ flex: 1, minHeight: 0 }}>
        <EChart option={option} title={title} colorScheme={colorScheme} />
      </div>
      <Pager page={current} pageCount={pageCount} onChange={setPage} testId="heatmap-pager" />
    </Stack>
  );
}
