import { chartConfigV2Schema, type ChartConfigV2 } from '@chartroom/core';
import type { DashTable } from '../engine/types';

/** The fields a v2 config reads (dimensions, measures, filters). */
export function configFields(config: ChartConfigV2): string[] {
  return [
    ...config.dimensions.map((d) => d.field),
    ...config.measures.map((m) => m.field),
    ...config.filters.map((f) => f.field),
  ];
}

/**
 * The table a plan's config reads: the one it names (which must exist), else the one table holding
 * every field, else undefined (the generated query has no known table).
 */
export function resolveTable(
  tables: readonly DashTable[],
  config: ChartConfigV2,
  named?: string,
): DashTable | undefined {
  if (named !== undefined) {
    return (
      tables.find((t) => t.name === named) ??
      tables.find((t) => t.name.toLowerCase() === named.toLowerCase())
    );
  }
  const fields = configFields(config);
  const holding = tables.filter((t) => fields.every((f) => t.columns.some((c) => c.name === f)));
  return holding[0] ?? (tables.length === 1 ? tables[0] : undefined);
}

/** Fields of the config that the table does not have. */
export function unknownFields(table: DashTable, config: ChartConfigV2): string[] {
  const known = new Set(table.columns.map((c) => c.name));
  return [...new Set(configFields(config).filter((f) => !known.has(f)))];
}

/**
 * Why a config cannot be drawn as its type (null when it can): the chart step's check after the
 * query ran. A Table draws anything.
 */
export function chartMisfit(config: ChartConfigV2): string | null {
  const dims = config.dimensions.length;
  const measures = config.measures.length;
  switch (config.type) {
    case 'table':
      return null;
    case 'kpiCard':
      return measures >= 1 ? null : 'A KPI card needs a measure';
    case 'pie':
    case 'donut':
      return dims === 1 && measures === 1 ? null : 'A pie needs one dimension and one measure';
    case 'scatter':
      return measures >= 2 || (dims >= 1 && measures >= 1)
        ? null
        : 'A scatter plot needs two measures, or a dimension and a measure';
    case 'bar':
    case 'line':
    case 'area':
      return dims >= 1 && measures >= 1
        ? null
        : `A ${config.type} chart needs a dimension and a measure`;
  }
}

/** The fallback of a failed chart step: the same query shown as a Table. */
export function fallbackTable(config: unknown): ChartConfigV2 {
  const base = config && typeof config === 'object' ? (config as Record<string, unknown>) : {};
  const parsed = chartConfigV2Schema.safeParse({ ...base, type: 'table' });
  return parsed.success ? parsed.data : chartConfigV2Schema.parse({ type: 'table' });
}
