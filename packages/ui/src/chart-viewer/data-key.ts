/**
 * The data key of a chart: its document without the parts that only change how it looks, so a
 * cosmetic edit keeps the key and the query cache answers without a refetch
 * (filters-and-rendering.md §4 "Chart loading").
 *
 * Cosmetic (spec): title, layout, title size, background color, font, format, advanced, output
 * columns, raw tables; and the colour map (colours saved per value). For v2 configs the title and `settings` (layout, legend, colours, stacking,
 * data labels) are their equivalent. One exception: `advanced.generic.limit` is kept, because the
 * compiler puts it in the SQL (it changes the rows returned).
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const COSMETIC_CLASSIC = [
  'title',
  'layout',
  'titleSize',
  'bgColor',
  'fontFamily',
  'formatConfig',
  'advanced',
  'colorMap',
] as const;
const COSMETIC_V2 = ['title', 'settings'] as const;
const COSMETIC_DATA_PREP = ['outputColumns', 'rawTables'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function without(record: Record<string, unknown>, keys: readonly string[]) {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}

/** A classic config without its cosmetic parts (the generic row limit stays: it is in the SQL). */
function classicQueryPart(config: Record<string, unknown>): Record<string, unknown> {
  const out = without(config, COSMETIC_CLASSIC);
  const generic = isRecord(config.advanced) ? config.advanced.generic : undefined;
  const limit = isRecord(generic) ? generic.limit : undefined;
  if (limit !== undefined && limit !== null) out.limit = limit;
  return out;
}

/** The non-cosmetic part of a chart document (`{chartConfig, chartConfigV2, dataPrep, …}`). */
export function chartDataQueryPart(document: unknown): unknown {
  if (!isRecord(document)) return document ?? null;
  const out: Record<string, unknown> = { ...document };
  if (isRecord(document.chartConfig)) out.chartConfig = classicQueryPart(document.chartConfig);
  if (isRecord(document.chartConfigV2))
    out.chartConfigV2 = without(document.chartConfigV2, COSMETIC_V2);
  if (isRecord(document.dataPrep)) out.dataPrep = without(document.dataPrep, COSMETIC_DATA_PREP);
  return out;
}

/** JSON with object keys sorted and undefined members dropped, so equal content gives equal text. */
function canonical(value: unknown): Json {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((v) => canonical(v));
  if (isRecord(value)) {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      if (value[key] !== undefined) out[key] = canonical(value[key]);
    }
    return out;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return String(value);
}

/**
 * The chart-data query key part of a chart document: equal for documents that differ only in
 * cosmetic parts, different when anything that reaches the query changes.
 */
export function chartDataKey(document: unknown): string {
  return JSON.stringify(canonical(chartDataQueryPart(document)));
}
