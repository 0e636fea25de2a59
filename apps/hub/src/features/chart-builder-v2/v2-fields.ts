import {
  chartTypeV2Schema,
  measureAggregationsFor,
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
  /**
   * Aggregations a measure of the field may use (core's field roles): all for a number, counts
   * for a number that is an identifier (order_id, customerId…), none for other fields.
   */
  aggregations: readonly MeasureAggregation[];
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
  return (table?.columns ?? []).map((c) => {
    const type = fieldType(c.type);
    // Measures are number fields (charts.md §5); an identifier among them is only counted.
    const aggregations =
      type === 'number' ? measureAggregationsFor({ name: c.columnName, type: c.type }) : [];
    return { name: c.columnName, type, aggregations };
  });
}

/** The Dimensions list: non-number fields (charts.md §5). */
export function dimensionFields(fields: readonly V2Field[]): V2Field[] {
  return fields.filter((f) => f.type !== 'number');
}

/**
 * The Measures list (charts.md §5): number fields. An identifier among them (order_id,
 * customerId…) is offered with count and distinct count only, never sum or average.
 */
export function measureFields(fields: readonly V2Field[]): V2Field[] {
  return fields.filter((f) => f.aggregations.length > 0);
}

/**
 * The aggregations a measure's menu offers: its field's, plus the one it has (a chart saved or
 * made by Dash with another stays editable). Unknown fields get every aggregation.
 */
export function measureAggregationChoices(
  fields: readonly V2Field[],
  measure: { field: string; aggregation: MeasureAggregation },
): readonly MeasureAggregation[] {
  const field = fields.find((f) => f.name === measure.field);
  if (!field) return V2_AGGREGATIONS;
  const allowed = new Set<MeasureAggregation>([...field.aggregations, measure.aggregation]);
  return V2_AGGREGATIONS.filter((a) => allowed.has(a));
}

/** Field name to v2 type, for the filter and comparison rules. */
export function fieldTypeMap(fields: readonly V2Field[]): ReadonlyMap<string, DimensionType> {
  return new Map(fields.map((f) => [f.name, f.type]));
}
