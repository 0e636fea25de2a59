import type { ChartAppearance } from '../../theme/chart-appearance';
import type { ChartOption } from './chart-option';

type Part = Record<string, unknown>;

function isPart(value: unknown): value is Part {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Applies `change` to a component given as one object or a list of them. */
function each(value: unknown, change: (part: Part) => Part): unknown {
  if (Array.isArray(value)) return value.map((v) => (isPart(v) ? change(v) : v));
  return isPart(value) ? change(value) : value;
}

/** Series whose item borders part slices or cells and so take the background's colour. */
const PARTED_SERIES = new Set(['pie', 'heatmap']);

/** Pie slices and heat map cells parted by `background` (the theme's chart or card colour). */
function partedBy(series: unknown, background: string): unknown {
  return each(series, (s) => {
    if (typeof s.type !== 'string' || !PARTED_SERIES.has(s.type)) return s;
    const style = isPart(s.itemStyle) ? s.itemStyle : {};
    return { ...s, itemStyle: { ...style, borderColor: background } };
  });
}

/**
 * A built option under a dashboard theme: the theme's font (unless the chart sets its own), its
 * chart font colour on axis labels and the legend, its label font size, and its chart (else card)
 * background as the border of pie slices and heat map cells (unless the chart sets its own
 * background). Pure; without appearance the option is returned as it is.
 */
export function withAppearance(option: ChartOption, appearance: ChartAppearance): ChartOption {
  const { fontFamily, chartTextColor: color, labelFontSize: fontSize } = appearance;
  const background = option.backgroundColor
    ? undefined
    : appearance.chartBackground || appearance.cardBackground;
  if (!fontFamily && !color && fontSize === undefined && !background) return option;
  const text = isPart(option.textStyle) ? option.textStyle : {};
  const label = (style: unknown): Part => ({
    ...(isPart(style) ? style : {}),
    ...(color ? { color } : {}),
    ...(fontSize !== undefined ? { fontSize } : {}),
  });
  const axis = (part: Part): Part => ({ ...part, axisLabel: label(part.axisLabel) });
  return {
    ...option,
    textStyle: {
      ...text,
      ...(fontFamily && !text.fontFamily ? { fontFamily } : {}),
      ...(color ? { color } : {}),
    },
    ...(option.xAxis ? { xAxis: each(option.xAxis, axis) } : {}),
    ...(option.yAxis ? { yAxis: each(option.yAxis, axis) } : {}),
    ...(option.legend
      ? { legend: each(option.legend, (l) => ({ ...l, textStyle: label(l.textStyle) })) }
      : {}),
    ...(background && option.series ? { series: partedBy(option.series, background) } : {}),
  } as ChartOption;
}
