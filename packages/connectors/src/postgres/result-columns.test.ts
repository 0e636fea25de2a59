import { describe, expect, it } from 'vitest';
import { columnTypeOfName, columnTypeOfOid, toQueryResult, toResultValue } from './result-columns';

describe('PostgreSQL result typing', () => {
  it('maps type OIDs to the result contract', () => {
    expect([16, 20, 21, 23, 700, 701, 1700].map(columnTypeOfOid)).toEqual([
      'boolean',
      ...Array(6).fill('number'),
    ]);
    expect([1082, 1114, 1184].map(columnTypeOfOid)).toEqual(['date', 'date', 'date']);
    expect([25, 1043, 2950, 3802, 1186, 1083].map(columnTypeOfOid)).toEqual(
      Array(6).fill('string'),
    );
    expect(columnTypeOfOid(705)).toBe('mixed');
  });

  it('maps declared type names', () => {
    expect(columnTypeOfName('numeric(10,2)')).toBe('number');
    expect(columnTypeOfName('double precision')).toBe('number');
    expect(columnTypeOfName('timestamp with time zone')).toBe('date');
    expect(columnTypeOfName('date')).toBe('date');
    expect(columnTypeOfName('boolean')).toBe('boolean');
    expect(columnTypeOfName('integer[]')).toBe('string');
    expect(columnTypeOfName('character varying(20)')).toBe('string');
  });

  it('converts text values exactly', () => {
    expect(toResultValue('t', 16)).toBe(true);
    expect(toResultValue('f', 16)).toBe(false);
    expect(toResultValue('9007199254740991', 20)).toBe(9007199254740991);
    expect(toResultValue('9007199254740993', 20)).toBe('9007199254740993');
    expect(toResultValue('-12.50', 1700)).toBe(-12.5);
    expect(toResultValue('123456789012345678901234.5', 1700)).toBe('123456789012345678901234.5');
    expect(toResultValue('NaN', 1700)).toBe('NaN');
    expect(toResultValue('Infinity', 701)).toBe('Infinity');
    expect(toResultValue('2024-02-29', 1082)).toBe('2024-02-29');
    expect(toResultValue('2024-02-29 13:45:01.123456', 1114)).toBe('2024-02-29T13:45:01.123Z');
    expect(toResultValue('2024-02-29 13:45:01+05:30', 1184)).toBe('2024-02-29T08:15:01.000Z');
    expect(toResultValue('infinity', 1184)).toBe('infinity');
    expect(toResultValue('0044-03-15 00:00:00 BC', 1114)).toBe('0044-03-15 00:00:00 BC');
    expect(toResultValue(null, 23)).toBeNull();
  });

  it('names duplicate columns like DuckDB does', () => {
    const result = toQueryResult(
      [
        { name: 'a', dataTypeID: 23 },
        { name: 'a', dataTypeID: 25 },
      ],
      [['1', 'x']],
    );
    expect(result).toEqual({
      columns: [
        { name: 'a', type: 'number' },
        { name: 'a:1', type: 'string' },
      ],
      rows: [{ a: 1, 'a:1': 'x' }],
    });
  });
});
