import type {
  ResultValue,
  ChartConfigClassic,
  ChartType,
  CurveType,
  Series,
} from '@chartroom/core';
import { axisLabelFormatter, maxAbsValue, toNumber } from '../../format/number-format';
import type { ColorScheme, ChartPalette } from '../../theme/palette';
import { colorFromMap, valueColors } from '../../theme/series-colors';
import type { ChartData } from '../chart-data';
import { categoryLabelLayout, secondaryAxisSeries } from './axes';
import { barCorners, barMaxWidth, type BarDatum, type CornerRadius } from './bar-style';
import type { BarSeriesOption, ChartOption, LineSeriesOption } from './chart-option';
import {
  LARGE_DATA_THRESHOLD,
  categoryLabeler,
  distinct,
  isDateColumn,
  isHorizontal,
  palette,
  segmentByColumn,
  seriesColors,
  seriesLabel,
  startEndOnlyInterval,
  textStyle,
  valueColumns,
  xColumn,
} from './common';
import { legendLayout, normalizeLegendPosition } from './legend';
import { barPageSize, pageCountOf, pageRange } from './paging';
import { dataLabelOption } from './series-format';
import { applyValueOptions } from './series-values';
import { cartesianTooltip } from './tooltip';
import { integerAxisInterval, valueAxisRange } from './value-range';

type SeriesKind = 'bar' | 'line' | 'area';

/** How a chart type draws its series, or null for non-cartesian types. */
export function seriesKindOf(type: ChartType | null | undefined): SeriesKind | null {
  switch (type) {
    case 'Line':
    case 'Advanced Line':
      return 'line';
    case 'Area Line':
    case 'Area':
    case 'Stacked Area':
      return 'area';
    case 'Bar':
    case 'Grouped Bar':
    case 'Stacked Bar':
    case 'Bar List':
    case 'Combo Chart':
      return 'bar';
    default:
      return null;
  }
}

function isStacked(type: ChartType): boolean {
  return type === 'Stacked Bar' || type === 'Stacked Area';
}

/** Kind of the i-th series: its typeOverride, else Combo's bar-then-line, else the chart's. */
function kindForSeries(config: ChartConfigClassic, series: Series | undefined, i: number) {
  const override = seriesKindOf(series?.typeOverride);
  if (override) return override;
  if (config.type === 'Combo Chart') return i === 0 ? 'bar' : 'line';
  return seriesKindOf(config.type) ?? 'bar';
}

interface DrawnSeries {
  name: string;
  color: string;
  values: (number | null)[];
  source: Series | undefined;
  kind: SeriesKind;
}

/** One series per value column, or one per segment of a long-form segmented result. */
function drawnSeries(
  config: ChartConfigClassic,
  data: ChartData,
  x: string,
  categories: string[],
  label: (v: ResultValue | undefined) => string,
  p: ChartPalette,
): DrawnSeries[] {
  const segmentBy = segmentByColumn(config);
  const first = config.yAxis?.[0];
  if (segmentBy && first) {
    const segConfig = first.segmentConfig;
    const names =
      data.segmentNames && data.segmentNames.length > 0
        ? data.segmentNames
        : distinct(data.rows.map((r) => String(r[segmentBy] ?? '')));
    const index = new Map<string, number>(categories.map((c, i) => [c, i]));
    const kind = kindForSeries(config, first, 0);
    // Each segment's colour by its name: its saved one, else the chart's colour map, else the
    // palette colour its name keys to (the same in every view, filter and tenant).
    const colors = valueColors(
      names,
      p.colors,
      (name) =>
        segConfig?.segments?.find((s) => s.name === name)?.color ??
        colorFromMap(config.colorMap, name),
    );
    return names.map((name, i) => {
      const values: (number | null)[] = categories.map(() => null);
      for (const row of data.rows) {
        if (String(row[segmentBy] ?? '') !== name) continue;
        const at = index.get(label(row[x]));
        if (at !== undefined) values[at] = toNumber(row[first.column]);
      }
      return {
        name,
        color: colors[i] ?? '#3b82f6',
        values,
        source: first,
        kind,
      };
    });
  }
  const series = valueColumns(config, data);
  const colors = seriesColors(config, series, p);
  return series.map((s, i) => ({
    name: seriesLabel(s),
    color: colors[i] ?? '#3b82f6',
    values: data.rows.map((r) => toNumber(r[s.column])),
    source: s,
    kind: kindForSeries(config, s, i),
  }));
}

