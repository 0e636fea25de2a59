import { valueColors } from '@chartroom/ui';
import {
  BAR_LIKE_CHART_TYPES,
  BAR_TYPES_LIMIT,
  BAR_TYPES_PAGE_SIZE,
  MAX_COMBO_SERIES,
  MAX_SERIES,
  SINGLE_SERIES_CHART_TYPES,
  X_AXIS_BUCKET_LABEL,
  X_AXIS_DATE_BUCKETING,
  seriesSchema,
  type AdvancedOptions,
  type ChartConfigClassic,
  type ChartLayout,
  type ChartType,
  type DateBucketing,
  type FormatConfig,
  type Layer,
  type OrderBy,
  type OutputColumn,
  type Series,
  type TitleSize,
} from '@chartroom/core';
import { columnTypeOf, SERIES_COLORS, seriesColor } from './chart-types';
import { layerLimitMessage, maxLayers, newLayer } from './map-layers';

/** Messages of the builder's rules (charts.md §5), verbatim. */
export const MESSAGES = {
  maxSeries: 'No more than 20 series supported',
  segmentedSeries: 'Only 1 series supported if segmentation is enabled',
  segmentBy: 'Select a column to segment by',
  noSegments: 'No segments found. Reset segments or try another column to segment by',
} as const;

/**
 * The chart config being edited, plus the series set aside while the first series is segmented
 * ('Segment data' disables the other series; removing it re-enables them, charts.md §4) and the
 * message of the last refused action.
 */
export interface ConfigState {
  config: ChartConfigClassic;
  parkedSeries: Series[];
  notice: string | null;
}

export type ConfigAction =
  | { type: 'load'; config: ChartConfigClassic }
  | { type: 'setChartType'; chartType: ChartType; columns: readonly OutputColumn[] }
  | { type: 'setXAxisColumn'; column: string | null; columns: readonly OutputColumn[] }
  | { type: 'setXAxisLabel'; label: string }
  | { type: 'setXAxisBucketing'; bucketing: DateBucketing | null }
  | { type: 'addSeries'; columns: readonly OutputColumn[] }
  | { type: 'removeSeries'; index: number }
  | { type: 'setSeriesColumn'; index: number; column: string; columns: readonly OutputColumn[] }
  | { type: 'updateSeries'; index: number; patch: Partial<Series> }
  | { type: 'setSegmentation'; enabled: boolean }
  | { type: 'setSegmentBy'; column: string | null }
  | { type: 'resetSegments'; names: readonly string[] }
  | { type: 'moveSegment'; from: number; to: number }
  | { type: 'setSegmentColor'; index: number; color: string }
  | { type: 'setOrderBy'; orderBy: OrderBy | null }
  | { type: 'setLayout'; layout: ChartLayout }
  | { type: 'setTitle'; title: string }
  | { type: 'setTitleSize'; titleSize: TitleSize }
  | { type: 'setBgColor'; bgColor: string }
  | { type: 'setFontFamily'; fontFamily: string }
  | { type: 'setAdvanced'; advanced: AdvancedOptions }
  | { type: 'setRichText'; richText: string }
  | { type: 'setFormatConfig'; formatConfig: FormatConfig | undefined }
  | { type: 'addLayer'; columns: readonly OutputColumn[] }
  | { type: 'removeLayer'; index: number }
  | { type: 'updateLayer'; index: number; layer: Layer }
  | { type: 'dismissNotice' };

/** A new chart: a Table with no series. */
export function emptyChartConfig(): ChartConfigClassic {
  return { type: 'Table', yAxis: [] };
}

export function initialConfigState(config: ChartConfigClassic = emptyChartConfig()): ConfigState {
  return { config, parkedSeries: [], notice: null };
}

/** Sum for number columns, Distinct count for the others (charts.md §4). */
export function defaultAggregation(columns: readonly OutputColumn[], column: string) {
  return columnTypeOf(columns, column) === 'number' ? 'Sum' : 'Distinct count';
}

/** A new series on `column` with the schema's defaults and the rule's aggregation. */
export function newSeries(
  column: string,
  columns: readonly OutputColumn[],
  color: string,
  extra: Partial<Series> = {},
): Series {
  return seriesSchema.parse({
    column,
    color,
    baseAggregationStrategy: defaultAggregation(columns, column),
    ...extra,
  });
}

/** The column a new series starts on: an unused number column, else any number/first column. */
export function nextSeriesColumn(
  config: ChartConfigClassic,
  columns: readonly OutputColumn[],
): string | null {
  const used = new Set([config.xAxis?.column, ...config.yAxis.map((s) => s.column)]);
  const numbers = columns.filter((c) => c.type === 'number');
  return (
    numbers.find((c) => !used.has(c.columnName))?.columnName ??
    numbers[0]?.columnName ??
    columns.find((c) => !used.has(c.columnName))?.columnName ??
    columns[0]?.columnName ??
    null
  );
}

