import { SEGMENTS_PER_PAGE } from '@chartroom/core';
import type { ChartData } from '../chart-renderer/chart-data';

/** Pages of segments the server pages a segmented chart into (20 a page; 1 without segments). */
export function segmentPageCount(segmentNames: readonly string[] | undefined): number {
  return Math.max(1, Math.ceil((segmentNames?.length ?? 0) / SEGMENTS_PER_PAGE));
}

/** The 0-based page clamped to the pages there are. */
export function clampSegmentPage(page: number, segmentNames: readonly string[] | undefined) {
  return Math.min(Math.max(0, Math.floor(page)), segmentPageCount(segmentNames) - 1);
}

/** First and last (1-based) segment shown on a page, and the total, for the pager's label. */
export function segmentRange(page: number, segmentNames: readonly string[] | undefined) {
  const total = segmentNames?.length ?? 0;
  const current = clampSegmentPage(page, segmentNames);
  const from = Math.min(total, current * SEGMENTS_PER_PAGE + 1);
  const to = Math.min(total, (current + 1) * SEGMENTS_PER_PAGE);
  return { from, to, total };
}

/**
 * The data of one segment page as the renderer draws it: the server answers every segment name
 * (in rank order) and the rows of the requested page only, so the names are cut to that page.
 */
export function segmentPageData(data: ChartData, page: number): ChartData {
  const names = data.segmentNames;
  if (!names || names.length <= SEGMENTS_PER_PAGE) return data;
  const start = clampSegmentPage(page, names) * SEGMENTS_PER_PAGE;
  return { ...data, segmentNames: names.slice(start, start + SEGMENTS_PER_PAGE) };
}
