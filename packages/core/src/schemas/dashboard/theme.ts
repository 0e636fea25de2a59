import { z } from 'zod';
import { colorSchema } from '../common/color';
import { fontWeightSchema, themeCommonSchema } from './theme-common';

/** Default button text colour, the accent violet (dashboards.md §3). */
export const DEFAULT_BUTTON_TEXT_COLOR = '#7C3AED';

/** The colour set of one mode (light or dark). Colours are hex, or rgba when alpha < 1. */
export const themeColorsSchema = z.object({
  dashboardBackgroundColor: colorSchema.optional(),
  widgetBackgroundColor: colorSchema.optional(),
  chartBackgroundColor: colorSchema.optional(),
  cardBorderColor: colorSchema.optional(),
  dashboardFontColor: colorSchema.optional(),
  chartFontColor: colorSchema.optional(),
  statCardTitleFontColor: colorSchema.optional(),
  statCardTitleFontWeight: fontWeightSchema.default(400),
  statCardContentFontColor: colorSchema.optional(),
  statCardContentFontWeight: fontWeightSchema.default(400),
  buttonColor: colorSchema.optional(),
  buttonTextColor: colorSchema.default(DEFAULT_BUTTON_TEXT_COLOR),
  sideBarBorderColor: colorSchema.optional(),
  tableHeaderBackgroundColor: colorSchema.optional(),
  tableActiveRowBackgroundColor: colorSchema.optional(),
  tableDataBackgroundColor: colorSchema.optional(),
  chartSkeletonColor: colorSchema.optional(),
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const themeModeSchema = z.enum(['light', 'dark'], { error: 'Mode must be light or dark' });
export type ThemeMode = z.infer<typeof themeModeSchema>;

/** A dashboard theme: common settings plus a light and a dark colour set. */
export const themeSchema = z.object({
  common: themeCommonSchema.prefault({}),
  light: themeColorsSchema.prefault({}),
  dark: themeColorsSchema.prefault({}),
});
export type Theme = z.infer<typeof themeSchema>;
