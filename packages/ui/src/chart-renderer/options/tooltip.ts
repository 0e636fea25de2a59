import type { ChartConfigClassic, Series } from '@chartroom/core';
import type { ChartPalette } from '../../theme/palette';
import { tooltipStyle } from './common';
import { seriesValueFormatter } from './series-format';

/** What the tooltip formatter receives per series (a subset of ECharts' callback params). */
export interface TooltipParam {
  seriesIndex?: number;
  seriesName?: string;
  name?: string;
  value?: unknown;
  marker?: unknown;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The axis tooltip's HTML: a header (the x label, or `customTooltipContent.header` with `{label}`
 * replaced by it) and one line per series (marker, name and value, or
 * `customTooltipContent.entry` with `{name}`, `{value}` and `{label}` replaced). Every text from
 * the data or the config is HTML-escaped.
 */
export function tooltipFormatter(
  config: ChartConfigClassic,
  sources: readonly (Series | undefined)[],
) {
  const custom = config.advanced?.tremor?.customTooltipContent;
  const formats = sources.map((s) => seriesValueFormatter(s, config));
  return (input: TooltipParam | TooltipParam[]): string => {
    const params = Array.isArray(input) ? input : [input];
    const label = params[0]?.name ?? '';
    const header = custom?.header?.trim() ? fill(custom.header, { label }) : label;
    const lines = params.map((p) => {
      const format = formats[p.seriesIndex ?? 0] ?? formats[0];
      const value = format ? format(p.value) : String(p.value ?? '');
      const name = p.seriesName ?? '';
      const marker = typeof p.marker === 'string' ? p.marker : '';
      if (custom?.entry?.trim()) {
        return `<div>${marker}${escapeHtml(fill(custom.entry, { name, value, label }))}</div>`;
      }
      return (
        `<div>${marker}${escapeHtml(name)}` +
        `<span style="float:right;margin-left:16px;font-weight:600">${escapeHtml(value)}</span></div>`
      );
    });
    return `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(header)}</div>${lines.join('')}`;
  };
}

/** The axis tooltip of a cartesian chart (`showTooltip`, custom header/entry). */
export function cartesianTooltip(
  config: ChartConfigClassic,
  sources: readonly (Series | undefined)[],
  allBars: boolean,
  p: ChartPalette,
) {
  return {
    show: config.advanced?.tremor?.showTooltip ?? true,
    trigger: 'axis' as const,
    axisPointer: { type: allBars ? ('shadow' as const) : ('line' as const) },
    formatter: tooltipFormatter(config, sources),
    ...tooltipStyle(p),
  };
}
