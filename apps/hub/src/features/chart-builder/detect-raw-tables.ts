/** Escapes a string for use inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The last part of a possibly qualified name: `main.orders` → `orders`. */
function bareName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1) : name;
}

/**
 * The raw tables a data-prep query reads, by word match on the known table names (charts.md §4):
 * a table counts when its name (bare or schema-qualified, optionally quoted) appears as a whole
 * word. Comments and string literals are ignored. Result keeps the order of `tableNames`.
 */
export function detectRawTables(query: string, tableNames: readonly string[]): string[] {
  const text = query
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/["`[\]]/g, '');
  return tableNames.filter((name) => {
    const candidates = new Set([name, bareName(name)]);
    return [...candidates].some((candidate) =>
      new RegExp(`(^|[^A-Za-z0-9_.])${escapeRegExp(candidate)}(?![A-Za-z0-9_])`, 'i').test(text),
    );
  });
}

/**
 * Detected names spelt as the current selection spells the same table: a saved `orders` stays
 * `orders` when the schema lists `main.orders`, so opening a chart does not change it.
 */
export function alignToSelection(
  detected: readonly string[],
  selected: readonly string[],
): string[] {
  return detected.map(
    (name) =>
      selected.find(
        (s) =>
          s === name ||
          (bareName(s) === bareName(name) && (!s.includes('.') || !name.includes('.'))),
      ) ?? name,
  );
}

/** Debounce of the detection after the query text changes (charts.md §9). */
export const RAW_TABLE_DETECTION_DELAY_MS = 500;
