import type { ChartType, ChartTypeV2 } from '@chartroom/core';
import {
  IconChartArea,
  IconChartAreaLine,
  IconChartBar,
  IconChartColumn,
  IconChartDonut,
  IconChartGridDots,
  IconChartHistogram,
  IconChartInfographic,
  IconChartLine,
  IconChartPie,
  IconChartScatter,
  IconLayoutList,
  IconMapPin,
  IconNumber123,
  IconTable,
  IconTextSize,
  IconTimeline,
  type Icon,
} from '@tabler/icons-react';

/**
 * One Tabler icon per classic chart type (charts.md §1), each its own. Legacy names of stored
 * configs ('Bar', 'Area', 'Stacked Area', 'KPI card') take the icon of the type they stand for.
 */
export const CLASSIC_TYPE_ICONS: Record<ChartType, Icon> = {
  Table: IconTable,
  Text: IconTextSize,
  'Stat Card': IconNumber123,
  'Donut Chart': IconChartDonut,
  'Pie Chart': IconChartPie,
  Map: IconMapPin,
  'Scatter Plot': IconChartScatter,
  'Heat Map': IconChartGridDots,
  'Bar List': IconLayoutList,
  'Grouped Bar': IconChartBar,
  'Stacked Bar': IconChartColumn,
  'Combo Chart': IconChartHistogram,
  Line: IconChartLine,
  'Area Line': IconChartAreaLine,
  'Advanced Line': IconTimeline,
  Bar: IconChartBar,
  Area: IconChartAreaLine,
  'Stacked Area': IconChartArea,
  'KPI card': IconNumber123,
};

/** The v2 types (charts.md §1) take the icon of the classic type they draw like. */
export const V2_TYPE_ICONS: Record<ChartTypeV2, Icon> = {
  table: IconTable,
  bar: IconChartBar,
  line: IconChartLine,
  area: IconChartAreaLine,
  pie: IconChartPie,
  donut: IconChartDonut,
  scatter: IconChartScatter,
  kpiCard: IconNumber123,
};

/** Shown for a type this hub does not know. */
export const UNKNOWN_TYPE_ICON: Icon = IconChartInfographic;

/** The icon of a chart type as a library item names it (classic or v2). */
export function chartTypeIcon(type: string): Icon {
  return (
    (CLASSIC_TYPE_ICONS as Record<string, Icon>)[type] ??
    (V2_TYPE_ICONS as Record<string, Icon>)[type] ??
    UNKNOWN_TYPE_ICON
  );
}