export function isSegmented(config: ChartConfigClassic): boolean {
  return config.yAxis[0]?.segmentConfig?.segmentSeries === true;
}

/**
 * Whether 'Add series' is offered (charts.md §5): not for Table and Text, nor for a Combo Chart
 * with 2 series. The 20-series and segmentation limits are refused with their message instead.
 */
export function canAddSeries(config: ChartConfigClassic): boolean {
  if (SINGLE_SERIES_CHART_TYPES.includes(config.type)) return false;
  return !(config.type === 'Combo Chart' && config.yAxis.length >= MAX_COMBO_SERIES);
}

function withConfig(state: ConfigState, config: ChartConfigClassic): ConfigState {
  return { ...state, config, notice: null };
}

function refuse(state: ConfigState, notice: string): ConfigState {
  return { ...state, notice };
}

function mapSeries(
  config: ChartConfigClassic,
  index: number,
  update: (series: Series) => Series,
): ChartConfigClassic {
  return { ...config, yAxis: config.yAxis.map((s, i) => (i === index ? update(s) : s)) };
}

/** The type rules of charts.md §4 applied when the chart type changes. */
function applyChartType(
  config: ChartConfigClassic,
  chartType: ChartType,
  columns: readonly OutputColumn[],
): ChartConfigClassic {
  let next: ChartConfigClassic = { ...config, type: chartType };
  if (chartType === 'Combo Chart') {
    const yAxis = next.yAxis.slice(0, MAX_COMBO_SERIES);
    while (yAxis.length < MAX_COMBO_SERIES) {
      const column = nextSeriesColumn({ ...next, yAxis }, columns);
      if (column === null) break;
      const second = yAxis.length === 1;
      yAxis.push(
        newSeries(
          column,
          columns,
          second ? 'orange' : seriesColor(0),
          second ? { typeOverride: 'Line' } : {},
        ),
      );
    }
    next = { ...next, yAxis };
  }
  if (chartType === 'Stat Card') next = { ...next, titleSize: 'small' };
  if (next.layers && next.layers.length > maxLayers(chartType)) {
    next = { ...next, layers: next.layers.slice(0, maxLayers(chartType)) };
  }
  if (BAR_LIKE_CHART_TYPES.includes(chartType)) {
    next = {
      ...next,
      advanced: {
        ...next.advanced,
        generic: { ...next.advanced?.generic, limit: BAR_TYPES_LIMIT },
        tremor: { ...next.advanced?.tremor, pageOn: BAR_TYPES_PAGE_SIZE },
      },
    };
  }
  return next;
}

function setXAxisColumn(
  config: ChartConfigClassic,
  column: string | null,
  columns: readonly OutputColumn[],
): ChartConfigClassic {
  const isDate = column !== null && columnTypeOf(columns, column) === 'date';
  const format = config.xAxis?.format ?? {};
  const label = format.label === X_AXIS_BUCKET_LABEL ? undefined : format.label;
  return {
    ...config,
    xAxis: {
      ...config.xAxis,
      column: column ?? undefined,
      format: isDate
        ? { ...format, bucketing: X_AXIS_DATE_BUCKETING, label: X_AXIS_BUCKET_LABEL }
        : { ...format, bucketing: null, label },
    },
    orderBy: null,
  };
}

function setSegmentation(state: ConfigState, enabled: boolean): ConfigState {
  const { config } = state;
  const [first, ...rest] = config.yAxis;
  if (!first) return state;
  if (enabled) {
    const segmentConfig = {
      segmentSeries: true,
      segmentBy: null,
      segmentNames: [],
      segments: [],
      segmentsLocked: false,
    };
    return {
      config: { ...config, yAxis: [{ ...first, segmentConfig }] },
      parkedSeries: [...state.parkedSeries, ...rest],
      notice: null,
    };
  }
  const { segmentConfig: _removed, ...plain } = first;
  return {
    config: { ...config, yAxis: [plain, ...rest, ...state.parkedSeries] },
    parkedSeries: [],
    notice: null,
  };
}

function updateSegments(
  state: ConfigState,
  update: (segment: NonNullable<Series['segmentConfig']>) => Series['segmentConfig'],
): ConfigState {
  const first = state.config.yAxis[0];
  if (!first?.segmentConfig) return state;
  return withConfig(
    state,
    mapSeries(state.config, 0, (s) => ({ ...s, segmentConfig: update(first.segmentConfig!) })),
  );
}

