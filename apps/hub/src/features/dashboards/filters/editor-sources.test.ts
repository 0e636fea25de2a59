import { chartRowSchema, type TableSchemaEntry } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  editorChart,
  editorTables,
  filterSource,
  matchingStructures,
  selectListColumns,
  tablesInQuery,
} from './editor-sources';

const schema: TableSchemaEntry[] = [
  {
    tableName: 'orders',
    columns: [
      { columnName: 'created_at', type: 'date', selectable: true },
      { columnName: 'amount', type: 'number', selectable: true },
      { columnName: 'channel', type: 'string', selectable: true },
    ],
  },
  {
    tableName: 'products',
    columns: [{ columnName: 'category', type: 'string', selectable: true }],
  },
];
const connections = [{ id: 'k1', schema }];

const row = (id: string, query: string, extra: Record<string, unknown> = {}) =>
  chartRowSchema.parse({
    id,
    name: id,
    version: 1,
    connection: 'k1',
    config: { dataPrep: { query, ...extra } },
  });

describe('editor sources', () => {
  it('reads select lists and the tables a query names', () => {
    expect(
      selectListColumns('SELECT p.category, o.amount AS total, count(*) AS n, o.* FROM orders o'),
    ).toEqual(['category', 'total', 'n']);
    expect(tablesInQuery('select * from "orders" o join products p on 1=1', schema)).toEqual([
      'orders',
      'products',
    ]);
  });

  it('offers Computed table, the raw tables and Query Variables', () => {
    const a = editorChart(
      row('a', 'SELECT created_at, amount, channel FROM orders'),
      [],
      connections,
    );
    const b = editorChart(
      row('b', 'SELECT category FROM products WHERE x = {{min_amount}}', {
        outputColumns: [{ columnName: 'category', type: 'string' }],
        rawTableNames: ['products'],
      }),
      [],
      connections,
    );
    expect(a.outputColumns).toEqual([
      { name: 'created_at', type: 'date' },
      { name: 'amount', type: 'number' },
      { name: 'channel', type: 'string' },
    ]);
    expect(b.variables).toEqual(['min_amount']);
    const tables = editorTables([a, b], connections);
    expect(tables.map((t) => t.key)).toEqual([
      'computed',
      'raw:k1:orders',
      'raw:k1:products',
      'variables',
    ]);
    expect(matchingStructures(tables[1]!, 'amount', [a, b])).toEqual({
      a: { connection: 'k1', sourceType: 'Raw', table: 'orders', column: 'amount' },
    });
    expect(Object.keys(matchingStructures(tables[0]!, 'category', [a, b]))).toEqual(['b']);
    expect(matchingStructures(tables[3]!, 'min_amount', [a, b]).b?.sourceType).toBe('Variable');
    const reopened = filterSource(
      {
        id: 'f',
        displayName: 'x',
        filterType: 'Number',
        chartFilterIds: [],
        chartFilterStructures: matchingStructures(tables[1]!, 'amount', [a, b]),
        filterRestrictions: { values: [] },
        filterRestrictionMethod: 'Scan',
        globalFilterConfig: { columnType: 'Raw' },
        layout: { x: 0, y: 0, w: 3, h: 2 },
        saved: false,
        isControlled: false,
        isBound: false,
      },
      tables,
    );
    expect(reopened).toEqual({ tableKey: 'raw:k1:orders', column: 'amount' });
  });
});
