import { z } from 'zod';
import { breakpointSchema, type Breakpoint } from '../common/grid-layout';

const ranged = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

export const MIN_DASHBOARD_COLUMNS = 1;
export const MAX_DASHBOARD_COLUMNS = 8;
export const DEFAULT_DASHBOARD_COLUMNS = 8;

/**
 * Turns a stored column count into a number (dashboards.md §3): non-numeric → 1, below 1 → 1,
 * fractions rounded down. Values above 8 are left for the schema to refuse.
 */
export function coerceColumnCount(value: unknown): number {
  const n: number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return MIN_DASHBOARD_COLUMNS;
  return Math.max(MIN_DASHBOARD_COLUMNS, Math.floor(n));
}

/** A dashboard column count, 1-8 (non-numeric → 1, minimum 1). */
export const columnCountSchema = z.preprocess(
  (v) => (typeof v === 'object' && v !== null ? v : coerceColumnCount(v)),
  z
    .number()
    .int()
    .min(MIN_DASHBOARD_COLUMNS, 'Dashboard columns must be between 1 and 8')
    .max(MAX_DASHBOARD_COLUMNS, 'Dashboard columns must be between 1 and 8'),
);

/** Column count for every breakpoint, or one per breakpoint (missing ones default to 8). */
export const dashboardColumnsSchema = z.union([
  z.partialRecord(breakpointSchema, columnCountSchema),
  columnCountSchema,
]);
export type DashboardColumns = z.infer<typeof dashboardColumnsSchema>;

/** The column count of `breakpoint` (default 8, minimum 1). */
export function resolveDashboardColumns(
  columns: DashboardColumns | undefined,
  breakpoint: Breakpoint,
): number {
  if (columns === undefined) return DEFAULT_DASHBOARD_COLUMNS;
  if (typeof columns === 'number')
    return Math.min(MAX_DASHBOARD_COLUMNS, coerceColumnCount(columns));
  const value = columns[breakpoint];
  if (value === undefined) return DEFAULT_DASHBOARD_COLUMNS;
  return Math.min(MAX_DASHBOARD_COLUMNS, coerceColumnCount(value));
}

export const paddingSchema = z.object({
  left: ranged('Padding', 0, 1000).optional(),
  right: ranged('Padding', 0, 1000).optional(),
  top: ranged('Padding', 0, 1000).optional(),
  bottom: ranged('Padding', 0, 1000).optional(),
});
export type Padding = z.infer<typeof paddingSchema>;

/** CSS font weight, default 400. */
export const fontWeightSchema = z
  .number({ error: 'Font weight must be a number' })
  .int('Font weight must be an integer')
  .min(1, 'Font weight must be between 1 and 1000')
  .max(1000, 'Font weight must be between 1 and 1000');

export const cardTitlePositionSchema = z.enum(['left', 'center', 'right'], {
  error: 'Card title position must be left, center or right',
});
export type CardTitlePosition = z.infer<typeof cardTitlePositionSchema>;

/** Tabs placement; 'popover' shows a dropdown instead of tabs (dashboards.md §2). */
export const tabsPlacementSchema = z.enum(['left', 'center', 'right', 'popover'], {
  error: 'Tabs placement must be left, center, right or popover',
});
export type TabsPlacement = z.infer<typeof tabsPlacementSchema>;

/** Theme settings shared by light and dark (dashboards.md §3, filters-and-rendering.md §9). */
export const themeCommonSchema = z.object({
  spacing: ranged('Spacing', 0, 50).default(10),
  dashboardColumns: dashboardColumnsSchema.default(() => ({
    lg: 8,
    md: 8,
    sm: 8,
    xs: 8,
    xxs: 8,
  })),
  dashboardFontFamily: z.string().min(1, 'Font family is required').default('Helvetica'),
  dashboardFontWeight: fontWeightSchema.default(400),
  cardTitleFontWeight: fontWeightSchema.default(400),
  cardTitlePosition: cardTitlePositionSchema.default('left'),
  tabsPlacement: tabsPlacementSchema.default('left'),
  cardBorderRadius: ranged('Card border radius', 0, 100).optional(),
  buttonBorderRadius: ranged('Button border radius', 0, 100).optional(),
  cardPadding: paddingSchema.optional(),
  labelPadding: paddingSchema.optional(),
  labelFontSize: ranged('Label font size', 0, 50).optional(),
  /** Width of the Y axis of bar charts. */
  yAxisWidth: ranged('Y axis width', 0, 1000).optional(),
});
export type ThemeCommon = z.infer<typeof themeCommonSchema>;
