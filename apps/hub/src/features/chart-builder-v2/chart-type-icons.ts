import type { ChartTypeV2, DimensionType } from '@chartroom/core';
import {
  IconAlphabetLatin,
  IconCalendar,
  IconChartArea,
  IconChartBar,
  IconChartDonut,
  IconChartDots,
  IconChartLine,
  IconChartPie,
  IconHash,
  IconNumber,
  IconTable,
  IconToggleLeft,
  type Icon,
} from '@tabler/icons-react';

/** The icon of each v2 chart type. */
export const CHART_TYPE_ICONS: Record<ChartTypeV2, Icon> = {
  table: IconTable,
  bar: IconChartBar,
  line: IconChartLine,
  area: IconChartArea,
  pie: IconChartPie,
  donut: IconChartDonut,
  scatter: IconChartDots,
  kpiCard: IconNumber,
};

/** The icon of each field type. */
export const FIELD_TYPE_ICONS: Record<DimensionType, Icon> = {
  string: IconAlphabetLatin,
  number: IconHash,
  date: IconCalendar,
  boolean: IconToggleLeft,
};

/** Mantine colour of each field type (dimensions green-ish, measures blue, dates violet). */
export const FIELD_TYPE_COLORS: Record<DimensionType, string> = {
  string: 'teal',
  number: 'blue',
  date: 'violet',
  boolean: 'orange',
};
