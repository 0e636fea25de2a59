import { Center, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import { useUiTranslation } from '../i18n/i18n';
import { PointsMap } from '../points-map/LazyPointsMap';
import { StatCard } from '../stat-card/StatCard';
import { TextChart } from '../text-chart/TextChart';
import type { ColorScheme } from '../theme/palette';
import type { ChartData } from './chart-data';
import { ChartDrawnRoot, DrawnOnMount } from './chart-drawn';
import { DatumClickProvider, type DatumClickHandler } from './datum-click';
import { DataTable } from './LazyDataTable';
import { EChartsChart } from './LazyEChartsChart';
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
  /** Click-to-filter: a click on a bar, slice, point, marker or table cell names its datum. */
  onDatumClick?: DatumClickHandler | undefined;
}

/**
 * Draws a classic chart by its type (exhaustive over chart types) inside the chart's root element,
 * which carries `data-chart-drawn` (chart-drawn.tsx). ECharts (with the option builders), the
 * map, the table and the rich-text editor load on demand, each showing the loading skeleton
 * meanwhile; stat cards are drawn at once. Memoised: a card that renders again for anything
 * else (its query's state, the page's filters or session, a sibling's answer) leaves a chart
 * with the same config and data as it is (a table's row models, a chart's option).
 */
export const ChartRenderer = memo(function ChartRenderer(props: ChartRendererProps) {
  return (
    <ChartDrawnRoot>
      <DatumClickProvider config={props.config} data={props.data} onDatumClick={props.onDatumClick}>
        <ChartByType {...props} />
      </DatumClickProvider>
    </ChartDrawnRoot>
  );
});

/** A part that is drawn once mounted. */
function drawnOnMount(part: ReactNode) {
  return (
    <>
      {part}
      <DrawnOnMount />
    </>
  );
}

function ChartByType({
  config,
  data,
  colorScheme,
  title,
  error,
  legendPosition,
}: ChartRendererProps) {
  const { t } = useUiTranslation();
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
      return drawnOnMount(<StatCard config={config} data={data} error={error} />);
    case 'Map':
      return <PointsMap config={config} data={data} colorScheme={colorScheme} title={title} />;
    case 'Pie Chart':
    case 'Donut Chart':
    case 'Scatter Plot':
    case 'Heat Map':
    case 'Bar List':
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
        <EChartsChart
          type={type}
          config={config}
          data={data}
          colorScheme={colorScheme}
          title={title}
          legendPosition={legendPosition}
        />
      );
    default: {
      const unsupported: never = type;
      return drawnOnMount(
        <Center h="100%">
          <Text c="dimmed" size="sm">
            {t('renderer.unsupportedType', { type: String(unsupported) })}
          </Text>
        </Center>,
      );
    }
  }
}
