import { resolveColor } from './palette';

/**
 * Colours keyed by value: a series, segment or slice named 'cancelled' takes the same palette
 * colour in every chart, view, filter and tenant, whatever its position — not the i-th colour.
 */

/** FNV-1a (32 bit) of a string: a stable hash, the same in every browser and on the server. */
export function stableHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The palette index a value prefers (its hash over the palette). */
export function preferredColorIndex(value: string, size: number): number {
  return size > 0 ? stableHash(value) % size : 0;
}

/** A colour saved for a value: `colorMap` (CSS colours or palette names), looked up by value. */
export type SavedColors = Readonly<Record<string, string>> | null | undefined;

/**
 * The colours of one chart's values (series names, segment names or slice names), in the order
 * given:
 * - a colour saved for a value wins (`saved(value, index)`, e.g. a series' or segment's own
 *   colour, else the chart's `colorMap[value]`);
 * - every other value takes its preferred palette colour (its stable hash), unless another value
 *   of the same chart already has it: then the next free one. Values claim colours in name order,
 *   so the outcome depends on the set of values, never on their positions; with more values than
 *   colours, the rest keep their preferred colour.
 */
export function valueColors(
  values: readonly string[],
  palette: readonly string[],
  saved: (value: string, index: number) => string | null | undefined = () => undefined,
): string[] {
  const colors: (string | undefined)[] = values.map((v, i) => resolveColor(saved(v, i)));
  const size = palette.length;
  if (size === 0) return colors.map((c) => c ?? '#3b82f6');
  const taken = new Set<number>();
  const indexOf = new Map(palette.map((c, i) => [(resolveColor(c) ?? c).toLowerCase(), i]));
  for (const c of colors) {
    const at = c === undefined ? undefined : indexOf.get(c.toLowerCase());
    if (at !== undefined) taken.add(at);
  }
  const free = [...new Set(values.filter((_, i) => colors[i] === undefined))].sort(byCodePoint);
  const byValue = new Map<string, number>();
  for (const value of free) {
    let at = preferredColorIndex(value, size);
    if (taken.size < size) {
      while (taken.has(at)) at = (at + 1) % size;
    }
    taken.add(at);
    byValue.set(value, at);
  }
  return values.map((v, i) => colors[i] ?? palette[byValue.get(v) ?? 0] ?? '#3b82f6');
}

/** Locale-independent order, the same everywhere. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The colour saved for a value in a colour map (by its exact text), if any. */
export function colorFromMap(map: SavedColors, value: string): string | undefined {
  if (!map || !Object.prototype.hasOwnProperty.call(map, value)) return undefined;
  return map[value];
}
