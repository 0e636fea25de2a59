import { dataPrepSchema, type OutputColumn } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  builderError,
  chartTypeInvalid,
  configIssues,
  xAxisColumnInvalid,
} from './builder-validation';

const COLUMNS: OutputColumn[] = [{ columnName: 'channel', type: 'string' }];

describe('enumeration checks (red borders)', () => {
  it('flags a chart type outside the classic builder types', () => {
    const legacy = { type: 'Bar' as const, yAxis: [] };
    expect(chartTypeInvalid(legacy, configIssues(legacy))).toBe(true);
    const line = { type: 'Line' as const, yAxis: [] };
    expect(chartTypeInvalid(line, configIssues(line))).toBe(false);
  });

  it('flags an X axis column that is not an output column', () => {
    expect(
      xAxisColumnInvalid({ type: 'Line', yAxis: [], xAxis: { column: 'gone' } }, COLUMNS),
    ).toBe(true);
    expect(
      xAxisColumnInvalid({ type: 'Line', yAxis: [], xAxis: { column: 'channel' } }, COLUMNS),
    ).toBe(false);
    expect(xAxisColumnInvalid({ type: 'Line', yAxis: [] }, COLUMNS)).toBe(false);
  });
});

describe('builderError', () => {
  const dataPrep = dataPrepSchema.parse({
    query: 'SELECT channel FROM orders',
    outputColumns: COLUMNS,
  });
  const input = (config: Parameters<typeof builderError>[0]['config']) => ({
    rawTableNames: ['main.orders'],
    knownTables: ['main.orders'],
    dataPrep,
    config,
  });

  it('blocks a chart whose X axis column is gone from the output', () => {
    expect(builderError(input({ type: 'Line', yAxis: [], xAxis: { column: 'gone' } }))).toBe(
      "Invalid Chart Config: X axis column 'gone' is not in the query output",
    );
    expect(builderError(input({ type: 'Line', yAxis: [], xAxis: { column: 'channel' } }))).toBe(
      null,
    );
    // A Table draws rows: a stale X column does not matter to it.
    expect(builderError(input({ type: 'Table', yAxis: [], xAxis: { column: 'gone' } }))).toBe(null);
  });
});
