import type { ChartRow, ListedChart } from '@chartroom/core';
import { itemFromRow, searchItems, type LibraryItem } from '../chart-library/library-model';

export type StatusFilter = 'all' | 'published' | 'draft';

/** Most chart versions one POST /tenant/get-charts-v3 reads. */
export const ROWS_PER_REQUEST = 500;

/** The listed charts in groups of at most `size` (get-charts-v3 takes 500 at a time). */
export function chunks<T>(list: readonly T[], size = ROWS_PER_REQUEST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The library's cards: every listed chart at its latest version, with its type and thumbnail
 * from the version's row when it was read (a chart without one still shows, as a table).
 */
export function libraryItems(
  listed: readonly ListedChart[],
  rows: readonly ChartRow[],
): LibraryItem[] {
  const byId = new Map(rows.map((row) => [`${row.id}@${row.version}`, row]));
  return listed.map((chart) => {
    const row = byId.get(`${chart.id}@${chart.version}`);
    if (row) {
      const item = itemFromRow(row);
      // The list says how the chart stands now (name, publication, last save).
      return {
        ...item,
        name: chart.name || item.name,
        published: chart.published,
        date: chart.updated_at,
      };
    }
    return {
      key: chart.id,
      chartId: chart.id,
      version: chart.version,
      name: chart.name,
      type: chart.config_version === 'v2' ? 'table' : 'Table',
      configVersion: chart.config_version,
      date: chart.updated_at,
      thumbnail: null,
      published: chart.published,
    };
  });
}

/**
 * The cards a search and a status filter leave, newest first: every word of the search must be
 * in the name, the type (or the date); the filter keeps published charts or drafts.
 */
export function filterLibrary(
  items: readonly LibraryItem[],
  search: string,
  status: StatusFilter,
  locale?: string,
): LibraryItem[] {
  const kept = items.filter((item) =>
    status === 'all' ? true : status === 'published' ? item.published : !item.published,
  );
  return searchItems(kept, search, locale).sort((a, b) =>
    (b.date ?? '').localeCompare(a.date ?? ''),
  );
}
