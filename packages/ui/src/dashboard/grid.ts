import type { CanvasBreakpoint } from './types';

/** Grid constants of the spec (dashboards.md §2, §9). */
export const GRID_BREAKPOINTS: Record<CanvasBreakpoint, number> = {
  lg: 1200,
  md: 996,
  sm: 768,
  xs: 480,
  xxs: 0,
};
export const DEFAULT_GRID_COLUMNS = 8;
/** Width the grid is laid out for until its real width is measured (spec: width 1200). */
export const GRID_WIDTH = 1200;
export const GRID_ROW_HEIGHT = 40;
export const GRID_MARGIN = 10;
export const ZERO_STATE_HEIGHT = 550;
/** Class of the element a card is dragged by (drag by handle only). */
export const DRAG_HANDLE_CLASS = 'chartroom-drag-handle';
/** Filter value debounce for text, select and date filters. */
export const FILTER_DEBOUNCE_MS = 1000;
