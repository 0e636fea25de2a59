import type { DateBucketing } from '../schemas/common/date-bucketing';
import type { FilterComparison } from '../schemas/common/filter-comparison';
import type { ChartTypeV2 } from '../schemas/chart/chart-type';
import type { MeasureAggregation } from '../schemas/chart-v2/measure-aggregation';
import type {
  SemanticFilterOperator,
  SemanticFilterValue,
} from '../schemas/chart-v2/semantic-filter';
import type { ColumnKind } from '../filters/compile-predicates';
import type { Predicate } from '../filters/predicate';
import type { VariableValue } from '../filters/resolve-filters';

/** Date buckets of a v2 dimension: the dialect's buckets plus year to date. */
export type SemanticBucket = DateBucketing | 'year_to_date';

/**
 * A semantic query as the compiler reads it: `semanticQuerySchema`'s output, or a v2 chart's
 * config (whose dimensions and measures also carry display names, used as column aliases).
 */
export interface SemanticQueryInput {
  type: ChartTypeV2;
  table?: string | undefined;
  dimensions: ReadonlyArray<{
    field: string;
    type: string;
    name?: string | undefined;
    bucketing?: SemanticBucket | undefined;
  }>;
  measures: ReadonlyArray<{
    field: string;
    aggregation: MeasureAggregation;
    name?: string | undefined;
  }>;
  filters: readonly SemanticFilterInput[];
  havingFilters?: readonly SemanticFilterInput[] | undefined;
  orderBy?: ReadonlyArray<{ field: string; direction?: 'asc' | 'desc' | undefined }> | undefined;
  limit?: number | undefined;
}

/** A semantic filter: the schema's operators or the spec's comparison names. */
export interface SemanticFilterInput {
  field: string;
  operator: SemanticFilterOperator | FilterComparison;
  value?: SemanticFilterValue | undefined;
  bucketing?: DateBucketing | undefined;
}

export interface SemanticCompileOptions {
  /** The data-prep query to read from when the query names no table. */
  sourceSql?: string | undefined;
  /** Field types (from the table schema or output columns): dates bind timestamps. */
  fieldTypes?: ReadonlyMap<string, ColumnKind> | undefined;
  /** Further predicates on the table's columns (dashboard and chart filters with Output target). */
  predicates?: readonly Predicate[] | undefined;
  /** Values of `{{variables}}` in `sourceSql`. */
  variables?: ReadonlyMap<string, VariableValue> | undefined;
  /** The chart's zone (dashboard's): date filters are read and dates bucketed there. */
  timeZone?: string | undefined;
  /** The zone of the data's wall-clock timestamps (default UTC). */
  dataTimeZone?: string | undefined;
  now?: Date | undefined;
  /** Compile the previous-period comparison (needs exactly one date range filter). */
  comparePreviousPeriod?: boolean | undefined;
}

/** The comment a chart without a dimension or a measure compiles to (filters-and-rendering.md §5). */
export const SEMANTIC_INCOMPLETE_SQL =
  '-- At least one dimension and one measure are required to build this chart';
