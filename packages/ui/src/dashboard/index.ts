// Dashboard canvas and filter bar (DESIGN.md §2 ui; spec dashboards.md §2, filters-and-rendering.md §2).
// Needed CSS (import once in the app): 'react-grid-layout/css/styles.css',
// 'react-resizable/css/styles.css', '@mantine/dates/styles.css'.
export { DashboardCanvas, type DashboardCanvasProps } from './DashboardCanvas';
export { ChartCard, cardContentHeight, CARD_PADDING, type ChartCardProps } from './ChartCard';
export { CanvasZeroState, type CanvasZeroStateProps } from './CanvasZeroState';
export { CardEditActions, type CardEditActionsProps } from './CardEditActions';
export type { LayoutCommit } from './EditableGrid';
export { useDashboardCanvas } from './DashboardCanvasContext';
export { FilterBar, isControlledFilter, type FilterBarProps } from './FilterBar';
export { FilterControl, type FilterControlAllProps } from './filters/FilterControl';
export * from './chart-filters';
export { allowedValues, restrictToAllowed, type RestrictedFilter } from './filters/allowed-values';
export { buildLayouts, chartLayoutItem } from './build-layouts';
export { compactLayout } from './grid-positions';
export {
  isEmptyFilterValue,
  normalizeFilterValue,
  sameFilterValue,
  filterControlKind,
} from './filter-values';
export type { FilterControlKind } from './filter-values';
export { presetRange, rangeToValue, DATE_PRESET_KEYS, type DatePresetKey } from './dates';
export {
  GRID_BREAKPOINTS,
  DEFAULT_GRID_COLUMNS,
  GRID_ROW_HEIGHT,
  GRID_MARGIN,
  DRAG_HANDLE_CLASS,
  FILTER_DEBOUNCE_MS,
} from './grid';
export { DASHBOARD_NAMESPACE, registerDashboardI18n, useDashboardTranslation } from './i18n';
export type {
  CanvasBreakpoint,
  CanvasChartEntry,
  CanvasLayoutItem,
  CanvasLayouts,
  ChartCardState,
  DashboardFilterValue,
  FilterBarFilter,
  RenderChart,
} from './types';
