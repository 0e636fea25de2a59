import type { ChartConfigClassic } from '@chartroom/core';
import {
  axisLabelFormatter,
  formatNumberOrError,
  maxAbsValue,
  toNumber,
} from '../../format/number-format';
import type { ColorScheme } from '../../theme/palette';
import type { ChartData } from '../chart-data';
import type { ChartOption, ScatterSeriesOption } from './chart-option';
import { escapeHtml } from './tooltip';
import {
  LARGE_DATA_THRESHOLD,
  categoryLabeler,
  distinct,
  palette,
  seriesColors,
  seriesLabel,
  textStyle,
  tooltipStyle,
  valueColumns,
  xColumn,
} from './common';

/** Scatter Plot: x against each series; a numeric x gives a value axis. Pure. */
export function buildScatterOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
): ChartOption {
  const p = palette(scheme);
  const x = xColumn(config, data);
  const xType = data.columns.find((c) => c.name === x)?.type;
  const numericX =
    xType === 'number' ||
    (xType !== 'date' && data.rows.length > 0 && data.rows.every((r) => toNumber(r[x]) !== null));
  const label = categoryLabeler(config, data, x);
  const categories = numericX ? [] : distinct(data.rows.map((r) => label(r[x])));
  const large = data.rows.length > LARGE_DATA_THRESHOLD;
  const series = valueColumns(config, data);
  const colors = seriesColors(config, series, p);
  const tremor = config.advanced?.tremor;
  const fmt = (v: unknown) =>
    formatNumberOrError(typeof v === 'number' ? v : null, config.formatConfig);
  const axisStyle = {
    axisLine: { lineStyle: { color: p.axisLine } },
    axisLabel: { color: p.mutedText },
    splitLine: { show: tremor?.showGridLines ?? true, lineStyle: { color: p.splitLine } },
  };
  const drawn: ScatterSeriesOption[] = series.map((s, i) => ({
    type: 'scatter',
    name: seriesLabel(s),
    symbolSize: large ? 3 : 8,
    itemStyle: { color: colors[i], opacity: 0.8 },
    data: data.rows.map((r) => [
      numericX ? (toNumber(r[x]) ?? 0) : label(r[x]),
      toNumber(r[s.column]) ?? 0,
    ]),
    ...(large ? { large: true, largeThreshold: LARGE_DATA_THRESHOLD } : {}),
  }));
  const yLabels = axisLabelFormatter(
    maxAbsValue(series.flatMap((s) => data.rows.map((r) => toNumber(r[s.column])))),
    config.formatConfig,
  );
  const xLabels = axisLabelFormatter(
    numericX ? maxAbsValue(data.rows.map((r) => toNumber(r[x]))) : 0,
    config.formatConfig,
  );
  // Axis names (advanced.generic.showXAxisLabel / showYAxisLabel): the x label, the series'.
  const generic = config.advanced?.generic;
  const axisName = (name: string, gap: number) => ({
    name,
    nameLocation: 'middle' as const,
    nameGap: gap,
    nameTextStyle: { color: p.mutedText },
  });
  const xName = generic?.showXAxisLabel
    ? axisName(config.xAxis?.format?.label || x, 28)
    : undefined;
  const yName = generic?.showYAxisLabel
    ? axisName(series.map((s) => seriesLabel(s)).join(', '), 44)
    : undefined;
  return {
    animation: (tremor?.showAnimation ?? true) && !large,
    color: colors,
    textStyle: textStyle(config, p),
    grid: {
      left: 8,
      right: 16,
      top: series.length > 1 ? 40 : 16,
      bottom: xName ? 28 : 8,
      ...(yName ? { left: 28 } : {}),
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      show: (tremor?.showLegend ?? true) && series.length > 1,
      textStyle: { color: p.text },
    },
    tooltip: {
      show: tremor?.showTooltip ?? true,
      trigger: 'item',
      formatter: (params: unknown) => {
        const item = params as { seriesName?: string; value?: unknown[] };
        const [xv, yv] = item.value ?? [];
        const xText = typeof xv === 'number' ? fmt(xv) : String(xv ?? '');
        return [item.seriesName ?? '', `${x}: ${xText}`, fmt(yv)].map(escapeHtml).join('<br/>');
      },
      ...tooltipStyle(p),
    },
    xAxis: numericX
      ? {
          type: 'value',
          show: tremor?.showXAxis ?? true,
          scale: true,
          ...axisStyle,
          axisLabel: { color: p.mutedText, hideOverlap: true, formatter: xLabels },
          ...xName,
        }
      : {
          type: 'category',
          show: tremor?.showXAxis ?? true,
          data: categories,
          ...axisStyle,
          ...xName,
        },
    yAxis: {
      type: 'value',
      show: tremor?.showYAxis ?? true,
      scale: true,
      ...axisStyle,
      axisLabel: { color: p.mutedText, hideOverlap: true, formatter: yLabels },
      ...yName,
    },
    series: drawn,
  };
}
