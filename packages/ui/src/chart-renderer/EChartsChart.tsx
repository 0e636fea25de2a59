import { useMemo } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import { useUiTranslation } from '../i18n/i18n';
import type { ColorScheme } from '../theme/palette';
import type { ChartData } from './chart-data';
import { HeatMapChart } from './HeatMapChart';
import { OptionChart, type OptionBuilder } from './OptionChart';
import { PagedOptionChart } from './PagedOptionChart';
import { buildPagedBarListOption } from './options/bar-list-option';
import { buildPagedCartesianOption } from './options/cartesian-option';
import type { LegendPosition } from './options/legend';
import { buildPieOption } from './options/pie-option';
import { buildScatterOption } from './options/scatter-option';

/** The chart types ECharts draws: all but the table, text, KPI and map. */
export type EChartsType = Exclude<
  ChartConfigClassic['type'],
  'Table' | 'Text' | 'Stat Card' | 'KPI card' | 'Map'
>;

export interface EChartsChartProps {
  type: EChartsType;
  config: ChartConfigClassic;
  data: ChartData;
  colorScheme: ColorScheme;
  title: string;
  legendPosition?: LegendPosition;
}

/**
 * An ECharts chart by its type: option builders, pagers and the ECharts wrapper. Loaded with
 * ECharts itself on the first such chart (ChartRenderer, LazyEChartsChart.tsx).
 */
export function EChartsChart({ type, legendPosition, ...common }: EChartsChartProps) {
  const { t } = useUiTranslation();
  const other = t('renderer.other');
  const pieBuilder = useMemo<OptionBuilder>(
    () => (c, d, s) => buildPieOption(c, d, s, other),
    [other],
  );
  switch (type) {
    case 'Pie Chart':
    case 'Donut Chart':
      return <OptionChart build={pieBuilder} {...common} />;
    case 'Scatter Plot':
      return <OptionChart build={buildScatterOption} {...common} />;
    case 'Heat Map':
      return <HeatMapChart {...common} />;
    case 'Bar List':
      return <PagedOptionChart build={buildPagedBarListOption} {...common} />;
    case 'Line':
    case 'Area Line':
    case 'Advanced Line':
    case 'Area':
    case 'Stacked Area':
    case 'Bar':
    case 'Grouped Bar':
    case 'Stacked Bar':
    case 'Combo Chart':
      return (
        <PagedOptionChart
          build={buildPagedCartesianOption}
          legendPosition={legendPosition}
          {...common}
        />
      );
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
