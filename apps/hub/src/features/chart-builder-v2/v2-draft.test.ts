import { chartDocumentSchema, type ChartRow, type TableSchemaEntry } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { emptyV2Config, v2ConfigReducer } from './v2-config-reducer';
import {
  chartTable,
  invalidReason,
  isSavedV2,
  isV2Unsaved,
  newV2Chart,
  previewReady,
  savedFromRow,
  starterV2Document,
  v2Document,
} from './v2-draft';

const document = chartDocumentSchema.parse({
  goldenTable: 'orders',
  dataPrep: { query: 'select * from orders', rawTableNames: ['orders'] },
  type: 'table',
  chartConfigV2: { type: 'table' },
});
const row: ChartRow = {
  id: 'c1',
  name: 'Orders',
  config: document,
  connection: 'demo',
  published: false,
  version: 3,
  config_version: 'v2',
};
const table: TableSchemaEntry = {
  tableName: 'orders',
  columns: [
    { columnName: 'created_at', type: 'date', selectable: true },
    { columnName: 'amount', type: 'number', selectable: true },
  ],
};

describe('v2 draft', () => {
  it('reads a saved row', () => {
    const saved = savedFromRow(row);
    expect(saved).toMatchObject({ id: 'c1', version: 3, name: 'Orders', connection: 'demo' });
    expect(saved.config.type).toBe('table');
    expect(chartTable(saved.document)).toBe('orders');
  });

  it('is unsaved when the name or the config change, not when the title does', () => {
    const saved = savedFromRow(row);
    const draft = { name: 'Orders', document, config: saved.config };
    expect(isV2Unsaved(draft, saved)).toBe(false);
    expect(isV2Unsaved({ ...draft, name: 'Other' }, saved)).toBe(true);
    expect(isV2Unsaved({ ...draft, config: { ...draft.config, title: 'x' } }, saved)).toBe(false);
    const bar = v2ConfigReducer(saved.config, { type: 'setType', chartType: 'bar' });
    expect(isV2Unsaved({ ...draft, config: bar }, saved)).toBe(true);
  });

  it('makes a new chart in the browser: no id, a raw-rows table over the picked table', () => {
    const start = newV2Chart('demo', 'orders');
    expect(isSavedV2(start)).toBe(false);
    expect(isSavedV2(savedFromRow(row))).toBe(true);
    expect(start).toMatchObject({ name: 'New Chart', connection: 'demo' });
    expect(chartTable(start.document)).toBe('orders');
    expect(start.document.dataPrep.rawTableNames).toEqual(['orders']);
    expect(start.config).toMatchObject({ type: 'table', dimensions: [], measures: [] });
    expect(previewReady(start.config)).toBe(true);
  });

  it('an untouched new chart has no unsaved changes; an edited one has', () => {
    const start = newV2Chart('demo', 'orders');
    const draft = { name: start.name, document: start.document, config: start.config };
    expect(isV2Unsaved(draft, start)).toBe(false);
    expect(isV2Unsaved({ ...draft, name: 'Revenue' }, start)).toBe(true);
    const other = starterV2Document('customers', start.document);
    expect(isV2Unsaved({ ...draft, document: other }, start)).toBe(true);
  });

  it('a table change of a new chart keeps its type, title and settings', () => {
    const bar = chartDocumentSchema.parse({
      ...document,
      type: 'bar',
      chartConfigV2: { type: 'bar', title: 'Sales', settings: { legend: false } },
    });
    const next = starterV2Document('customers', bar);
    expect(chartTable(next)).toBe('customers');
    expect(next.chartConfigV2).toMatchObject({
      type: 'bar',
      title: 'Sales',
      settings: { legend: false },
      dimensions: [],
    });
  });

  it('builds the document: v2 type, title = name on save, no previews, typed columns', () => {
    const config = emptyV2Config('bar');
    const doc = v2Document({ name: 'Revenue', document, config }, table, { forSave: true });
    expect(doc.type).toBe('bar');
    expect(doc.chartConfigV2?.title).toBe('Revenue');
    expect(doc.dataPrep.rawTables).toEqual([]);
    expect(doc.dataPrep.outputColumns).toEqual([
      { columnName: 'created_at', type: 'date' },
      { columnName: 'amount', type: 'number' },
    ]);
    expect(v2Document({ name: 'R', document, config }, table).chartConfigV2?.title).toBeUndefined();
  });

  it('gives the first schema message of an invalid config', () => {
    expect(invalidReason(emptyV2Config())).toBeNull();
    expect(invalidReason({ type: 'Bar' })).toBe(
      'Invalid chart type: expected table, bar, line, area, pie, donut, scatter or kpiCard',
    );
  });

  it('runs raw rows for a table without dimensions and measures', () => {
    const table0 = emptyV2Config('table');
    expect(previewReady(table0)).toBe(true);
    const withDim = v2ConfigReducer(table0, {
      type: 'addDimension',
      field: { name: 'channel', type: 'string' },
    });
    expect(previewReady(withDim)).toBe(false);
    expect(previewReady(emptyV2Config('bar'))).toBe(false);
    const kpi = v2ConfigReducer(emptyV2Config('kpiCard'), {
      type: 'addMeasure',
      field: 'amount',
      aggregation: 'sum',
    });
    expect(previewReady(kpi)).toBe(true);
  });
});
