import { describe, expect, it } from 'vitest';
import { inferOutputColumns, valueType } from './infer-output-columns';

describe('valueType', () => {
  it('recognises numbers, dates, booleans and strings', () => {
    expect(valueType(3.5)).toBe('number');
    expect(valueType('2024-01-31')).toBe('date');
    expect(valueType('2024-01-31T10:00:00.000Z')).toBe('date');
    expect(valueType('2024-01-31 10:00:00')).toBe('date');
    expect(valueType(true)).toBe('boolean');
    expect(valueType('Paris')).toBe('string');
  });
});

describe('inferOutputColumns', () => {
  it('names the columns of the first row and types them from the values', () => {
    const rows = [
      { id: 1, city: 'Paris', day: '2024-01-01' },
      { id: 2, city: 'Lyon', day: '2024-01-02' },
    ];
    expect(inferOutputColumns(rows)).toEqual([
      { columnName: 'id', type: 'number' },
      { columnName: 'city', type: 'string' },
      { columnName: 'day', type: 'date' },
    ]);
  });

  it('skips nulls and says mixed when types disagree or no value is set', () => {
    const rows = [
      { a: null, b: 1, c: null },
      { a: 5, b: 'x', c: null },
    ];
    expect(inferOutputColumns(rows)).toEqual([
      { columnName: 'a', type: 'number' },
      { columnName: 'b', type: 'mixed' },
      { columnName: 'c', type: 'mixed' },
    ]);
  });

  it('samples at most 10 non-null values', () => {
    const rows = [...Array.from({ length: 10 }, () => ({ v: 1 })), { v: 'late string' }];
    expect(inferOutputColumns(rows)).toEqual([{ columnName: 'v', type: 'number' }]);
  });

  it('returns no columns without rows', () => {
    expect(inferOutputColumns([])).toEqual([]);
  });
});
