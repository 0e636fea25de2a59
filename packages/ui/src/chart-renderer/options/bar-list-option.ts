import type { ChartConfigClassic } from '@chartroom/core';
import { toNumber } from '../../format/number-format';
import type { ColorScheme } from '../../theme/palette';
import type { ChartData } from '../chart-data';
import {
  buildPagedCartesianOption,
  type CartesianView,
  type PagedOption,
} from './cartesian-option';
import type { ChartOption } from './chart-option';
import { valueColumns } from './common';

/** Bar List, one page of it: horizontal bars sorted by the first series, largest on top. */
export function buildPagedBarListOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  view: CartesianView = {},
): PagedOption {
  const first = valueColumns(config, data)[0];
  const rows = first
    ? [...data.rows].sort(
        (a, b) =>
          (toNumber(b[first.column]) ?? -Infinity) - (toNumber(a[first.column]) ?? -Infinity),
      )
    : data.rows;
  return buildPagedCartesianOption(
    { ...config, type: 'Bar List', layout: 'horizontal' },
    { ...data, rows },
    scheme,
    view,
  );
}

/** Bar List: horizontal bars sorted by the first series, largest on top (first page). */
export function buildBarListOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  view: CartesianView = {},
): ChartOption {
  return buildPagedBarListOption(config, data, scheme, view).option;
}
