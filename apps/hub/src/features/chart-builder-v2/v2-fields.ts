import {
  chartTypeV2Schema,
  measureAggregationSchema,
  type ChartTypeV2,
  type ColumnType,
  type DateBucketing,
  type DimensionType,
  type MeasureAggregation,
  type TableSchemaEntry,
} from '@chartroom/core';

/** A field of the chart's table as the v2 builder sees it. */
export interface V2Field {
  name: string;
  type: DimensionType;
}

/** v2 chart types, in the dropdown's order (charts.md §9). */
export const V2_CHART_TYPES: readonly ChartTypeV2[] = chartTypeV2Schema.options;

/** Measure aggregations (charts.md §5): sum, avg, min, max, count, distinct_count. */
export const V2_AGGREGATIONS: readonly MeasureAggregation[] = measureAggregationSchema.options;

/** Date bucketing options of a v2 dimension (charts.md §5). */
export const V2_BUCKETINGS: readonly DateBucketing[] = ['hour', 'day', 'month', 'quarter', 'year'];

/** The v2 type of a schema column: mixed and unknown columns are treated as text. */
export function fieldType(type: ColumnType): DimensionType {
  return type === 'number' || type === 'date' || type === 'boolean' ? type : 'string';
}

/** The fields of a table of the connection schema, in the schema's order. */
export function tableFields(table: TableSchemaEntry | undefined): V2Field[] {
  return (table?.columns ?? []).map((c) => ({ name: c.columnName, type: fieldType(c.type) }));
}

/** The Dimensions list: non-number fields (charts.md §5). */
export function dimensionFields(fields: readonly V2Field[]): V2Field[] {
  return fields.filter((f) => f.type !== 'number');
}

/** The Measures list: number fields only (charts.md §5). */
export function measureFields(fields: readonly V2Field[]): V2Field[] {
  return fields.filter((f) => f.type === 'number');
}

/** Field name to v2 type, for the filter and comparison rules. */
export function fieldTypeMap(fields: readonly V2Field[]): ReadonlyMap<string, DimensionType> {
  return new Map(fields.map((f) => [f.name, f.type]));
}
