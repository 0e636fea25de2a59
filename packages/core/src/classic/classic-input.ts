import type { StepInput } from '../filters/step-predicate';
import type { ColumnKind } from '../filters/compile-predicates';
import type { VariableValue } from '../filters/resolve-filters';

/** Default row limit of chart queries; Table charts always use it (filters-and-rendering.md §9). */
export const DEFAULT_CHART_LIMIT = 2000;

/** Segments per page of a segmented chart (filters-and-rendering.md §4). */
export const SEGMENT_PAGE_SIZE = 20;

/** Most segment names fetched at once (filters-and-rendering.md §9). */
export const MAX_SEGMENT_NAMES = 5000;

/** The parts of a classic chart the compiler reads (structurally typed on the stored config). */
export interface ClassicChartInput {
  query: string;
  type: string;
  xAxis?: { column?: string | null; format?: { bucketing?: string | null } | null } | null;
  yAxis?: ReadonlyArray<{
    column?: string | null;
    baseAggregationStrategy?: string | null;
    segmentConfig?: { segmentSeries?: boolean | null; segmentBy?: string | null } | null;
  }> | null;
  orderBy?: { column?: string | null; direction?: string | null } | null;
  limit?: number | null;
  /** Data-prep steps: filters on the data-prep output (charts.md §3). */
  steps?: readonly StepInput[] | null;
  /** Data-prep output columns with their types (date steps, value coercion). */
  outputColumns?: ReadonlyArray<{ columnName: string; type: ColumnKind }> | null;
}

export interface ClassicCompileOptions {
  /** Values of the data-prep query's `{{variables}}`. */
  variables?: ReadonlyMap<string, VariableValue>;
  /** The chart's (dashboard's) zone: date steps are read and dates bucketed there. */
  timeZone?: string;
  /** The zone of the data's wall-clock timestamps (default UTC). */
  dataTimeZone?: string;
  /** The current time (date steps and presets); default now. */
  now?: Date;
  /** 0-based page of segments of a segmented chart. */
  segmentPage?: number;
  /**
   * All segment names in order (the segments query's answer, or the chart's locked order): the
   * page's names are bound as parameters. Without them the page is selected inside the query.
   */
  segmentNames?: readonly string[];
}
