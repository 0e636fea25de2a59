import {
  layerInfoSchema,
  MAX_LAYERS,
  MAX_SCATTER_LAYERS,
  type ChartConfigClassic,
  type ChartType,
  type Layer,
  type OutputColumn,
} from '@chartroom/core';
import { seriesColor } from './chart-types';

/** Layer messages of charts.md §5, verbatim (Scatter Plot's as core's schema words it). */
export const LAYER_MESSAGES = {
  maxLayers: 'No more than 20 layer supported',
  maxScatterLayers: 'No more than 1 layer supported',
} as const;

export function isLayerMessage(message: string): boolean {
  return (Object.values(LAYER_MESSAGES) as string[]).includes(message);
}

/** Chart types whose Build tab shows the layers section. */
export const LAYER_CHART_TYPES: readonly ChartType[] = ['Map', 'Scatter Plot'];

export function hasLayers(type: ChartType): boolean {
  return LAYER_CHART_TYPES.includes(type);
}

/** At most 20 layers, 1 for a Scatter Plot (charts.md §5). */
export function maxLayers(type: ChartType): number {
  return type === 'Scatter Plot' ? MAX_SCATTER_LAYERS : MAX_LAYERS;
}

/** The message refusing one more layer, or null when one more fits. */
export function layerLimitMessage(config: ChartConfigClassic): string | null {
  const count = config.layers?.length ?? 0;
  if (count < maxLayers(config.type)) return null;
  return config.type === 'Scatter Plot'
    ? LAYER_MESSAGES.maxScatterLayers
    : LAYER_MESSAGES.maxLayers;
}

/**
 * A new layer with the schema's defaults (circle radius 10, cluster radius 2, no clustering),
 * on the first string column (else the first column).
 */
export function newLayer(columns: readonly OutputColumn[]): Layer {
  const column =
    columns.find((c) => c.type === 'string')?.columnName ?? columns[0]?.columnName ?? '';
  return { column, colors: [], layerInfo: layerInfoSchema.parse({}) };
}

/** Distinct non-empty values of `column` in the rows, as text, in order of appearance. */
export function layerOptions(
  rows: readonly Record<string, unknown>[] | null | undefined,
  column: string,
  max = 50,
): string[] {
  const seen = new Set<string>();
  for (const row of rows ?? []) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (text === '' || seen.has(text)) continue;
    seen.add(text);
    if (seen.size >= max) break;
  }
  return [...seen];
}

/** The colour of `option` in the layer, if set. */
export function optionColor(layer: Layer, option: string): string | null {
  return layer.colors.find((c) => c.option === option)?.color ?? null;
}

/** The layer with `option` coloured `color` (null removes its colour). */
export function setOptionColor(layer: Layer, option: string, color: string | null): Layer {
  const others = layer.colors.filter((c) => c.option !== option);
  return { ...layer, colors: color === null ? others : [...others, { option, color }] };
}

/** Palette colours for every option without one. */
export function colorAllOptions(layer: Layer, options: readonly string[]): Layer {
  let next = layer;
  options.forEach((option, i) => {
    if (!optionColor(next, option)) next = setOptionColor(next, option, seriesColor(i));
  });
  return next;
}
