import type {
  ChartFilterInput,
  DashboardFilterInput,
  FilterValues,
  TableFilterSpec,
} from '../filters/resolve-filters';
import type { CompiledQuery } from '../sql/param-list';

/** What a chart is compiled with, besides the chart itself. */
export interface CompileChartContext {
  /** The chart's id: dashboard filters reach it through `chartFilterStructures[chartId]`. */
  chartId?: string | undefined;
  /** The dashboard's filters (current, or legacy with filterTargets). */
  dashboardFilters?: readonly DashboardFilterInput[] | undefined;
  /** Values by dashboard filter id (a value present here, even null, overrides the saved one). */
  dashboardFilterValues?: FilterValues | undefined;
  /** The chart's saved filters (default: the document's own `filters`). */
  chartFilters?: readonly ChartFilterInput[] | undefined;
  /** Values by chart filter id. */
  chartFilterValues?: FilterValues | undefined;
  /** The dashboard's zone: date filters and presets are read, and dates bucketed, there (UTC). */
  timeZone?: string | undefined;
  /** The zone of the data's wall-clock timestamps (default UTC). */
  dataTimeZone?: string | undefined;
  /** 0-based page of segments (20 per page) of a segmented classic chart. */
  segmentPage?: number | undefined;
  /** All segment names in order, when the caller already ran `segments`. */
  segmentNames?: readonly string[] | undefined;
  /** The current time (presets, year to date); default now. */
  now?: Date | undefined;
}

/** Everything the server runs for one chart. */
export interface CompiledChart {
  /** The chart's data. */
  main: CompiledQuery;
  /** The previous period (Stat Card / KPI card, v2 comparisons) when a date range applies. */
  comparison?: CompiledQuery;
  /** The segment names query of a segmented chart (run first: names and the pager). */
  segments?: CompiledQuery;
  /**
   * The segment names and the page's data in one scan, when the chart's aggregation allows it:
   * run instead of `segments` then `main`, and split with `splitSegmentedAnswer` by `segmentBy`.
   */
  segmentsWithData?: { query: CompiledQuery; segmentBy: string };
  /**
   * Raw-target filters (connectors' `TableFilter`): the connector replaces every reference of
   * `table` by that table filtered by `predicate`. Date values are already wall-clock times in
   * the data's zone.
   */
  tableFilters: TableFilterSpec[];
}