/** The builder's chart-config editing as a pure reducer (charts.md §4 and §5 rules). */
export function chartConfigReducer(state: ConfigState, action: ConfigAction): ConfigState {
  const { config } = state;
  switch (action.type) {
    case 'load':
      return initialConfigState(action.config);
    case 'dismissNotice':
      return { ...state, notice: null };
    case 'setChartType':
      return withConfig(state, applyChartType(config, action.chartType, action.columns));
    case 'setXAxisColumn':
      return withConfig(state, setXAxisColumn(config, action.column, action.columns));
    case 'setXAxisLabel':
      return withConfig(state, {
        ...config,
        xAxis: { ...config.xAxis, format: { ...config.xAxis?.format, label: action.label } },
      });
    case 'setXAxisBucketing':
      return withConfig(state, {
        ...config,
        xAxis: {
          ...config.xAxis,
          format: { ...config.xAxis?.format, bucketing: action.bucketing },
        },
      });
    case 'addSeries': {
      if (!canAddSeries(config)) return state;
      if (isSegmented(config)) return refuse(state, MESSAGES.segmentedSeries);
      if (config.yAxis.length >= MAX_SERIES) return refuse(state, MESSAGES.maxSeries);
      const column = nextSeriesColumn(config, action.columns);
      if (column === null) return state;
      const series = newSeries(column, action.columns, seriesColor(config.yAxis.length));
      return withConfig(state, { ...config, yAxis: [...config.yAxis, series], orderBy: null });
    }
    case 'removeSeries': {
      const removed = config.yAxis[action.index];
      const yAxis = config.yAxis.filter((_, i) => i !== action.index);
      // Removing the segmented series ends segmentation: the parked series come back.
      if (removed?.segmentConfig?.segmentSeries && action.index === 0) {
        return withConfig(
          { ...state, parkedSeries: [] },
          { ...config, yAxis: [...yAxis, ...state.parkedSeries], orderBy: null },
        );
      }
      return withConfig(state, { ...config, yAxis, orderBy: null });
    }
    case 'setSeriesColumn':
      return withConfig(state, {
        ...mapSeries(config, action.index, (s) => ({
          ...s,
          column: action.column,
          baseAggregationStrategy: defaultAggregation(action.columns, action.column),
        })),
        orderBy: null,
      });
    case 'updateSeries':
      return withConfig(
        state,
        mapSeries(config, action.index, (s) => ({ ...s, ...action.patch })),
      );
    case 'setSegmentation':
      return setSegmentation(state, action.enabled);
    case 'setSegmentBy':
      return updateSegments(state, (seg) => ({
        ...seg,
        segmentBy: action.column,
        segmentNames: [],
        segments: [],
        segmentsLocked: false,
      }));
    case 'resetSegments':
      if (action.names.length === 0) {
        return refuse(
          updateSegments(state, (seg) => ({ ...seg, segmentNames: [], segments: [] })),
          MESSAGES.noSegments,
        );
      }
      return updateSegments(state, (seg) => ({
        ...seg,
        segmentNames: [...action.names],
        // Keyed by the segment's value, as the renderer colours unsaved segments: 'cancelled'
        // keeps its colour whatever the order or the other segments of this answer.
        segments: valueColors(action.names, SERIES_COLORS).map((color, i) => ({
          name: action.names[i] ?? '',
          color,
        })),
        segmentsLocked: false,
      }));
    case 'moveSegment':
      return updateSegments(state, (seg) => {
        const segments = [...seg.segments];
        const [moved] = segments.splice(action.from, 1);
        if (!moved || action.to < 0 || action.to > segments.length) return seg;
        segments.splice(action.to, 0, moved);
        return {
          ...seg,
          segments,
          segmentNames: segments.map((s) => s.name),
          segmentsLocked: true,
        };
      });
    case 'setSegmentColor':
      return updateSegments(state, (seg) => ({
        ...seg,
        segments: seg.segments.map((s, i) =>
          i === action.index ? { ...s, color: action.color } : s,
        ),
      }));
    case 'setOrderBy':
      return withConfig(state, { ...config, orderBy: action.orderBy });
    case 'setLayout':
      return withConfig(state, { ...config, layout: action.layout });
    case 'setTitle':
      return withConfig(state, { ...config, title: action.title });
    case 'setTitleSize':
      return withConfig(state, { ...config, titleSize: action.titleSize });
    case 'setBgColor':
      return withConfig(state, { ...config, bgColor: action.bgColor });
    case 'setFontFamily':
      return withConfig(state, { ...config, fontFamily: action.fontFamily });
    case 'setAdvanced':
      return withConfig(state, { ...config, advanced: action.advanced });
    case 'setRichText':
      return withConfig(state, { ...config, richText: action.richText });
    case 'setFormatConfig':
      return withConfig(state, { ...config, formatConfig: action.formatConfig });
    case 'addLayer': {
      const refused = layerLimitMessage(config);
      if (refused) return refuse(state, refused);
      return withConfig(state, {
        ...config,
        layers: [...(config.layers ?? []), newLayer(action.columns)],
      });
    }
    case 'removeLayer':
      return withConfig(state, {
        ...config,
        layers: (config.layers ?? []).filter((_, i) => i !== action.index),
      });
    case 'updateLayer':
      return withConfig(state, {
        ...config,
        layers: (config.layers ?? []).map((l, i) => (i === action.index ? action.layer : l)),
      });
  }
}
