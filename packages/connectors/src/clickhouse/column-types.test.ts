import { Session } from 'chdb';
import { afterAll, describe, expect, it } from 'vitest';
import { ConnectionError } from '../errors';
import { columnTypeOfName, toResultValue } from './column-types';
import { createClickHouseConnector } from './driver';

describe('ClickHouse result typing on real JSONCompactEachRowWithNamesAndTypes output (chdb)', () => {
  const session = new Session();
  afterAll(() => session.close());

  it('maps every common type and value', () => {
    const output = session.query(
      `SELECT toUInt8(1) AS u8, toInt64(-5) AS i64, toUInt64('18446744073709551615') AS u64,
              toDecimal64(12.5, 2) AS dec, toFloat64(0.25) AS f, nan AS n, toDate('2024-02-03') AS d,
              toDateTime('2024-02-03 04:05:06', 'UTC') AS dt, toDateTime64('2024-02-03 04:05:06.789', 3, 'UTC') AS dt64,
              true AS b, 'x' AS s, toLowCardinality(toNullable('y')) AS lc, CAST(NULL AS Nullable(Int32)) AS nul,
              [1, 2] AS arr, map('k', 1) AS m, (1, 'a') AS tup, toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0') AS id
       SETTINGS date_time_output_format = 'iso', output_format_json_quote_64bit_integers = 1`,
      'JSONCompactEachRowWithNamesAndTypes',
    );
    const [names, types, values] = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown[]);
    const row = Object.fromEntries(
      (names ?? []).map((name, i) => [name, toResultValue(values?.[i], String(types?.[i]))]),
    );
    const columnTypes = Object.fromEntries(
      (names ?? []).map((name, i) => [name, columnTypeOfName(String(types?.[i]))]),
    );
    expect(row).toEqual({
      u8: 1,
      i64: -5,
      u64: '18446744073709551615',
      dec: 12.5,
      f: 0.25,
      n: null,
      d: '2024-02-03',
      dt: '2024-02-03T04:05:06Z',
      dt64: '2024-02-03T04:05:06.789Z',
      b: true,
      s: 'x',
      lc: 'y',
      nul: null,
      arr: '[1,2]',
      m: '{"k":1}',
      tup: '[1,"a"]',
      id: '61f0c404-5cb3-11e7-907b-a6006ad3dba0',
    });
    expect(columnTypes).toEqual({
      u8: 'number',
      i64: 'number',
      u64: 'number',
      dec: 'number',
      f: 'number',
      n: 'number',
      d: 'date',
      dt: 'date',
      dt64: 'date',
      b: 'boolean',
      s: 'string',
      lc: 'string',
      nul: 'number',
      arr: 'string',
      m: 'string',
      tup: 'string',
      id: 'string',
    });
  });

  it('refuses connection URLs carrying credentials or settings', () => {
    const base = { type: 'clickhouse', database: 'default', user: 'default' } as const;
    for (const url of [
      'http://u:p@h:8123',
      'http://h:8123/?clickhouse_setting_readonly=0',
      'ftp://h',
      'nope',
    ]) {
      expect(() => createClickHouseConnector({ ...base, url })).toThrow(ConnectionError);
    }
  });
});
