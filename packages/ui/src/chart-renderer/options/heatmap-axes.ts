/**
 * Heat map axes: their values in order and the labels shown. Data preps often sort a name by a
 * number written before it ('1 Mon' … '7 Sun', '01 January'): such an axis is ordered by the
 * number and shows the name alone.
 */

export interface HeatmapAxis {
  /** The values the cells are keyed by, in axis order. */
  keys: string[];
  /** The label shown for each key. */
  labels: string[];
}

/**
 * A leading sort number (1 to 3 digits, so years are not one), a separator (spaces, or one of
 * - . : _ ) | with optional spaces), then a name with at least one letter.
 */
const SORT_PREFIX = /^\s*(\d{1,3})(?:\s*[-.:_)|]\s*|\s+)(?=.*\p{L})(\S.*)$/u;

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The sort number and name of a prefixed value, or null. */
export function splitSortPrefix(value: string): { rank: number; name: string } | null {
  const match = SORT_PREFIX.exec(value);
  const rank = match?.[1];
  const name = match?.[2]?.trim() ?? '';
  return rank !== undefined && name !== '' ? { rank: Number(rank), name } : null;
}

/**
 * Names by sort number when EVERY value has a sort prefix, both the numbers and the names stay
 * distinct ('1 am', '1 pm' would not) and the numbers are dense like a running order (1…7, not
 * the days of '1 Jan', '2 Feb', '10 Oct'); else null.
 */
function prefixedAxis(values: readonly string[]): HeatmapAxis | null {
  if (values.length === 0) return null;
  const split = values.map((key) => ({ key, parts: splitSortPrefix(key) }));
  if (split.some((s) => s.parts === null)) return null;
  const names = new Set(split.map((s) => s.parts!.name));
  const ranks = new Set(split.map((s) => s.parts!.rank));
  if (names.size !== values.length || ranks.size !== values.length) return null;
  const span = Math.max(...ranks) - Math.min(...ranks) + 1;
  if (span > 2 * values.length) return null;
  split.sort(
    (a, b) => a.parts!.rank - b.parts!.rank || naturalOrder.compare(a.parts!.name, b.parts!.name),
  );
  return { keys: split.map((s) => s.key), labels: split.map((s) => s.parts!.name) };
}

/**
 * An axis of distinct values: sort-prefixed values by their number, showing their names; else
 * in the given order (`natural`: numbers and text in natural order, 2 before 10), labelled by
 * `label` (dates formatted).
 */
export function heatmapAxis(
  values: readonly string[],
  natural: boolean,
  label: (key: string) => string = (key) => key,
): HeatmapAxis {
  const prefixed = prefixedAxis(values);
  if (prefixed) return prefixed;
  const keys = natural ? [...values].sort(naturalOrder.compare) : [...values];
  return { keys, labels: keys.map(label) };
}
