// @chartroom/ui: React components shared by the hub and the SDK (DESIGN.md §2).
export { ChartViewer, DEFAULT_CHART_HEIGHT } from './chart-viewer/ChartViewer';
export type { ChartViewerProps, ChartViewerState } from './chart-viewer/ChartViewer';
export type { ChartEditProps } from './chart-viewer/EditableChart';
export { chartDataKey, chartDataQueryPart } from './chart-viewer/data-key';
export { drawV2Chart, type V2Drawing } from './chart-viewer/v2-chart';
export { parseViewerConfig, type ViewerConfig } from './chart-viewer/viewer-config';
export type { ChartData } from './chart-renderer/chart-data';
export { ChartRenderer, type ChartRendererProps } from './chart-renderer/ChartRenderer';
export type { ChartDatum, DatumClickHandler } from './chart-renderer/datum-click';
export { EChart, type EChartProps } from './chart-renderer/EChart';
export { preloadEChartsChart } from './chart-renderer/LazyEChartsChart';
export {
  chartPartOf,
  preloadChartParts,
  type ChartPart,
} from './chart-renderer/chart-parts-loader';
export * from './chart-renderer/options';
export * from './stat-card';
export * from './data-table';
export * from './points-map';
export * from './text-chart';
export * from './chart-placeholder';
export * from './theme';
export * from './i18n';
export * from './format';
export * from './dashboard';