/** A bar series' corner radii and data (values, or items with their own radii). */
interface BarShape {
  radius: CornerRadius;
  data: BarDatum[];
}

/**
 * Corner radii of the bar series, by index in `drawn`: only the outer end of a bar (of a stack,
 * of its last segment) is rounded. Large charts keep plain values and the series' rounding.
 */
function barShapes(
  drawn: readonly DrawnSeries[],
  stacked: boolean,
  horizontal: boolean,
  large: boolean,
): Map<number, BarShape> {
  const bars = drawn.flatMap((d, i) => (d.kind === 'bar' ? [i] : []));
  const corners = barCorners(
    bars.map((i) => drawn[i]?.values ?? []),
    horizontal,
    stacked,
  );
  return new Map(
    bars.map((index, k) => [
      index,
      {
        radius: corners.series[k] ?? [0, 0, 0, 0],
        data: large ? (drawn[index]?.values ?? []) : (corners.data[k] ?? []),
      },
    ]),
  );
}

function toEChartsSeries(
  config: ChartConfigClassic,
  drawn: DrawnSeries,
  shape: BarShape | undefined,
  horizontal: boolean,
  large: boolean,
  secondary: boolean,
  p: ChartPalette,
): BarSeriesOption | LineSeriesOption {
  const stack = isStacked(config.type) ? 'total' : undefined;
  const label = dataLabelOption(drawn.source, horizontal, config);
  const axisIndex = secondary ? { yAxisIndex: 1 } : {};
  if (drawn.kind === 'bar') {
    const bar: BarSeriesOption = {
      type: 'bar',
      name: drawn.name,
      data: shape?.data ?? drawn.values,
      itemStyle: { color: drawn.color, borderRadius: shape?.radius ?? 0 },
      // One or a few categories draw bars of a readable width, not the whole plot's.
      barMaxWidth: barMaxWidth(horizontal),
      ...(stack ? { stack } : {}),
      ...(label ? { label } : {}),
      ...(large ? { large: true, largeThreshold: LARGE_DATA_THRESHOLD } : {}),
      ...axisIndex,
    };
    return bar;
  }
  const tremor = config.advanced?.tremor;
  const line: LineSeriesOption = {
    type: 'line',
    name: drawn.name,
    data: drawn.values,
    itemStyle: { color: drawn.color },
    lineStyle: { color: drawn.color, width: 2 },
    showSymbol: !large && drawn.values.length <= 60,
    connectNulls: tremor?.connectNulls ?? false,
    ...curveOption(tremor?.curveType, horizontal),
    ...(drawn.kind === 'area'
      ? {
          areaStyle: {
            color: drawn.color,
            opacity: stack ? p.stackedAreaOpacity : p.areaOpacity,
          },
        }
      : {}),
    ...(stack ? { stack } : {}),
    ...(label ? { label } : {}),
    ...(large ? { sampling: 'lttb' as const } : {}),
    ...axisIndex,
  };
  return line;
}

/** `curveType`: linear (default), natural (smooth), monotone (smooth, monotone), step. */
export function curveOption(curve: CurveType | undefined, horizontal: boolean) {
  switch (curve) {
    case 'natural':
      return { smooth: 0.5 };
    case 'monotone':
      return { smooth: true, smoothMonotone: horizontal ? ('y' as const) : ('x' as const) };
    case 'step':
      return { smooth: false, step: 'middle' as const };
    default:
      return { smooth: false };
  }
}

