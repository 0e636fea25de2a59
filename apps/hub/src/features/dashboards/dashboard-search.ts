import type { ListedItem } from '@chartroom/client';

/**
 * Dashboards whose name contains every word of the search (case- and accent-insensitive), most
 * recently updated first.
 */
export function searchDashboards<T extends Pick<ListedItem, 'name' | 'updated_at'>>(
  items: readonly T[],
  search: string,
): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  return items
    .filter((item) => words.every((word) => fold(item.name).includes(word)))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}
