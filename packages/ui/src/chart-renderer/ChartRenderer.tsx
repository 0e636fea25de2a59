import { Center, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import { DataTable } from '../data-table/DataTable';
import { useUiTranslation } from '../i18n/i18n';
import { PointsMap } from '../points-map/PointsMap';
import { StatCard } from '../stat-card/StatCard';
import { TextChart } from '../text-chart/TextChart';
import type { ColorScheme } from '../theme/palette';
import type { ChartData } from './chart-data';
import { HeatMapChart } from './HeatMapChart';
import { OptionChart, type OptionBuilder } from './OptionChart';
import { PagedOptionChart } from './PagedOptionChart';
import { buildPagedBarListOption } from './options/bar-list-option';
import { buildPagedCartesianOption } from './options/cartesian-option';
import { buildPieOption } from './options/pie-option';
import { buildScatterOption } from './options/scatter-option';
import type { LegendPosition } from './options/legend';

export interface ChartRendererProps {
  config: ChartConfigClassic;
  data: ChartData;
  colorScheme: ColorScheme;
  /** Accessible name and CSV prefix. */
  title: string;
  error?: string | null;
  /** Legend position of the cartesian types (v2 settings); classic charts put it on top. */
  legendPosition?: LegendPosition;
}

/** Draws a classic chart by its type (exhaustive over chart types). */
export function ChartRenderer({
  config,
  data,
  colorScheme,
  title,
  error,
  legendPosition,
}: ChartRendererProps) {
  const { t } = useUiTranslation();
  const other = t('renderer.other');
  const pieBuilder = useMemo<OptionBuilder>(
    () => (c, d, s) => buildPieOption(c, d, s, other),
    [other],
  );
  const common = { config, data, colorScheme, title };
  const type = config.type;

  switch (type) {
    case 'Table':
      return (
        <DataTable
          columns={data.columns}
          rows={data.rows}
          options={config.advanced?.table}
          formatConfig={config.formatConfig}
          exportPrefix={title}
        />
      );
    case 'Text':
      return <TextChart richText={config.richText} />;
    case 'Stat Card':
    case 'KPI card':
      return <StatCard config={config} data={data} error={error} />;
    case 'Pie Chart':
    case 'Donut Chart':
      return <OptionChart build={pieBuilder} {...common} />;
    case 'Map':
      return <PointsMap config={config} data={data} colorScheme={colorScheme} title={title} />;
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
      const unsupported: never = type;
      return (
        <Center h="100%">
          <Text c="dimmed" size="sm">
            {t('renderer.unsupportedType', { type: String(unsupported) })}
          </Text>
        </Center>
      );
    }
  }
}