/** An axis tooltip on the category labels, so truncated ones can be read in full. */
const labelTooltip = { tooltip: { show: true } };

/** The largest absolute value an axis shows: per category sums when stacked. */
function stackedMaxAbs(series: DrawnSeries[], stacked: boolean): number {
  if (!stacked) return maxAbsValue(series.flatMap((s) => s.values));
  const length = Math.max(0, ...series.map((s) => s.values.length));
  const totals = Array.from({ length }, (_, i) =>
    series.reduce((sum, s) => sum + Math.abs(s.values[i] ?? 0), 0),
  );
  return maxAbsValue(totals);
}

/**
 * Series drawn on the second (right) value axis: a Combo Chart of two series puts its second
 * series there; other vertical, unstacked, unsegmented charts move the series that are more than
 * 20 times smaller than the largest one there (Revenue in millions next to Orders in thousands).
 */
export function secondaryAxisIndices(
  config: ChartConfigClassic,
  drawn: readonly { values: readonly (number | null)[] }[],
  horizontal: boolean,
): number[] {
  if (horizontal || segmentByColumn(config) || isStacked(config.type)) return [];
  if (config.type === 'Combo Chart' && drawn.length === 2) return [1];
  return secondaryAxisSeries(drawn.map((d) => d.values));
}

/** View state of a cartesian chart that is not in its config. */
export interface CartesianView {
  /** Page of a paged bar chart (0-based, clamped). */
  page?: number;
  /** Legend position (v2 settings); classic charts put the legend on top. */
  legendPosition?: string | null;
}

/** A built option with the page shown and the number of pages (1 when not paged). */
export interface PagedOption {
  option: ChartOption;
  page: number;
  pageCount: number;
}

/** The number of category pages of a chart (`tremor.pageOn` on bar types; else 1). */
export function cartesianPageCount(config: ChartConfigClassic, data: ChartData): number {
  const x = xColumn(config, data);
  const label = categoryLabeler(config, data, x);
  return pageCountOf(distinct(data.rows.map((r) => label(r[x]))).length, barPageSize(config));
}

/**
 * ECharts option of the cartesian types (Line, Area Line, Area, Stacked Area, Advanced Line,
 * Bar, Grouped Bar, Stacked Bar, Combo Chart, Bar List), one page of it for bar types paged by
 * `tremor.pageOn`, with the page count for a pager. Percentages and normalisation are computed
 * over all pages. Pure: no DOM.
 */
