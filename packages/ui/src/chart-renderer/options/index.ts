export {
  buildCartesianOption,
  buildPagedCartesianOption,
  cartesianPageCount,
  curveOption,
  seriesKindOf,
} from './cartesian-option';
export type { CartesianView, PagedOption } from './cartesian-option';
export { buildBarListOption, buildPagedBarListOption } from './bar-list-option';
export { barPageSize, pageCountOf, pageRange } from './paging';
export { legendLayout, normalizeLegendPosition } from './legend';
export type { LegendPosition } from './legend';
export { applyValueOptions, normalizeValues, percentagesOfTotal } from './series-values';
export { buildPieOption, pieSlices, PIE_MAX_CATEGORIES, PIE_KEPT_CATEGORIES } from './pie-option';
export { buildScatterOption } from './scatter-option';
export {
  buildHeatmapOption,
  buildHeatmapView,
  heatmapPageCount,
  heatmapColumns,
  heatmapPageSize,
  HEATMAP_PAGE_SIZE,
} from './heatmap-option';
export type { HeatmapView } from './heatmap-option';
export { heatmapAxis, splitSortPrefix } from './heatmap-axes';
export { LARGE_DATA_THRESHOLD } from './common';
export type { ChartOption } from './chart-option';
