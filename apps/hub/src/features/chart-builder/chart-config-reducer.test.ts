import type { ChartConfigClassic, OutputColumn } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  canAddSeries,
  chartConfigReducer,
  initialConfigState,
  MESSAGES,
  newSeries,
  type ConfigAction,
  type ConfigState,
} from './chart-config-reducer';
import { builderError, configIssues, STEP_MESSAGES } from './builder-validation';

const COLUMNS: OutputColumn[] = [
  { columnName: 'created_at', type: 'date' },
  { columnName: 'channel', type: 'string' },
  { columnName: 'amount', type: 'number' },
  { columnName: 'quantity', type: 'number' },
];

const run = (actions: ConfigAction[], start: ConfigState = initialConfigState()) =>
  actions.reduce(chartConfigReducer, start);

const withSeries = (type: ChartConfigClassic['type'], count: number): ConfigState =>
  initialConfigState({
    type,
    yAxis: Array.from({ length: count }, () => newSeries('amount', COLUMNS, 'blue')),
  });

describe('chart type rules', () => {
  it('Combo Chart keeps at most 2 series and adds an orange second one', () => {
    const one = run(
      [{ type: 'setChartType', chartType: 'Combo Chart', columns: COLUMNS }],
      withSeries('Line', 1),
    );
    expect(one.config.yAxis).toHaveLength(2);
    expect(one.config.yAxis[1]?.color).toBe('orange');
    const three = run(
      [{ type: 'setChartType', chartType: 'Combo Chart', columns: COLUMNS }],
      withSeries('Line', 3),
    );
    expect(three.config.yAxis).toHaveLength(2);
  });

  it('Stat Card sets a small title', () => {
    const s = run([{ type: 'setChartType', chartType: 'Stat Card', columns: COLUMNS }]);
    expect(s.config.titleSize).toBe('small');
  });

  it('bar types set generic limit 1000 and page size 50', () => {
    for (const chartType of ['Bar List', 'Grouped Bar', 'Stacked Bar', 'Combo Chart'] as const) {
      const s = run([{ type: 'setChartType', chartType, columns: COLUMNS }]);
      expect(s.config.advanced?.generic?.limit).toBe(1000);
      expect(s.config.advanced?.tremor?.pageOn).toBe(50);
    }
    const line = run([{ type: 'setChartType', chartType: 'Line', columns: COLUMNS }]);
    expect(line.config.advanced).toBeUndefined();
  });
});

describe('axis rules', () => {
  it('a date X column buckets by month with the (by bucket) label', () => {
    const s = run([{ type: 'setXAxisColumn', column: 'created_at', columns: COLUMNS }]);
    expect(s.config.xAxis?.format).toMatchObject({ bucketing: 'month', label: '(by bucket)' });
    const back = run([{ type: 'setXAxisColumn', column: 'channel', columns: COLUMNS }], s);
    expect(back.config.xAxis?.format?.bucketing).toBeNull();
    expect(back.config.xAxis?.format?.label).toBeUndefined();
  });

  it('changing axes clears orderBy', () => {
    const ordered = run(
      [
        { type: 'addSeries', columns: COLUMNS },
        { type: 'setOrderBy', orderBy: { column: 'amount', direction: 'descending' } },
      ],
      withSeries('Line', 0),
    );
    expect(ordered.config.orderBy).toEqual({ column: 'amount', direction: 'descending' });
    expect(
      run([{ type: 'setXAxisColumn', column: 'channel', columns: COLUMNS }], ordered).config
        .orderBy,
    ).toBeNull();
    expect(
      run([{ type: 'setSeriesColumn', index: 0, column: 'quantity', columns: COLUMNS }], ordered)
        .config.orderBy,
    ).toBeNull();
  });

  it('picking a series column sets Sum for numbers, Distinct count otherwise', () => {
    const s = withSeries('Line', 1);
    const text = run(
      [{ type: 'setSeriesColumn', index: 0, column: 'channel', columns: COLUMNS }],
      s,
    );
    expect(text.config.yAxis[0]?.baseAggregationStrategy).toBe('Distinct count');
    const num = run(
      [{ type: 'setSeriesColumn', index: 0, column: 'quantity', columns: COLUMNS }],
      text,
    );
    expect(num.config.yAxis[0]?.baseAggregationStrategy).toBe('Sum');
  });
});

describe('series rules', () => {
  it("refuses a 21st series with 'No more than 20 series supported'", () => {
    const s = run([{ type: 'addSeries', columns: COLUMNS }], withSeries('Line', 20));
    expect(s.config.yAxis).toHaveLength(20);
    expect(s.notice).toBe(MESSAGES.maxSeries);
    expect(MESSAGES.maxSeries).toBe('No more than 20 series supported');
  });

  it('adds a series on an unused number column with the next colour', () => {
    const s = run(
      [
        { type: 'addSeries', columns: COLUMNS },
        { type: 'addSeries', columns: COLUMNS },
      ],
      withSeries('Line', 0),
    );
    expect(s.config.yAxis.map((x) => [x.column, x.color, x.baseAggregationStrategy])).toEqual([
      ['amount', 'blue', 'Sum'],
      ['quantity', 'green', 'Sum'],
    ]);
  });

  it('offers no Add series for Table, Text and a Combo Chart with 2 series', () => {
    expect(canAddSeries(withSeries('Table', 0).config)).toBe(false);
    expect(canAddSeries(withSeries('Text', 0).config)).toBe(false);
    expect(canAddSeries(withSeries('Combo Chart', 2).config)).toBe(false);
    expect(canAddSeries(withSeries('Combo Chart', 1).config)).toBe(true);
    expect(
      run([{ type: 'addSeries', columns: COLUMNS }], withSeries('Table', 0)).config.yAxis,
    ).toHaveLength(0);
  });

  it('updates per-series options', () => {
    const s = run(
      [{ type: 'updateSeries', index: 0, patch: { hidden: true, percentage: true, color: 'red' } }],
      withSeries('Line', 1),
    );
    expect(s.config.yAxis[0]).toMatchObject({ hidden: true, percentage: true, color: 'red' });
  });
});

