import { isRecord } from './is-record';

/**
 * Stored-dashboard step 1 (dashboards.md §3): older dashboards whose `charts` entries have no
 * version → each chart becomes `{layout, version: 1}`. Accepts both old shapes:
 * - an entry that is just a layout `{i, x, y, w, h}`;
 * - an entry that is an array of layouts (the one whose `i` is the chart id wins, else the first);
 * and a `charts` that is itself an array of layouts keyed by `i`.
 * Current entries `{layout, version}` are kept; a missing `layout.i` becomes the chart id.
 * Pure: the input is never mutated; anything unrecognised is passed through for the schema to judge.
 */
export function migrateDashboardConfig(config: unknown): unknown {
  if (!isRecord(config)) return config;
  const charts = config.charts;
  if (charts === undefined || charts === null) return { ...config, charts: {} };

  const entries: [string, unknown][] = Array.isArray(charts)
    ? charts.flatMap((layout): [string, unknown][] =>
        isRecord(layout) && typeof layout.i === 'string' ? [[layout.i, layout]] : [],
      )
    : isRecord(charts)
      ? Object.entries(charts)
      : [];
  if (!Array.isArray(charts) && !isRecord(charts)) return config;

  const migrated: Record<string, unknown> = {};
  for (const [chartId, entry] of entries) {
    migrated[chartId] = migrateChartEntry(chartId, entry);
  }
  return { ...config, charts: migrated };
}

function migrateChartEntry(chartId: string, entry: unknown): unknown {
  if (Array.isArray(entry)) {
    const layouts = entry.filter(isRecord);
    const layout = layouts.find((l) => l.i === chartId) ?? layouts[0];
    return layout === undefined ? entry : { layout: withId(chartId, layout), version: 1 };
  }
  if (!isRecord(entry)) return entry;
  if (isRecord(entry.layout)) {
    return {
      ...entry,
      layout: withId(chartId, entry.layout),
      version: entry.version ?? 1,
    };
  }
  if ('x' in entry || 'y' in entry || 'w' in entry || 'h' in entry) {
    return { layout: withId(chartId, entry), version: 1 };
  }
  return entry;
}

function withId(chartId: string, layout: Record<string, unknown>): Record<string, unknown> {
  return typeof layout.i === 'string' && layout.i !== ''
    ? { ...layout }
    : { ...layout, i: chartId };
}
