import {
  MAX_V2_SERIES_SHOWN,
  chartConfigClassicSchema,
  columnAlias,
  type ChartConfigClassic,
  type ChartConfigV2,
  type ChartType,
} from '@chartroom/core';
import { toNumber } from '../format/number-format';
import type { ChartData } from '../chart-renderer/chart-data';
import type { LegendPosition } from '../chart-renderer/options/legend';
import { colorFromMap, valueColors } from '../theme/series-colors';

/**
 * A v2 (semantic) chart drawn by the classic renderer: the classic config that draws the v2
 * answer (dimensions first, then measures, in the compiler's column order), the data it draws and
 * the v2 legend position.
 */
export interface V2Drawing {
  config: ChartConfigClassic;
  data: ChartData;
  legendPosition: LegendPosition;
}

function classicType(v2: ChartConfigV2, segmented: boolean): ChartType {
  const { stacking } = v2.settings;
  switch (v2.type) {
    case 'table':
      return 'Table';
    case 'kpiCard':
      return 'Stat Card';
    case 'pie':
      return 'Pie Chart';
    case 'donut':
      return 'Donut Chart';
    case 'scatter':
      return 'Scatter Plot';
    case 'line':
      return 'Line';
    case 'area':
      return stacking ? 'Stacked Area' : 'Area';
    case 'bar':
      if (stacking) return 'Stacked Bar';
      return segmented || v2.measures.length > 1 ? 'Grouped Bar' : 'Bar';
  }
}

/** The answer's column for the i-th output (dimensions then measures), else the compiler's alias. */
function outputColumn(data: ChartData, index: number, name: string): string {
  const alias = columnAlias(name);
  if (data.columns.some((c) => c.name === alias)) return alias;
  return data.columns[index]?.name ?? alias;
}

/** The `limit` largest segments by their summed value (multi-dimension charts show at most 10). */
function topSegments(data: ChartData, segment: string, value: string, limit: number): string[] {
  const totals = new Map<string, number>();
  for (const row of data.rows) {
    const name = String(row[segment] ?? '');
    totals.set(name, (totals.get(name) ?? 0) + Math.abs(toNumber(row[value]) ?? 0));
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name]) => name);
}

/**
 * Turns a v2 config and its answer into what the classic renderer draws: table → Table,
 * kpiCard → Stat Card, pie/donut → Pie/Donut Chart, scatter → Scatter Plot, line → Line,
 * area → Area (Stacked Area when stacking), bar → Bar / Grouped Bar / Stacked Bar. A second
 * dimension segments the first measure (at most 10 series shown). Settings map to the classic
 * options: layout, legend and slider, data labels, colours by measure and segment name (from the
 * settings' palette; a saved `colorMap` wins). Pure.
 */
export function drawV2Chart(v2: ChartConfigV2, data: ChartData): V2Drawing {
  const dims = v2.dimensions.map((d, i) => ({ ...d, column: outputColumn(data, i, d.name) }));
  const offset = v2.dimensions.length;
  const measures = v2.measures.map((m, i) => ({
    ...m,
    column: outputColumn(data, offset + i, m.name),
  }));
  const { settings } = v2;
  // The settings' colours are the palette; each measure and segment takes its colour by name.
  const colorsOf = (names: readonly string[]) =>
    valueColors(names, settings.colors, (name) => colorFromMap(settings.colorMap, name));
  const measureColors = new Map(
    colorsOf(measures.map((m) => m.name)).map((c, i) => [measures[i]!.name, c]),
  );
  const segmentDim = ['bar', 'line', 'area'].includes(v2.type) ? dims[1] : undefined;
  const type = classicType(v2, segmentDim !== undefined);
  const dataLabelConfig = { showDataLabels: settings.showDataLabels };
  const seriesOf = (m: (typeof measures)[number]): Record<string, unknown> => {
    const color = measureColors.get(m.name);
    return {
      column: m.column,
      format: { label: m.name },
      ...(color ? { color } : {}),
      dataLabelConfig,
    };
  };

  let x: { name: string; column: string; bucketing?: string | undefined } | undefined = dims[0];
  let yAxis = measures.map((m) => seriesOf(m));
  let drawn = data;
  if (v2.type === 'scatter' && measures.length >= 2) {
    // Two measures: the first against the second (the dimension names the points).
    x = { name: measures[0]!.name, column: measures[0]!.column };
    yAxis = measures.slice(1, 2).map((m) => seriesOf(m));
  } else if (segmentDim && measures[0]) {
    const names = topSegments(data, segmentDim.column, measures[0].column, MAX_V2_SERIES_SHOWN);
    const segmentColors = colorsOf(names);
    yAxis = [
      {
        ...seriesOf(measures[0]),
        segmentConfig: {
          segmentSeries: true,
          segmentBy: segmentDim.column,
          segments: names.map((name, i) => ({ name, color: segmentColors[i] })),
        },
      },
    ];
    const shown = new Set(names);
    drawn = {
      ...data,
      rows: data.rows.filter((r) => shown.has(String(r[segmentDim.column] ?? ''))),
      segmentNames: names,
    };
  } else if (v2.type === 'pie' || v2.type === 'donut' || v2.type === 'kpiCard') {
    yAxis = yAxis.slice(0, 1);
  }

  // A table heads its columns with the dimension and measure names ('Sum of amount'), not the
  // SQL aliases of the answer ('Sum_of_amount').
  const headers = Object.fromEntries(
    [...dims, ...measures].filter((c) => c.column !== c.name).map((c) => [c.column, c.name]),
  );
  const config = chartConfigClassicSchema.parse({
    type,
    title: v2.title,
    layout: settings.layout === 'Horizontal' ? 'horizontal' : 'vertical',
    ...(x && type !== 'Table'
      ? {
          xAxis: {
            column: x.column,
            format: { label: x.name, ...(x.bucketing ? { bucketing: x.bucketing } : {}) },
          },
        }
      : {}),
    yAxis: type === 'Table' ? [] : yAxis,
    ...(settings.colorMap ? { colorMap: settings.colorMap } : {}),
    advanced: {
      tremor: { showLegend: settings.legend, enableLegendSlider: settings.enableLegendSlider },
      ...(type === 'Table' && Object.keys(headers).length > 0
        ? { table: { columnNameConfigs: headers } }
        : {}),
      // A scatter names its axes: both are measures.
      ...(type === 'Scatter Plot'
        ? { generic: { showXAxisLabel: true, showYAxisLabel: true } }
        : {}),
    },
  });
  return { config, data: drawn, legendPosition: settings.legendPosition };
}
