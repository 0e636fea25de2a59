import type { ChartRow, GoldenChartsAnswer } from '@chartroom/client';
import type { ChartDocument, ChartRow as ChartVersionRow } from '@chartroom/core';

export type LibraryTab = 'published' | 'draft' | 'golden';

/** One card of the chart library picker. */
export interface LibraryItem {
  /** Unique per tab (golden charts may point at the same chart twice). */
  key: string;
  /** The chart a pick copies; null for a golden chart without a saved chart. */
  chartId: string | null;
  version: number;
  name: string;
  /** Chart type as shown ('Bar List', 'line'…). */
  type: string;
  configVersion: 'v1' | 'v2';
  /** ISO time of the version shown. */
  date: string | null;
  thumbnail: string | null;
  published: boolean;
  /** Golden charts: the example question. */
  prompt?: string;
  /** The chart version shown (saved charts), to draw a missing thumbnail from. */
  row?: ChartVersionRow;
}

/** The chart type a document shows (v2 type for semantic charts). */
export function chartTypeOf(config: ChartDocument, configVersion: 'v1' | 'v2'): string {
  if (configVersion === 'v2' && config.chartConfigV2?.type) return config.chartConfigV2.type;
  return config.chartConfig?.type ?? config.type ?? 'Table';
}

export function itemFromRow(row: ChartRow): LibraryItem {
  const configVersion = row.config_version === 'v2' ? 'v2' : 'v1';
  return {
    key: row.id,
    chartId: row.id,
    version: row.version,
    name: row.name || row.config.chartConfig?.title || '—',
    type: chartTypeOf(row.config, configVersion),
    configVersion,
    date: row.updated_at ?? row.created_at ?? null,
    thumbnail: row.thumbnail?.trim() ? row.thumbnail : null,
    published: row.published,
    row,
  };
}

/**
 * Types whose drawing a DOM screenshot cannot take: a map is a WebGL canvas over remote tiles
 * (it would come out blank). Their cards show the type icon.
 */
const NOT_CAPTURED = new Set(['Map']);

/** `id@version` of an item's chart version (what a thumbnail belongs to). */
export function versionKey(item: { chartId: string | null; version: number }): string {
  return `${item.chartId ?? ''}@${item.version}`;
}

/**
 * Saved chart versions without a thumbnail that the library may draw and store (charts.md §9),
 * leaving out the versions already tried in this page load and types that cannot be captured.
 */
export function thumbnailCandidates(
  items: readonly LibraryItem[],
  tried: ReadonlySet<string>,
): LibraryItem[] {
  return items.filter(
    (item) =>
      !!item.chartId &&
      !!item.row &&
      !item.thumbnail &&
      !NOT_CAPTURED.has(item.type) &&
      !tried.has(versionKey(item)),
  );
}

type GoldenChart = GoldenChartsAnswer['goldenCharts'][number];

export function itemFromGolden(golden: GoldenChart): LibraryItem {
  return {
    key: `golden-${golden.id}`,
    chartId: golden.chart_id ?? null,
    version: golden.chartVersion && golden.chartVersion > 0 ? golden.chartVersion : 1,
    name: golden.config.chartConfig?.title || golden.prompt,
    type: chartTypeOf(golden.config, golden.config.chartConfigV2 ? 'v2' : 'v1'),
    configVersion: golden.config.chartConfigV2 ? 'v2' : 'v1',
    date: golden.created_at ?? null,
    thumbnail: null,
    published: false,
    prompt: golden.prompt,
  };
}

/** Texts a date matches: ISO day (2026-11-21), and the locale's medium and long dates. */
export function dateTexts(iso: string | null, locale?: string): string[] {
  if (!iso) return [];
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return [];
  return [
    iso.slice(0, 10),
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date),
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date),
    new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(date),
  ];
}

/** Items whose name, type, prompt or date contain every word of the search (case-insensitive). */
export function searchItems(
  items: readonly LibraryItem[],
  search: string,
  locale?: string,
): LibraryItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = [item.name, item.type, item.prompt ?? '', ...dateTexts(item.date, locale)]
      .join(' \u0000 ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Newest first, then by name. */
export function sortItems(items: readonly LibraryItem[]): LibraryItem[] {
  return [...items].sort(
    (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.name.localeCompare(b.name),
  );
}
