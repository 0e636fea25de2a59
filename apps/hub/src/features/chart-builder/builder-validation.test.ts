import type { OutputColumn } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chartTypeInvalid, configIssues, xAxisColumnInvalid } from './builder-validation';

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
