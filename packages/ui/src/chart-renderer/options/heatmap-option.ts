import type { ChartConfigClassic } from '@chartroom/core';
import { formatNumberOrError, toNumber } from '../../format/number-format';
import type { ColorScheme } from '../../theme/palette';
import type { ChartData } from '../chart-data';
import type { ChartOption } from './chart-option';
import { heatmapAxis, type HeatmapAxis } from './heatmap-axes';
import { escapeHtml } from './tooltip';
import {
  categoryLabeler,
  distinct,
  palette,
  startEndOnlyInterval,
  textStyle,
  tooltipStyle,
} from './common';

/** Up to this many rows or columns, every one is labelled. */
const ALL_LABELS_MAX = 31;

/** Height kept under the plot for the colour scale (px). */
const SCALE_SPACE = 30;

/** Heat map columns (x values) per page (spec default). */
export const HEATMAP_PAGE_SIZE = 10;

/** Columns per page: advanced.heatmap.pageOn, default 10. */
export function heatmapPageSize(config: ChartConfigClassic): number {
  return config.advanced?.heatmap?.pageOn ?? HEATMAP_PAGE_SIZE;
}

/** The heat map's long-form columns: x = xAxis.column, y = segmentBy, value = yAxis[0].column. */
export function heatmapColumns(config: ChartConfigClassic, data: ChartData) {
  const names = data.columns.map((c) => c.name);
  const x = config.xAxis?.column || names[0] || '';
  const y = config.yAxis?.[0]?.segmentConfig?.segmentBy || names.find((n, i) => i === 1) || '';
  const value =
    config.yAxis?.[0]?.column || names.find((n) => n !== x && n !== y) || names[2] || '';
  return { x, y, value };
}

/** The x axis (columns): distinct x values in order of first appearance (sort prefixes by number). */
function xAxisOf(config: ChartConfigClassic, data: ChartData): HeatmapAxis {
  const { x } = heatmapColumns(config, data);
  const label = categoryLabeler(config, data, x);
  return heatmapAxis(distinct(data.rows.map((r) => label(r[x]))), false);
}

export function heatmapPageCount(
  config: ChartConfigClassic,
  data: ChartData,
  pageSize = heatmapPageSize(config),
): number {
  return Math.max(1, Math.ceil(xAxisOf(config, data).keys.length / pageSize));
}

/** One page of a heat map: its option, and what it shows (for a pager and for tests). */
export interface HeatmapView {
  option: ChartOption;
  /** The page shown (0-based, clamped) and the number of pages of columns. */
  page: number;
  pageCount: number;
  /** Labels of the page's columns, and of every row. */
  xLabels: string[];
  yLabels: string[];
  /** The colour scale's range: the smallest and largest value of the whole answer. */
  min: number;
  max: number;
}

/**
 * Heat Map of one page of columns (x values, 0-based page); the rows and the colour scale are
 * those of the whole answer, so every page reads on the same scale. Pure.
 */
export function buildHeatmapView(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  page = 0,
  pageSize = heatmapPageSize(config),
): HeatmapView {
  const p = palette(scheme);
  const cols = heatmapColumns(config, data);
  const xLabel = categoryLabeler(config, data, cols.x);
  const xAxis = xAxisOf(config, data);
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(xAxis.keys.length / size));
  const current = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  const pageKeys = xAxis.keys.slice(current * size, current * size + size);
  const pageX = xAxis.labels.slice(current * size, current * size + size);
  const xIndex = new Map(pageKeys.map((v, i) => [v, i]));
  // Rows (y) in natural order, first on top: 0…23, A…Z; '1 Mon'…'7 Sun' by number as Mon…Sun.
  const yAxis = heatmapAxis(distinct(data.rows.map((r) => String(r[cols.y] ?? ''))), true);
  const yValues = yAxis.labels;
  const yIndex = new Map(yAxis.keys.map((v, i) => [v, i]));
  const all = data.rows.map((r) => toNumber(r[cols.value])).filter((v): v is number => v !== null);
  const min = all.length ? Math.min(...all) : 0;
  const max = all.length ? Math.max(...all) : 0;
  const cells: [number, number, number | null][] = [];
  for (const row of data.rows) {
    const xi = xIndex.get(xLabel(row[cols.x]));
    const yi = yIndex.get(String(row[cols.y] ?? ''));
    if (xi === undefined || yi === undefined) continue;
    cells.push([xi, yi, toNumber(row[cols.value])]);
  }
  const opts = config.advanced?.heatmap;
  const fmt = (v: unknown) =>
    formatNumberOrError(typeof v === 'number' ? v : null, config.formatConfig);
  const scaleMax = max === min ? min + 1 : max;
  // Cells are parted by the colour of the card behind them (the chart's own background if set).
  const background = config.bgColor || p.cardBackground;
  const option: ChartOption = {
    animation: false,
    ...(config.bgColor ? { backgroundColor: config.bgColor } : {}),
    textStyle: textStyle(config, p),
    grid: {
      left: 8,
      right: 8,
      top: 8,
      bottom: 8 + SCALE_SPACE,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const item = params as { value?: [number, number, number | null] };
        const [xi, yi, v] = item.value ?? [0, 0, null];
        return escapeHtml(`${pageX[xi] ?? ''} · ${yValues[yi] ?? ''}: ${fmt(v)}`);
      },
      ...tooltipStyle(p),
    },
    xAxis: {
      type: 'category',
      data: pageX,
      show: opts?.showXAxis ?? true,
      splitArea: { show: false },
      axisLabel: {
        color: p.mutedText,
        // Every column labelled when they fit (hours of a day), else ECharts thins them out.
        interval: opts?.startEndOnly
          ? startEndOnlyInterval(pageX.length)
          : pageX.length <= ALL_LABELS_MAX
            ? 0
            : 'auto',
        hideOverlap: true,
      },
      axisLine: { lineStyle: { color: p.axisLine } },
    },
    yAxis: {
      type: 'category',
      data: yValues,
      inverse: true,
      show: opts?.showYAxis ?? true,
      axisLabel: {
        color: p.mutedText,
        interval: yValues.length <= ALL_LABELS_MAX ? 0 : 'auto',
        hideOverlap: true,
      },
      axisLine: { lineStyle: { color: p.axisLine } },
    },
    // The colour scale under the plot, its low and high values in line with the ramp at either
    // end (never over it), right-aligned with the plot.
    visualMap: {
      type: 'continuous',
      min,
      max: scaleMax,
      calculable: false,
      orient: 'horizontal',
      right: 8,
      bottom: 0,
      itemWidth: 10,
      itemHeight: 140,
      text: [fmt(scaleMax), fmt(min)],
      textGap: 8,
      inRange: { color: [...p.heatmap] },
      textStyle: { color: p.mutedText },
    },
    series: [
      {
        type: 'heatmap',
        name: cols.value,
        data: cells,
        label: {
          show: opts?.labelCells ?? false,
          formatter: (c: { value?: unknown }) => fmt((c.value as unknown[] | undefined)?.[2]),
        },
        itemStyle: { borderColor: background, borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: p.text } },
      },
    ],
  };
  return { option, page: current, pageCount, xLabels: pageX, yLabels: yValues, min, max: scaleMax };
}

/** {@link buildHeatmapView}'s option. */
export function buildHeatmapOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  page = 0,
  pageSize = heatmapPageSize(config),
): ChartOption {
  return buildHeatmapView(config, data, scheme, page, pageSize).option;
}