describe('segmentation', () => {
  it('parks the other series while segmenting and brings them back', () => {
    const on = run([{ type: 'setSegmentation', enabled: true }], withSeries('Stacked Bar', 3));
    expect(on.config.yAxis).toHaveLength(1);
    expect(on.parkedSeries).toHaveLength(2);
    const off = run([{ type: 'setSegmentation', enabled: false }], on);
    expect(off.config.yAxis).toHaveLength(3);
    expect(off.config.yAxis[0]?.segmentConfig).toBeUndefined();
  });

  it("refuses a second series with 'Only 1 series supported if segmentation is enabled'", () => {
    const s = run(
      [
        { type: 'setSegmentation', enabled: true },
        { type: 'addSeries', columns: COLUMNS },
      ],
      withSeries('Stacked Bar', 1),
    );
    expect(s.notice).toBe('Only 1 series supported if segmentation is enabled');
    expect(s.config.yAxis).toHaveLength(1);
  });

  it("needs a segment-by column: 'Select a column to segment by'", () => {
    const s = run([{ type: 'setSegmentation', enabled: true }], withSeries('Stacked Bar', 1));
    expect(configIssues(s.config)[0]?.message).toBe(MESSAGES.segmentBy);
    const chosen = run([{ type: 'setSegmentBy', column: 'channel' }], s);
    expect(configIssues(chosen.config)).toEqual([]);
  });

  it('reset recomputes the segments; reordering locks them; none found gives its message', () => {
    const s = run(
      [
        { type: 'setSegmentation', enabled: true },
        { type: 'setSegmentBy', column: 'channel' },
        { type: 'resetSegments', names: ['web', 'store'] },
      ],
      withSeries('Stacked Bar', 1),
    );
    expect(s.config.yAxis[0]?.segmentConfig).toMatchObject({
      segmentNames: ['web', 'store'],
      segmentsLocked: false,
    });
    const moved = run([{ type: 'moveSegment', from: 1, to: 0 }], s);
    expect(moved.config.yAxis[0]?.segmentConfig).toMatchObject({
      segmentNames: ['store', 'web'],
      segmentsLocked: true,
    });
    const reset = run([{ type: 'resetSegments', names: ['web', 'store'] }], moved);
    expect(reset.config.yAxis[0]?.segmentConfig?.segmentsLocked).toBe(false);
    // Colours follow the value, not the position: the same name keeps its colour in any order.
    const colorOf = (state: typeof reset, name: string) =>
      state.config.yAxis[0]?.segmentConfig?.segments.find((g) => g.name === name)?.color;
    const reversed = run([{ type: 'resetSegments', names: ['store', 'web'] }], moved);
    expect(colorOf(reversed, 'web')).toBe(colorOf(reset, 'web'));
    expect(colorOf(reversed, 'store')).toBe(colorOf(reset, 'store'));
    expect(colorOf(reset, 'web')).not.toBe(colorOf(reset, 'store'));
    const none = run([{ type: 'resetSegments', names: [] }], s);
    expect(none.notice).toBe(
      'No segments found. Reset segments or try another column to segment by',
    );
  });
});

describe('look options', () => {
  it('stores the format config and the rich text of a Text chart', () => {
    const state = run([
      { type: 'setFormatConfig', formatConfig: { formatPrefix: '$' } },
      { type: 'setRichText', richText: '<p>Hi</p>' },
    ]);
    expect(state.config.formatConfig).toEqual({ formatPrefix: '$' });
    expect(state.config.richText).toBe('<p>Hi</p>');
    expect(
      run([{ type: 'setFormatConfig', formatConfig: undefined }], state).config.formatConfig,
    ).toBeUndefined();
  });
});

describe('builderError', () => {
  const dataPrep = { query: 'SELECT 1', outputColumns: COLUMNS, limit: 2000, steps: [] };
  const base = { rawTableNames: ['main.orders'], knownTables: ['main.orders'], dataPrep };

  it('checks raw tables, then data prep, then the whole config', () => {
    expect(builderError({ ...base, rawTableNames: [], config: withSeries('Line', 1).config })).toBe(
      STEP_MESSAGES.rawTables,
    );
    expect(STEP_MESSAGES.rawTables).toBe("Please 'Select raw table(s)' before proceeding");
    expect(
      builderError({
        ...base,
        dataPrep: { ...dataPrep, outputColumns: [] },
        config: withSeries('Line', 1).config,
      }),
    ).toBe("Please 'Prepare data' before proceeding");
    expect(builderError({ ...base, config: withSeries('Line', 21).config })).toBe(
      'Invalid Chart Config: No more than 20 series supported',
    );
    expect(builderError({ ...base, config: withSeries('Line', 1).config })).toBeNull();
  });
});
