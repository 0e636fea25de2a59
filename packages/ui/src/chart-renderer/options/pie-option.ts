import type { ChartConfigClassic } from '@chartroom/core';
import { formatNumberOrError, toNumber } from '../../format/number-format';
import type { ColorScheme } from '../../theme/palette';
import { resolveColor } from '../../theme/palette';
import { colorFromMap, valueColors } from '../../theme/series-colors';
import type { ChartData } from '../chart-data';
import { escapeHtml } from './tooltip';
import { PIE_CENTER_WIDE, pieLegendMedia } from './legend';
import type { ChartOption } from './chart-option';
import { categoryLabeler, palette, textStyle, tooltipStyle, valueColumns, xColumn } from './common';

/** Width of a legend label before it is truncated. */
export const PIE_LEGEND_TEXT_WIDTH = 110;

/** Over this many categories a pie keeps the first 24 and groups the rest into 'Other'. */
export const PIE_MAX_CATEGORIES = 25;
export const PIE_KEPT_CATEGORIES = 24;

export interface PieSlice {
  name: string;
  value: number;
}

/** Slices of a pie: first 24 plus 'Other' (the sum of the rest) over 25 categories. */
export function pieSlices(slices: PieSlice[], otherLabel: string): PieSlice[] {
  if (slices.length <= PIE_MAX_CATEGORIES) return slices;
  const kept = slices.slice(0, PIE_KEPT_CATEGORIES);
  const rest = slices.slice(PIE_KEPT_CATEGORIES).reduce((sum, s) => sum + s.value, 0);
  return [...kept, { name: otherLabel, value: rest }];
}

/** Pie Chart and Donut Chart (name = x column, value = first series). Pure. */
export function buildPieOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  otherLabel = 'Other',
): ChartOption {
  const p = palette(scheme);
  const x = xColumn(config, data);
  const series = valueColumns(config, data)[0];
  const label = categoryLabeler(config, data, x);
  const slices = pieSlices(
    data.rows.map((r) => ({
      name: label(r[x]),
      value: series ? (toNumber(r[series.column]) ?? 0) : 0,
    })),
    otherLabel,
  );
  // Each slice's colour by its name (saved in the colour map, else the palette colour its name
  // keys to): 'cancelled' is the same colour in every view, filter and tenant.
  const colors = valueColors(
    slices.map((s) => s.name),
    p.colors,
    (name) => colorFromMap(config.colorMap, name),
  );
  const firstColor = resolveColor(series?.color);
  if (firstColor && slices.length === 1) colors[0] = firstColor;
  const donut = config.type === 'Donut Chart';
  const tremor = config.advanced?.tremor;
  const showLabels = series?.dataLabelConfig?.showDataLabels ?? false;
  const showLegend = tremor?.showLegend ?? true;
  // Slices are parted by the colour of the card behind them (the chart's own background if set).
  const background = config.bgColor || p.cardBackground;
  return {
    animation: tremor?.showAnimation ?? true,
    ...(config.bgColor ? { backgroundColor: config.bgColor } : {}),
    color: colors,
    textStyle: textStyle(config, p),
    // A vertical legend on the right: every label on its own line (truncated with an ellipsis,
    // the full name in the legend's tooltip), paged by scrolling when there are many. Under the
    // pie on a narrow chart (media rules, legend.ts).
    media: pieLegendMedia(showLegend),
    legend: {
      show: showLegend,
      type: 'scroll',
      orient: 'vertical',
      right: 4,
      top: 'middle',
      itemGap: 8,
      itemWidth: 12,
      itemHeight: 12,
      icon: 'circle',
      textStyle: { color: p.text, width: PIE_LEGEND_TEXT_WIDTH, overflow: 'truncate' },
      tooltip: { show: true },
      pageIconColor: p.text,
      pageIconInactiveColor: p.axisLine,
      pageTextStyle: { color: p.mutedText },
    },
    tooltip: {
      show: tremor?.showTooltip ?? true,
      trigger: 'item',
      formatter: (params: unknown) => {
        const item = params as { name?: string; value?: number; percent?: number };
        return escapeHtml(
          `${item.name ?? ''}: ${formatNumberOrError(item.value ?? null, config.formatConfig)} (${item.percent ?? 0}%)`,
        );
      },
      ...tooltipStyle(p),
    },
    series: [
      {
        type: 'pie',
        name: series ? series.format?.label || series.column : '',
        radius: donut ? ['42%', '68%'] : '68%',
        center: showLegend ? PIE_CENTER_WIDE : ['50%', '50%'],
        data: slices,
        itemStyle: { borderColor: background, borderWidth: 1 },
        label: {
          show: showLabels,
          color: p.text,
          formatter: (item: { name?: string; value?: unknown }) =>
            `${item.name ?? ''}: ${formatNumberOrError(typeof item.value === 'number' ? item.value : null, config.formatConfig)}`,
        },
      },
    ],
  };
}
