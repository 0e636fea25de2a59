import type { ChartConfigClassic, ResultValue } from '@chartroom/core';
import type { ChartData } from '../chart-data';
import type { ChartDatum } from '../datum-click';
import { categoryLabeler, xColumn } from './common';

/** The parts of an ECharts click event we read. */
export interface EChartsClickParams {
  componentType?: string;
  name?: string;
  dataIndex?: number;
  value?: unknown;
}

function plain(value: ResultValue | undefined): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return String(value);
  return value;
}

/**
 * The datum a click on an ECharts series item names: the chart's category (x) column and the raw
 * value of the row whose label was clicked (a bar, a slice, a line point, a bar-list row); a
 * scatter point names its x value. Null for clicks elsewhere (axes, legend) or without a column.
 */
export function clickDatum(
  config: ChartConfigClassic,
  data: ChartData,
  params: EChartsClickParams,
): ChartDatum | null {
  if (params.componentType !== 'series') return null;
  const column = xColumn(config, data);
  if (!column) return null;
  if (config.type === 'Scatter Plot') {
    const row = params.dataIndex === undefined ? undefined : data.rows[params.dataIndex];
    return row ? { column, value: plain(row[column]) } : null;
  }
  if (config.type === 'Heat Map') return null;
  const name = params.name;
  if (name === undefined || name === '') return null;
  const label = categoryLabeler(config, data, column);
  const row = data.rows.find((r) => label(r[column]) === name);
  // 'Other' (grouped pie slices) names no single value.
  if (!row) return null;
  return { column, value: plain(row[column]) };
}
