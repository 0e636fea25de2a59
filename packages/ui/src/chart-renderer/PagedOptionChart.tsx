import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import type { ColorScheme } from '../theme/palette';
import type { ChartData } from './chart-data';
import { EChart } from './EChart';
import type { CartesianView, PagedOption } from './options/cartesian-option';
import type { LegendPosition } from './options/legend';
import { Pager } from './Pager';

export type PagedOptionBuilder = (
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  view: CartesianView,
) => PagedOption;

export interface PagedOptionChartProps {
  build: PagedOptionBuilder;
  config: ChartConfigClassic;
  data: ChartData;
  colorScheme: ColorScheme;
  title: string;
  legendPosition?: LegendPosition;
}

/** A cartesian chart whose bar types page their categories (`tremor.pageOn`) with a pager. */
export function PagedOptionChart({
  build,
  config,
  data,
  colorScheme,
  title,
  legendPosition,
}: PagedOptionChartProps) {
  const [page, setPage] = useState(0);
  const built = useMemo(
    () => build(config, data, colorScheme, { page, legendPosition }),
    [build, config, data, colorScheme, page, legendPosition],
  );
  return (
    <Stack gap={4} h="100%">
      <div style={{ flex: 1, minHeight: 0 }}>
        <EChart option={built.option} title={title} colorScheme={colorScheme} />
      </div>
      <Pager page={built.page} pageCount={built.pageCount} onChange={setPage} testId="bar-pager" />
    </Stack>
  );
}
