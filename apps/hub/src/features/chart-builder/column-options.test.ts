import { describe, expect, it } from 'vitest';
import { columnOptions, statUnitColumns } from './column-options';

describe('column options', () => {
  it('lists output columns as select options', () => {
    expect(columnOptions([{ columnName: 'amount', type: 'number' }])).toEqual([
      { value: 'amount', label: 'amount' },
    ]);
  });

  it('excludes mixed-type columns from the stat unit selector', () => {
    expect(
      statUnitColumns([
        { columnName: 'amount', type: 'number' },
        { columnName: 'odd', type: 'mixed' },
        { columnName: 'channel', type: 'string' },
      ]).map((c) => c.columnName),
    ).toEqual(['amount', 'channel']);
  });
});
