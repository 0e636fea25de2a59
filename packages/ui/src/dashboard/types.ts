import type { ReactNode } from 'react';

/** A grid item `{i, x, y, w, h}` as react-grid-layout takes it. */
export interface CanvasLayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxW?: number;
  maxH?: number;
}

export type CanvasBreakpoint = 'lg' | 'md' | 'sm' | 'xs' | 'xxs';

/** What the canvas reads from a dashboard config: `config.charts` and optional `config.layouts`. */
export interface CanvasChartEntry {
  layout?: Partial<CanvasLayoutItem> | null;
  version?: number;
}

export type CanvasLayouts = Partial<Record<CanvasBreakpoint, CanvasLayoutItem[]>>;

/** A dashboard filter value (docs/dev/contracts.md): `null`/empty means not applied. */
export type DashboardFilterValue = string | number | boolean | string[] | null;

/** The fields of a dashboard filter the filter bar reads (a subset of core's DashboardFilter). */
export interface FilterBarFilter {
  id: string;
  displayName?: string | null;
  filterType?: string | null;
  filterSubType?: string | null;
  layout?: { w?: number } | null;
  isControlled?: boolean | null;
  /** Key the host app controls the filter by (`controlledFilterValues`); set means controlled. */
  controlKey?: string | null;
  /** Bound to a dashboard filter (a chart's filter): disabled, set at the dashboard level. */
  isBound?: boolean | null;
}

export type ChartCardState = 'loading' | 'ready' | 'empty' | 'error';

/** Draws one chart; `item` is its cell at the grid's current breakpoint (its height in rows). */
export type RenderChart = (chartId: string, item?: CanvasLayoutItem) => ReactNode;
