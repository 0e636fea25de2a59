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

/**
 * A built option under a dashboard theme: the theme's font (unless the chart sets its own), its
 * chart font colour on axis labels and the legend, and its label font size. Pure; without
 * appearance the option is returned as it is.
 */
export function withAppearance(option: ChartOption, appearance: ChartAppearance): ChartOption {
  const { fontFamily, chartTextColor: color, labelFontSize: fontSize } = appearance;
  if (!fontFamily && !color && fontSize === undefined) return option;
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
  } as ChartOption;
}
