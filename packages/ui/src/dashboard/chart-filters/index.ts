export { ChartFiltersPopover, type ChartFiltersPopoverProps } from './ChartFiltersPopover';
export { ChartFilterChips, type ChartFilterChipsProps } from './ChartFilterChips';
export { CHART_FILTERS_NAMESPACE, useChartFiltersTranslation } from './i18n';
export type { CardChartFilter } from './types';