export function buildPagedCartesianOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  view: CartesianView = {},
): PagedOption {
  const p = palette(scheme);
  const x = xColumn(config, data);
  const label = categoryLabeler(config, data, x);
  const allCategories = distinct(data.rows.map((r) => label(r[x])));
  const pageSize = barPageSize(config);
  const range = pageRange(allCategories.length, pageSize, view.page ?? 0);
  const categories = allCategories.slice(range.start, range.end);
  const drawn = applyValueOptions(drawnSeries(config, data, x, allCategories, label, p)).map(
    (d) => ({ ...d, values: d.values.slice(range.start, range.end) }),
  );
  const horizontal = isHorizontal(config) || config.type === 'Bar List';
  const large = categories.length > LARGE_DATA_THRESHOLD;
  const secondary = new Set(secondaryAxisIndices(config, drawn, horizontal));
  const shapes = barShapes(drawn, isStacked(config.type), horizontal, large);
  const dualAxis = secondary.size > 0;
  const tremor = config.advanced?.tremor;
  const generic = config.advanced?.generic;
  const showGrid = tremor?.showGridLines ?? true;
  const { legend, margins, media } = legendLayout(
    (tremor?.showLegend ?? true) && drawn.length > 1,
    normalizeLegendPosition(view.legendPosition),
    tremor?.enableLegendSlider ?? true,
    p,
  );

  const axisLineStyle = { lineStyle: { color: p.axisLine } };
  const categoryAxis = {
    type: 'category' as const,
    data: categories,
    show: horizontal ? (tremor?.showYAxis ?? true) : (tremor?.showXAxis ?? true),
    inverse: horizontal,
    axisLine: {
      show: horizontal ? (tremor?.showYAxisLine ?? true) : (tremor?.showXAxisLine ?? true),
      ...axisLineStyle,
    },
    axisTick: { show: false },
    axisLabel: {
      color: p.mutedText,
      ...categoryLabelLayout(categories, horizontal, isDateColumn(data, x)),
      ...(tremor?.startEndOnly ? { interval: startEndOnlyInterval(categories.length) } : {}),
    },
    // Hovering a (possibly truncated) label shows it in full.
    ...labelTooltip,
    ...(generic?.showXAxisLabel
      ? {
          name: config.xAxis?.format?.label || x,
          nameLocation: 'middle' as const,
          nameGap: 28,
        }
      : {}),
  };
  const onAxis = (second: boolean) => drawn.filter((_, i) => secondary.has(i) === second);
  const valueAxis = (second: boolean) => {
    const series = onAxis(second);
    const percentOnly =
      series.length > 0 &&
      series.every((d) => d.source?.percentage && !d.source.normalizeConfig?.normalizeSeries);
    const numberFormatter = axisLabelFormatter(
      stackedMaxAbs(series, isStacked(config.type)),
      config.formatConfig,
    );
    const formatter = percentOnly ? (v: number) => `${numberFormatter(v)}%` : numberFormatter;
    // On a dual-axis chart an axis of one series takes that series' colour.
    const color = dualAxis && series.length === 1 ? (series[0]?.color ?? p.mutedText) : p.mutedText;
    return {
      type: 'value' as const,
      show: horizontal ? (tremor?.showXAxis ?? true) : (tremor?.showYAxis ?? true),
      axisLine: {
        show: horizontal ? (tremor?.showXAxisLine ?? false) : (tremor?.showYAxisLine ?? false),
        ...axisLineStyle,
      },
      splitLine: { show: showGrid && !second, lineStyle: { color: p.splitLine } },
      ...(second ? { position: 'right' as const } : {}),
      axisLabel: { color, hideOverlap: true, formatter },
      ...valueAxisRange(config, percentOnly),
      ...integerAxisInterval(series.flatMap((d) => d.values)),
      ...(generic?.showYAxisLabel && !second
        ? {
            name: config.formatConfig?.formatLabel || series.map((d) => d.name).join(', '),
            nameLocation: 'middle' as const,
            nameGap: 48,
          }
        : {}),
    };
  };
  const values = dualAxis ? [valueAxis(false), valueAxis(true)] : valueAxis(false);

  const option: ChartOption = {
    animation: (tremor?.showAnimation ?? true) && !large,
    ...(config.bgColor ? { backgroundColor: config.bgColor } : {}),
    color: drawn.map((d) => d.color),
    textStyle: textStyle(config, p),
    grid: {
      ...margins,
      bottom: margins.bottom + (generic?.showXAxisLabel ? 20 : 0),
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend,
    ...(media ? { media } : {}),
    tooltip: cartesianTooltip(
      config,
      drawn.map((d) => d.source),
      drawn.every((d) => d.kind === 'bar'),
      p,
    ),
    xAxis: horizontal ? values : categoryAxis,
    yAxis: horizontal ? categoryAxis : values,
    series: drawn.map((d, i) =>
      toEChartsSeries(config, d, shapes.get(i), horizontal, large, secondary.has(i), p),
    ),
  };
  return { option, page: range.page, pageCount: pageCountOf(allCategories.length, pageSize) };
}

/** {@link buildPagedCartesianOption}'s option (the first page of a paged bar chart). */
export function buildCartesianOption(
  config: ChartConfigClassic,
  data: ChartData,
  scheme: ColorScheme,
  view: CartesianView = {},
): ChartOption {
  return buildPagedCartesianOption(config, data, scheme, view).option;
}
