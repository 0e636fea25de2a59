import type { ChartTypeV2, DimensionType } from '@chartroom/core';
import {
  IconAlphabetLatin,
  IconCalendar,
  IconHash,
  IconToggleLeft,
  type Icon,
} from '@tabler/icons-react';
import { V2_TYPE_ICONS } from '../chart-library/chart-type-icon';

/** The icon of each v2 chart type: the chart library's, so a type looks the same everywhere. */
export const CHART_TYPE_ICONS: Record<ChartTypeV2, Icon> = V2_TYPE_ICONS;

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
