import type { ResultValue, ChartConfigClassic, Series } from '@chartroom/core';
import { formatDateLabel, looksLikeDates } from '../../format/date-label';
import { formatDateValue } from '../../format/date-value';
import { dateFormatOptions, parseFormatOptions } from '../../format/format-options';
import { chartPalette, type ChartPalette, type ColorScheme } from '../../theme/palette';
import { colorFromMap, valueColors } from '../../theme/series-colors';
import type { ChartData } from '../chart-data';

/** Above this many points, line series sample (LTTB) and bar/scatter series use large mode. */
export const LARGE_DATA_THRESHOLD = 10_000;

export const DATA_LABEL_DEFAULTS = { position: 'top', fontSize: 12, offset: 10 } as const;

export function palette(scheme: ColorScheme): ChartPalette {
  return chartPalette(scheme);
}

/** Series that are drawn (hidden ones are skipped). */
export function visibleSeries(config: ChartConfigClassic): Series[] {
  return (config.yAxis ?? []).filter((s) => !s.hidden);
}

export function seriesLabel(series: Series): string {
  return series.format?.label?.trim() || series.column;
}

/**
 * The colours of a chart's series, keyed by their labels: a series' own colour, else the chart's
 * colour map, else the palette colour its label keys to (series-colors.ts).
 */
export function seriesColors(
  config: ChartConfigClassic,
  series: readonly Series[],
  p: ChartPalette,
): string[] {
  return valueColors(
    series.map(seriesLabel),
    p.colors,
    (label, i) => series[i]?.color ?? colorFromMap(config.colorMap, label),
  );
}

/** The x column: the config's, else the first result column. */
export function xColumn(config: ChartConfigClassic, data: ChartData): string {
  return config.xAxis?.column || data.columns[0]?.name || '';
}

/** Value columns: the visible series, else every result column after the first. */
export function valueColumns(config: ChartConfigClassic, data: ChartData): Series[] {
  const series = visibleSeries(config);
  if (series.length > 0) return series;
  return data.columns.slice(1).map((c) => ({
    column: c.name,
    percentage: false,
    hidden: false,
    baseAggregationStrategy: 'Sum',
    dataLabelConfig: {
      showDataLabels: false,
      dataLabelPosition: 'top',
      dataLabelAngle: 0,
      dataLabelFontSize: 12,
      dataLabelOffset: 10,
    },
  }));
}

export function isHorizontal(config: ChartConfigClassic): boolean {
  return (config.layout ?? '').toLowerCase() === 'horizontal';
}

/** Segmentation of the first series, when on: the column to segment by. */
export function segmentByColumn(config: ChartConfigClassic): string | null {
  const seg = config.yAxis?.[0]?.segmentConfig;
  return seg?.segmentSeries && seg.segmentBy ? seg.segmentBy : null;
}

/** True when the column holds dates (by type, else by its first values). */
export function isDateColumn(data: ChartData, column: string): boolean {
  const type = data.columns.find((c) => c.name === column)?.type;
  if (type === 'date') return true;
  if (type && type !== 'string' && type !== 'mixed' && type !== 'unknown') return false;
  return looksLikeDates(data.rows.slice(0, 10).map((r) => r[column]));
}

/**
 * Turns x values into axis labels: dates as yyyy-MM-dd (month buckets as 'Jan 2024'), the x
 * axis' date-fns format, or the format config's Intl date options.
 */
export function categoryLabeler(
  config: ChartConfigClassic,
  data: ChartData,
  column: string,
): (value: ResultValue | undefined) => string {
  const dates = isDateColumn(data, column);
  const bucketing = config.xAxis?.format?.bucketing;
  const dateFormat = config.xAxis?.format?.dateFormat;
  // Intl.DateTimeFormat options in the format config apply unless the x axis has its own format.
  const parsed = parseFormatOptions(config.formatConfig?.formatConfig);
  const intlDates = !dateFormat?.trim() && parsed.ok && dateFormatOptions(parsed.options) !== null;
  return (value) => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    if (!dates) return text;
    return intlDates
      ? formatDateValue(text, config.formatConfig)
      : formatDateLabel(text, bucketing, dateFormat);
  };
}

/** Distinct values in order of first appearance. */
export function distinct<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

export function textStyle(config: ChartConfigClassic, p: ChartPalette) {
  return {
    color: p.text,
    ...(config.fontFamily ? { fontFamily: config.fontFamily } : {}),
  };
}

export function tooltipStyle(p: ChartPalette) {
  return {
    backgroundColor: p.tooltipBackground,
    borderColor: p.tooltipBorder,
    textStyle: { color: p.text },
    confine: true,
  };
}

/** Axis labels at the start and end only (advanced.*.startEndOnly). */
export function startEndOnlyInterval(count: number) {
  return (index: number) => index === 0 || index === count - 1;
}
