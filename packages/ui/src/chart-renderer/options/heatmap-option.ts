import type { ChartConfigClassic } from '@chartroom/core';
import { formatNumberOrError, toNumber } from '../../format/number-format';
import type { ColorScheme } from '../../theme/palette';
import type { ChartData } from '../chart-data';
import type { ChartOption } from './chart-option';
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

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

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

/** Distinct x labels, in order of first appearance. */
function xLabels(config: ChartConfigClassic, data: ChartData): string[] {
  const { x } = heatmapColumns(config, data);
  const label = categoryLabeler(config, data, x);
  return distinct(data.rows.map((r) => label(r[x])));
}

export function heatmapPageCount(
  config: ChartConfigClassic,
  data: ChartData,
  pageSize = heatmapPageSize(config),
): number {
  return Math.max(1, Math.ceil(xLabels(config, data).length / pageSize));
}

/** Heat Map of one page of x values (0-based); colours scale over all pages. Pure. */
export function buildHeatmapOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  page = 0,
  pageSize = heatmapPageSize(config),
): ChartOption {
  const p = palette(scheme);
  const cols = heatmapColumns(config, data);
  const xLabel = categoryLabeler(config, data, cols.x);
  const allX = xLabels(config, data);
  const pageCount = Math.max(1, Math.ceil(allX.length / pageSize));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  const pageX = allX.slice(current * pageSize, current * pageSize + pageSize);
  const xIndex = new Map(pageX.map((v, i) => [v, i]));
  // Rows (y) in natural order, first on top: 0…23, '1 Mon'…'7 Sun', A…Z.
  const yValues = distinct(data.rows.map((r) => String(r[cols.y] ?? ''))).sort(
    naturalOrder.compare,
  );
  const yIndex = new Map(yValues.map((v, i) => [v, i]));
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
  return {
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
}
