import {
  chartConfigClassicSchema,
  dataPrepStepSchema,
  DEFAULT_V2_COLORS,
  X_AXIS_BUCKET_LABEL,
  type BaseAggregationStrategy,
  type ChartConfigClassic,
  type ChartConfigV2,
  type ChartType,
  type DataPrepStep,
  type MeasureAggregation,
} from '@chartroom/core';
import type { DashOrder } from '../engine/types';

const AGGREGATIONS: Record<MeasureAggregation, BaseAggregationStrategy> = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Min',
  max: 'Max',
  count: 'Count',
  distinct_count: 'Distinct count',
};

/** The classic chart type that draws a v2 config. */
export function classicTypeOf(config: ChartConfigV2): ChartType {
  switch (config.type) {
    case 'bar':
      return config.settings.stacking && config.dimensions.length > 1
        ? 'Stacked Bar'
        : 'Grouped Bar';
    case 'line':
      return 'Line';
    case 'area':
      return 'Area Line';
    case 'pie':
      return 'Pie Chart';
    case 'donut':
      return 'Donut Chart';
    case 'scatter':
      return 'Scatter Plot';
    case 'kpiCard':
      return 'Stat Card';
    case 'table':
      return 'Table';
  }
}

/** A v2 config's filters as classic data-prep steps (values stay values: bound by core). */
export function classicSteps(config: ChartConfigV2): DataPrepStep[] {
  const steps: DataPrepStep[] = [];
  const add = (column: string, comparison: DataPrepStep['comparison'], value?: unknown) =>
    steps.push(
      dataPrepStepSchema.parse({ column, comparison, ...(value === undefined ? {} : { value }) }),
    );
  for (const f of config.filters) {
    const list = Array.isArray(f.value) ? f.value : [f.value ?? null];
    switch (f.operator) {
      case 'IN':
      case '=':
        add(f.field, 'equals', list.length === 1 ? list[0] : list);
        break;
      case 'NOT IN':
      case '!=':
        add(f.field, 'not equals', list.length === 1 ? list[0] : list);
        break;
      case 'LIKE':
        add(f.field, 'contains', String(list[0] ?? '').replace(/^%|%$/g, ''));
        break;
      case 'BETWEEN':
        add(f.field, 'greater than or equal', list[0]);
        add(f.field, 'less than or equal', list[1]);
        break;
      case '>':
        add(f.field, 'greater than', list[0]);
        break;
      case '>=':
        add(f.field, 'greater than or equal', list[0]);
        break;
      case '<':
        add(f.field, 'less than', list[0]);
        break;
      case '<=':
        add(f.field, 'less than or equal', list[0]);
        break;
      case 'IS NULL':
        add(f.field, 'is null');
        break;
      case 'IS NOT NULL':
        add(f.field, 'is not null');
        break;
      case 'NOT LIKE':
        break;
    }
  }
  return steps;
}

/**
 * The classic chart config that draws the same answer over `select * from table` (the classic
 * builder's Dash): first dimension on the X axis (dates bucketed), measures as series, a second
 * dimension as the first series' segmentation, the plan's order.
 */
export function toClassicConfig(
  config: ChartConfigV2,
  options: {
    title?: string;
    orderBy?: readonly DashOrder[] | undefined;
    colors?: readonly string[];
  } = {},
): ChartConfigClassic {
  const palette = options.colors?.length ? options.colors : DEFAULT_V2_COLORS;
  const [x, segment] = config.dimensions;
  const type = classicTypeOf(config);
  const yAxis = config.measures.map((m, i) => ({
    column: m.field,
    color: palette[i % palette.length],
    baseAggregationStrategy: AGGREGATIONS[m.aggregation],
    ...(i === 0 && segment
      ? { segmentConfig: { segmentSeries: true, segmentBy: segment.field } }
      : {}),
  }));
  const order = options.orderBy?.[0];
  return chartConfigClassicSchema.parse({
    type,
    title: options.title ?? config.title ?? '',
    ...(x
      ? {
          xAxis: {
            column: x.field,
            ...(x.bucketing
              ? { format: { bucketing: x.bucketing, label: X_AXIS_BUCKET_LABEL } }
              : {}),
          },
        }
      : {}),
    yAxis: type === 'Table' ? [] : segment ? yAxis.slice(0, 1) : yAxis,
    ...(order
      ? {
          orderBy: {
            column: order.field,
            direction: order.direction === 'desc' ? 'descending' : 'ascending',
          },
        }
      : {}),
    ...(config.settings.layout === 'Horizontal' ? { layout: 'horizontal' } : {}),
  });
}
