import {
  anyDashboardFilterSchema,
  chartFilterConfigSchema,
  type AnyDashboardFilter,
  type ChartFilterStructure,
} from '@chartroom/core';
import { CREATED_BY } from './repository';

/** The `filters` of a stored dashboard config (raw entries). */
export function configFilters(config: unknown): unknown[] {
  const filters = (config as { filters?: unknown } | null)?.filters;
  return Array.isArray(filters) ? (filters as unknown[]) : [];
}

/** The id of a raw filter entry. */
export function filterIdOf(filter: unknown): string | undefined {
  const id = (filter as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A filter as it is compared: parsed (defaults filled in), without its saved flag. */
export function comparable(filter: unknown): string | null {
  const parsed = anyDashboardFilterSchema.safeParse(filter);
  if (!parsed.success) return null;
  const { saved: _saved, ...rest } = parsed.data;
  return JSON.stringify(rest);
}

/**
 * The config with each filter written in (replacing the one with its id, or appended), saved;
 * null when nothing changes.
 */
export function withFilters(
  config: unknown,
  filters: readonly AnyDashboardFilter[],
): Record<string, unknown> | null {
  const list = [...configFilters(config)];
  let changed = false;
  for (const filter of filters) {
    const next = { ...filter, saved: true };
    const at = list.findIndex((f) => filterIdOf(f) === filter.id);
    if (at < 0) {
      list.push(next);
      changed = true;
    } else if (comparable(list[at]) !== comparable(next)) {
      list[at] = next;
      changed = true;
    }
  }
  if (!changed) return null;
  const base = config && typeof config === 'object' ? (config as Record<string, unknown>) : {};
  return { ...base, filters: list };
}

/**
 * The config of the chart-level filter a dashboard filter binds on one chart (decision 028), or
 * null when the structure makes no valid chart filter.
 */
export function boundChartFilterConfig(
  filter: AnyDashboardFilter,
  structure: ChartFilterStructure,
): Record<string, unknown> | null {
  const filterTarget =
    structure.sourceType === 'Variable'
      ? { sourceType: 'Variable', variableName: structure.column }
      : structure.sourceType === 'Raw' && structure.table
        ? { sourceType: 'Raw', rawTable: structure.table, rawColumn: structure.column }
        : { sourceType: 'Output', outputColumn: structure.column };
  const config = {
    displayName: filter.displayName,
    filterType: filter.filterType,
    ...(filter.filterSubType ? { filterSubType: filter.filterSubType } : {}),
    filterRestrictionMethod: filter.filterRestrictionMethod,
    filterRestrictions: filter.filterRestrictions,
    filterTarget,
    isBound: true,
    isBoundBy: filter.id,
  };
  const parsed = chartFilterConfigSchema.safeParse(config);
  if (!parsed.success) return null;
  return { ...parsed.data, [CREATED_BY]: filter.id };
}
