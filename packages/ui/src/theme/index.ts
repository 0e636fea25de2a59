export { chartroomTheme, CHARTROOM_ACCENT } from './chartroom-theme';
export {
  chartPalette,
  resolveColor,
  defaultColor,
  DEFAULT_COLORS,
  DEFAULT_COLOR_NAMES,
  TAILWIND_500,
} from './palette';
export type { ChartPalette, ColorScheme } from './palette';
export {
  colorFromMap,
  preferredColorIndex,
  stableHash,
  valueColors,
  type SavedColors,
} from './series-colors';
export { chartAppearance, parseTheme, type ChartAppearance } from './chart-appearance';
export {
  ChartAppearanceProvider,
  useChartAppearance,
  type ChartAppearanceProviderProps,
} from './ChartAppearanceContext';
