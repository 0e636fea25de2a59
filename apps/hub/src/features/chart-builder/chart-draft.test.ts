import type { ChartRow } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  chartDocument,
  draftFromRow,
  emptyDraft,
  isUnsaved,
  withVariableValue,
} from './chart-draft';
import { emptyChartConfig } from './chart-config-reducer';
import { variableFilter } from './query-variables';

const ROW = {
  id: 'c1',
  name: 'Revenue',
  version: 3,
  published: false,
  connection: 'conn',
  config_version: 'v1',
  config: {
    type: 'Line',
    chartConfig: { type: 'Line', yAxis: [] },
    dataPrep: {
      query: 'SELECT 1',
      rawTableNames: ['main.orders'],
      rawTables: [],
      outputColumns: [{ columnName: 'a', type: 'number' }],
      limit: 2000,
      steps: [],
    },
  },
} as unknown as ChartRow;

describe('isUnsaved', () => {
  const saved = draftFromRow(ROW, []);

  it('is false for the saved copy and true for a new chart', () => {
    expect(isUnsaved(saved.draft, saved.config, saved, [])).toBe(false);
    expect(isUnsaved({ ...emptyDraft(), name: 'Sales' }, saved.config, null, [])).toBe(true);
  });

  it('is false for an untouched new chart, whatever its connection, until something is entered', () => {
    const config = emptyChartConfig();
    expect(isUnsaved(emptyDraft(), config, null, [])).toBe(false);
    expect(isUnsaved(emptyDraft('demo'), config, null, [])).toBe(false);
    const blank = emptyDraft('demo');
    const query = { ...blank, dataPrep: { ...blank.dataPrep, query: 'SELECT 1' } };
    expect(isUnsaved(query, config, null, [])).toBe(true);
    expect(isUnsaved({ ...blank, name: 'x' }, config, null, [])).toBe(true);
    expect(isUnsaved(blank, { ...config, type: 'Line' }, null, [])).toBe(true);
    const filters = [{ filterId: 'f', config: variableFilter('v'), saved: false }];
    expect(isUnsaved({ ...blank, filters }, config, null, [])).toBe(true);
  });

  it('is true when name, connection or config differ', () => {
    expect(isUnsaved({ ...saved.draft, name: 'Other' }, saved.config, saved, [])).toBe(true);
    expect(isUnsaved({ ...saved.draft, connection: 'x' }, saved.config, saved, [])).toBe(true);
    expect(isUnsaved(saved.draft, { ...saved.config, title: 't' }, saved, [])).toBe(true);
  });

  it('is true with an unsaved filter or a filter deleted locally', () => {
    const filters = [{ filterId: 'f', config: variableFilter('v'), saved: false }];
    expect(isUnsaved({ ...saved.draft, filters }, saved.config, saved, [])).toBe(true);
    expect(isUnsaved(saved.draft, saved.config, saved, ['f'])).toBe(true);
  });
});

describe('chartDocument', () => {
  it('sets the title to the chart name and empties rawTables when saving', () => {
    const saved = draftFromRow(ROW, []);
    const draft = {
      ...saved.draft,
      dataPrep: { ...saved.draft.dataPrep, rawTables: [{ tableName: 'main.orders' }] },
    };
    const doc = chartDocument(draft, saved.config, { forSave: true });
    expect(doc.chartConfig.title).toBe('Revenue');
    expect(doc.dataPrep.rawTables).toEqual([]);
    expect(doc.type).toBe('Line');
  });
});

describe('withVariableValue', () => {
  it("sets the value of the variable's filter, which becomes unsaved", () => {
    const filters = [{ filterId: 'f1', config: variableFilter('channel'), saved: true }];
    const [next] = withVariableValue(filters, 'channel', 'Web');
    expect(next).toMatchObject({ filterId: 'f1', saved: false });
    expect(next?.config.defaultValue).toBe('Web');
    expect(withVariableValue([next!], 'channel', '  ')[0]?.config.defaultValue).toBeUndefined();
  });

  it("creates the 'Input Equals' filter of a variable that has none", () => {
    const next = withVariableValue([], 'status', 'completed', () => 'new-id');
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ filterId: 'new-id', saved: false });
    expect(next[0]?.config).toMatchObject({
      filterSubType: 'Input Equals',
      filterTarget: { sourceType: 'Variable', variableName: 'status' },
      defaultValue: 'completed',
    });
  });
});
