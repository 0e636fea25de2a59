import { useMemo } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import type { ColorScheme } from '../theme/palette';
import type { ChartData } from './chart-data';
import { EChart } from './EChart';
import type { ChartOption } from './options/chart-option';

export type OptionBuilder = (
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
) => ChartOption;

export interface OptionChartProps {
  build: OptionBuilder;
  config: ChartConfigClassic;
  data: ChartData;
  colorScheme: ColorScheme;
  title: string;
}

/** An ECharts chart whose option comes from a pure builder. */
export function OptionChart({ build, config, data, colorScheme, title }: OptionChartProps) {
  const option = useMemo(
    () => build(config, data, colorScheme),
    [build, config, data, colorScheme],
  );
  return <EChart option={option} title={title} colorScheme={colorScheme} />;
}
