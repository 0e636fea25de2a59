import {
  anyDashboardFilterSchema,
  breakpointLayoutsSchema,
  dashboardChartEntrySchema,
  dashboardQueryTimeZone,
  DEFAULT_DASHBOARD_LANGUAGE,
  type AnyDashboardFilter,
  type DashboardChartEntry,
  type DashboardRow,
  type Theme,
} from '@chartroom/core';
import { parseTheme, type CanvasLayouts } from '@chartroom/ui';

/** A dashboard filter as the viewer uses it (current or legacy shape). */
export type ViewerFilter = AnyDashboardFilter;

export interface ViewerDashboard {
  id: string;
  name: string;
  title: string;
  version: number;
  published: boolean | undefined;
  charts: Record<string, DashboardChartEntry>;
  layouts: CanvasLayouts | undefined;
  filters: ViewerFilter[];
  /** The dashboard's theme (`config.theme`), when it has a valid one; else the defaults apply. */
  theme: Theme | null;
  /** The dashboard's zone (IANA; UTC by default): its date filter presets are read there. */
  timeZone: string;
  /** Edit CSS (`config.styleOverrides`), applied only inside the dashboard ('' when none). */
  styleOverrides?: string;
  /** The viewers' interface language (`config.advanced.language`, default en). */
  language?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function languageOf(advanced: unknown): string {
  return isRecord(advanced) && typeof advanced.language === 'string' && advanced.language
    ? advanced.language
    : DEFAULT_DASHBOARD_LANGUAGE;
}

/**
 * The viewer's model of a dashboard row, or null when its config is missing or its charts map is
 * malformed. Filters that fail their schema are dropped (and logged), as the spec does.
 */
export function toViewerDashboard(row: DashboardRow): ViewerDashboard | null {
  const config: unknown = row.config;
  if (!isRecord(config)) return null;
  const rawCharts = config.charts ?? {};
  if (!isRecord(rawCharts)) return null;

  const charts: Record<string, DashboardChartEntry> = {};
  for (const [chartId, entry] of Object.entries(rawCharts)) {
    const parsed = dashboardChartEntrySchema.safeParse(entry);
    if (!parsed.success) return null;
    charts[chartId] = parsed.data;
  }

  const filters: ViewerFilter[] = [];
  for (const raw of Array.isArray(config.filters) ? config.filters : []) {
    const parsed = anyDashboardFilterSchema.safeParse(raw);
    if (parsed.success) filters.push(parsed.data);
    else console.warn('Dropped an invalid dashboard filter', parsed.error.issues[0]?.message);
  }

  const layouts = breakpointLayoutsSchema.safeParse(config.layouts);
  const title = typeof config.title === 'string' && config.title.trim() ? config.title : row.name;
  return {
    id: row.id,
    name: row.name,
    title,
    version: row.version,
    published: row.published,
    charts,
    layouts: layouts.success ? layouts.data : undefined,
    filters,
    theme: parseTheme(config.theme),
    timeZone: dashboardQueryTimeZone(row),
    styleOverrides: typeof config.styleOverrides === 'string' ? config.styleOverrides : '',
    language: languageOf(config.advanced),
  };
}

/** Chart references `{id, version}` to load, from `config.charts`. */
export function chartRefs(dashboard: ViewerDashboard): { id: string; version: number }[] {
  return Object.entries(dashboard.charts).map(([id, entry]) => ({
    id,
    version: Math.max(1, entry.version),
  }));
}

/** Does this dashboard filter reach this chart (through chartFilterStructures or legacy targets)? */
export function filterTargetsChart(filter: ViewerFilter, chartId: string): boolean {
  const structures = filter.chartFilterStructures;
  const targets = 'filterTargets' in filter ? filter.filterTargets : [];
  const hasStructures = Object.keys(structures).length > 0;
  if (!hasStructures && targets.length === 0) return true; // no targeting saved: the server decides
  return chartId in structures || targets.some((target) => target.chartId === chartId);
}

/** Manual restriction values, when the filter lists its options itself. */
export function manualOptions(filter: ViewerFilter): string[] | null {
  const values = filter.filterRestrictions.values;
  return filter.filterRestrictionMethod === 'Manual' && values.length > 0 ? values : null;
}
