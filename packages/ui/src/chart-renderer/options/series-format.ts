import type { ChartConfigClassic, FormatConfig, Series } from '@chartroom/core';
import { formatNumber, formatNumberOrError } from '../../format/number-format';
import { DATA_LABEL_DEFAULTS } from './common';

function percentFormat(config: ChartConfigClassic): FormatConfig {
  const locale = config.formatConfig?.formatLocale;
  return locale ? { formatLocale: locale } : {};
}

/** A percentage value: at most 2 decimals and '%', in the chart's locale. */
export function formatPercentValue(value: number, config: ChartConfigClassic): string {
  return `${formatNumber(value, percentFormat(config))}%`;
}

/**
 * How a series' values read in tooltips and data labels: percentages as '12.5%', other values
 * with the chart's format config (locale, Intl options, prefix, suffix), or its error text
 * ('Error parsing config: …') when that config is invalid.
 */
export function seriesValueFormatter(
  series: Series | undefined,
  config: ChartConfigClassic,
): (value: unknown) => string {
  return (value) => {
    const v = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof v !== 'number' && typeof v !== 'string') return '';
    if (series?.percentage && !series.normalizeConfig?.normalizeSeries && typeof v === 'number') {
      return formatPercentValue(v, config);
    }
    return formatNumberOrError(v, config.formatConfig);
  };
}

/**
 * The ECharts label of a series with data labels on: position (top by default; 'right' on
 * horizontal charts), font size 12, offset 10 and angle 0 by default.
 */
export function dataLabelOption(
  series: Series | undefined,
  horizontal: boolean,
  config: ChartConfigClassic,
) {
  const dl = series?.dataLabelConfig;
  if (!dl?.showDataLabels) return undefined;
  const position = dl.dataLabelPosition || DATA_LABEL_DEFAULTS.position;
  const format = seriesValueFormatter(series, config);
  return {
    show: true,
    position: (horizontal && position === 'top' ? 'right' : position) as 'top',
    fontSize: dl.dataLabelFontSize ?? DATA_LABEL_DEFAULTS.fontSize,
    distance: dl.dataLabelOffset ?? DATA_LABEL_DEFAULTS.offset,
    rotate: dl.dataLabelAngle ?? 0,
    formatter: (p: { value?: unknown }) => format(p.value),
  };
}
