import {
  chartConfigV2Schema,
  DEFAULT_DATE_BUCKETING,
  type ChartConfigV2,
  type ChartSettingsV2,
  type ChartTypeV2,
  type ChartV2Filter,
  type DateBucketing,
  type MeasureAggregation,
} from '@chartroom/core';
import type { V2Field } from './v2-fields';

/** Edits of the v2 chart config. Every rule of charts.md §5 that the config holds lives here. */
export type V2Action =
  | { type: 'replace'; config: ChartConfigV2 }
  | { type: 'setType'; chartType: ChartTypeV2 }
  | { type: 'addDimension'; field: Pick<V2Field, 'name' | 'type'> }
  | { type: 'removeDimension'; field: string }
  | { type: 'setBucketing'; field: string; bucketing: DateBucketing }
  | { type: 'addMeasure'; field: string; aggregation: MeasureAggregation }
  | { type: 'removeMeasure'; name: string }
  | { type: 'setAggregation'; name: string; aggregation: MeasureAggregation }
  | { type: 'renameMeasure'; name: string; newName: string }
  | { type: 'addFilter'; filter: ChartV2Filter }
  | { type: 'updateFilter'; index: number; filter: ChartV2Filter }
  | { type: 'removeFilter'; index: number }
  | { type: 'addComparison'; measure: string }
  | { type: 'removeComparison'; name: string }
  | { type: 'setSettings'; settings: Partial<ChartSettingsV2> };

/** A fresh v2 config: a table with the default settings (raw rows of the table). */
export function emptyV2Config(type: ChartTypeV2 = 'table'): ChartConfigV2 {
  return chartConfigV2Schema.parse({ type });
}

const AGGREGATION_LABELS: Record<MeasureAggregation, string> = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Min',
  max: 'Max',
  count: 'Count',
  distinct_count: 'Distinct count',
};

/** Default name of a measure: 'Sum of amount'. */
export function measureName(field: string, aggregation: MeasureAggregation): string {
  return `${AGGREGATION_LABELS[aggregation]} of ${field}`;
}

/** Name of the previous-period comparison of a measure. */
export function comparisonName(measure: string): string {
  return `${measure} (previous period)`;
}

export function v2ConfigReducer(config: ChartConfigV2, action: V2Action): ChartConfigV2 {
  switch (action.type) {
    case 'replace':
      return action.config;
    case 'setType':
      return { ...config, type: action.chartType };
    case 'addDimension': {
      const { field } = action;
      // A dimension cannot be added twice (duplicates ignored); measures are number fields.
      if (field.type === 'number') return config;
      if (config.dimensions.some((d) => d.field === field.name)) return config;
      const dimension = {
        name: field.name,
        field: field.name,
        type: field.type,
        ...(field.type === 'date' ? { bucketing: DEFAULT_DATE_BUCKETING } : {}),
      };
      return { ...config, dimensions: [...config.dimensions, dimension] };
    }
    case 'removeDimension':
      return { ...config, dimensions: config.dimensions.filter((d) => d.field !== action.field) };
    case 'setBucketing':
      return {
        ...config,
        dimensions: config.dimensions.map((d) =>
          d.field === action.field && d.type === 'date' ? { ...d, bucketing: action.bucketing } : d,
        ),
      };
    case 'addMeasure': {
      const { field, aggregation } = action;
      const name = measureName(field, aggregation);
      const duplicate = config.measures.some(
        (m) => (m.field === field && m.aggregation === aggregation) || m.name === name,
      );
      if (duplicate) return config;
      return { ...config, measures: [...config.measures, { name, field, aggregation }] };
    }
    case 'removeMeasure':
      return {
        ...config,
        measures: config.measures.filter((m) => m.name !== action.name),
        // A comparison of a removed measure would make the config invalid.
        comparisons: config.comparisons.filter((c) => c.measure !== action.name),
      };
    case 'setAggregation':
      return setAggregation(config, action.name, action.aggregation);
    case 'renameMeasure':
      return renameMeasure(config, action.name, action.newName);
    case 'addFilter':
      return { ...config, filters: [...config.filters, action.filter] };
    case 'updateFilter':
      return {
        ...config,
        filters: config.filters.map((f, i) => (i === action.index ? action.filter : f)),
      };
    case 'removeFilter':
      return { ...config, filters: config.filters.filter((_, i) => i !== action.index) };
    case 'addComparison': {
      if (!config.measures.some((m) => m.name === action.measure)) return config;
      if (config.comparisons.some((c) => c.measure === action.measure)) return config;
      const comparison = {
        name: comparisonName(action.measure),
        measure: action.measure,
        compareBy: 'previous_period' as const,
      };
      return { ...config, comparisons: [...config.comparisons, comparison] };
    }
    case 'removeComparison':
      return { ...config, comparisons: config.comparisons.filter((c) => c.name !== action.name) };
    case 'setSettings':
      return { ...config, settings: { ...config.settings, ...action.settings } };
  }
}

/** Changes a measure's aggregation (and its default name); ignored when it would duplicate one. */
function setAggregation(
  config: ChartConfigV2,
  name: string,
  aggregation: MeasureAggregation,
): ChartConfigV2 {
  const measure = config.measures.find((m) => m.name === name);
  if (!measure) return config;
  const duplicate = config.measures.some(
    (m) => m !== measure && m.field === measure.field && m.aggregation === aggregation,
  );
  if (duplicate) return config;
  const renamed =
    measure.name === measureName(measure.field, measure.aggregation)
      ? measureName(measure.field, aggregation)
      : measure.name;
  const next = {
    ...config,
    measures: config.measures.map((m) => (m === measure ? { ...m, aggregation } : m)),
  };
  return renamed === name ? next : renameMeasure(next, name, renamed);
}

/** Renames a measure and the comparisons that name it. A blank name is kept (and invalid). */
function renameMeasure(config: ChartConfigV2, name: string, newName: string): ChartConfigV2 {
  if (newName !== name && config.measures.some((m) => m.name === newName)) return config;
  return {
    ...config,
    measures: config.measures.map((m) => (m.name === name ? { ...m, name: newName } : m)),
    comparisons: config.comparisons.map((c) =>
      c.measure === name ? { ...c, measure: newName, name: comparisonName(newName) } : c,
    ),
  };
}
