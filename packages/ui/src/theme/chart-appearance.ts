import { themeSchema, type CardTitlePosition, type Theme, type ThemeMode } from '@chartroom/core';

/**
 * What a dashboard theme (dashboards.md §3) changes in the charts of one mode: fonts, card and
 * chart colours, the stat card's title and value, card radius and title placement. Unset parts
 * keep the renderer's light or dark defaults.
 */
export interface ChartAppearance {
  fontFamily?: string;
  fontWeight?: number;
  dashboardBackground?: string;
  dashboardTextColor?: string;
  cardBackground?: string;
  cardBorderColor?: string;
  cardRadius?: number;
  cardTitleWeight?: number;
  cardTitlePosition?: CardTitlePosition;
  chartBackground?: string;
  chartTextColor?: string;
  statTitleColor?: string;
  statTitleWeight?: number;
  statValueColor?: string;
  statValueWeight?: number;
  /** Axis and legend label size (px). */
  labelFontSize?: number;
  skeletonColor?: string;
  tableHeaderBackground?: string;
}

/** The default font stack after a theme's font family. */
const FALLBACK_FONTS = 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Arial, sans-serif';

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The chart appearance of a theme in one mode (nothing without a theme). Pure. */
export function chartAppearance(theme: Theme | null | undefined, mode: ThemeMode): ChartAppearance {
  if (!theme) return {};
  const { common } = theme;
  const colors = mode === 'dark' ? theme.dark : theme.light;
  return defined({
    fontFamily: `${common.dashboardFontFamily}, ${FALLBACK_FONTS}`,
    fontWeight: common.dashboardFontWeight,
    dashboardBackground: colors.dashboardBackgroundColor,
    dashboardTextColor: colors.dashboardFontColor,
    cardBackground: colors.widgetBackgroundColor,
    cardBorderColor: colors.cardBorderColor,
    cardRadius: common.cardBorderRadius,
    cardTitleWeight: common.cardTitleFontWeight,
    cardTitlePosition: common.cardTitlePosition,
    chartBackground: colors.chartBackgroundColor,
    chartTextColor: colors.chartFontColor,
    statTitleColor: colors.statCardTitleFontColor,
    statTitleWeight: colors.statCardTitleFontWeight,
    statValueColor: colors.statCardContentFontColor,
    statValueWeight: colors.statCardContentFontWeight,
    labelFontSize: common.labelFontSize,
    skeletonColor: colors.chartSkeletonColor,
    tableHeaderBackground: colors.tableHeaderBackgroundColor,
  });
}

/** A stored theme (any shape) validated with the theme schema, or null when it is not one. */
export function parseTheme(value: unknown): Theme | null {
  if (value === undefined || value === null) return null;
  const parsed = themeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
