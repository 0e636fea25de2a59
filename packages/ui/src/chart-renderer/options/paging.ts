import type { ChartConfigClassic, ChartType } from '@chartroom/core';

/** The bar types that page their categories via `advanced.tremor.pageOn`. */
const PAGED_TYPES: readonly ChartType[] = ['Bar', 'Grouped Bar', 'Stacked Bar', 'Bar List'];

/** Categories per page of a bar chart: `tremor.pageOn` (the builder sets 5 when paging is
 * switched on), else null (no paging). */
export function barPageSize(config: ChartConfigClassic): number | null {
  if (!PAGED_TYPES.includes(config.type)) return null;
  const size = config.advanced?.tremor?.pageOn;
  return typeof size === 'number' && size >= 1 ? Math.floor(size) : null;
}

/** Number of pages of `categoryCount` categories (1 when not paged or empty). */
export function pageCountOf(categoryCount: number, pageSize: number | null): number {
  if (!pageSize) return 1;
  return Math.max(1, Math.ceil(categoryCount / pageSize));
}

/** The [start, end) index range of a page, the page clamped to the existing ones. */
export function pageRange(
  categoryCount: number,
  pageSize: number | null,
  page: number,
): { start: number; end: number; page: number } {
  if (!pageSize) return { start: 0, end: categoryCount, page: 0 };
  const count = pageCountOf(categoryCount, pageSize);
  const current = Math.min(Math.max(0, Math.floor(page)), count - 1);
  const start = current * pageSize;
  return { start, end: Math.min(categoryCount, start + pageSize), page: current };
}
