import { z } from 'zod';

/** Grid breakpoints with their minimum widths in px (dashboards.md §9). */
export const breakpointSchema = z.enum(['lg', 'md', 'sm', 'xs', 'xxs'], {
  error: 'Breakpoint must be one of lg, md, sm, xs, xxs',
});
export type Breakpoint = z.infer<typeof breakpointSchema>;

export const BREAKPOINT_WIDTHS: Readonly<Record<Breakpoint, number>> = {
  lg: 1200,
  md: 996,
  sm: 768,
  xs: 480,
  xxs: 0,
};

/** Grid constants (dashboards.md §2, §9). */
export const GRID_COLUMNS = 8;
export const GRID_ROW_HEIGHT = 40;
export const GRID_MARGIN = 10;
export const GRID_WIDTH = 1200;

/** A react-grid-layout item `{i, x, y, w, h}` (plus the optional constraints it accepts). */
export const gridLayoutSchema = z.object({
  i: z.string().min(1, 'Layout item id (i) is required'),
  x: z.number().int('Layout x must be an integer').min(0, 'Layout x must be at least 0'),
  y: z.number().int('Layout y must be an integer').min(0, 'Layout y must be at least 0'),
  w: z.number().int('Layout width must be an integer').min(1, 'Layout width must be at least 1'),
  h: z.number().int('Layout height must be an integer').min(1, 'Layout height must be at least 1'),
  minW: z.number().int().min(0).optional(),
  minH: z.number().int().min(0).optional(),
  maxW: z.number().int().min(0).optional(),
  maxH: z.number().int().min(0).optional(),
  static: z.boolean().optional(),
  moved: z.boolean().optional(),
});
export type GridLayout = z.infer<typeof gridLayoutSchema>;

/** Layouts per breakpoint (any subset of lg, md, sm, xs, xxs). */
export const breakpointLayoutsSchema = z.partialRecord(breakpointSchema, z.array(gridLayoutSchema));
export type BreakpointLayouts = z.infer<typeof breakpointLayoutsSchema>;
