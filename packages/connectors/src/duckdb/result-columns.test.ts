import { describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { isoFromMillis, toQueryResult, toResultValue } from './result-columns';

// The per-column fast paths (DECIMAL, TIMESTAMP) give exactly what the general conversion gives.
describe('DuckDB result conversion', () => {
  it('converts every value as toResultValue does, on a real engine', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const reader = await connection.runAndReadAll(`
        SELECT * FROM (VALUES
          (12.34::DECIMAL(18,2), 123456789012345678.1234567891::DECIMAL(38,10), 0.1::DECIMAL(4,3),
           TIMESTAMP '2026-11-21 10:20:30.123456', TIMESTAMPTZ '2026-11-21 10:20:30.5+00',
           TIMESTAMP '1969-12-31 23:59:59.9985', 'infinity'::TIMESTAMP, 42, 'text', true,
           DATE '2024-02-29', 9007199254740993::BIGINT),
          (NULL, NULL, -9.999::DECIMAL(4,3), NULL, NULL, '-infinity'::TIMESTAMP, NULL, NULL, NULL,
           NULL, NULL, NULL)
        ) t(d2, d38, d4, ts, tstz, old, inf, i, s, b, day, big)`);
      const result = toQueryResult(reader, 10);
      const expected = Array.from({ length: reader.currentRowCount }, (_, r) =>
        Object.fromEntries(
          result.columns.map((c, i) => [c.name, toResultValue(reader.value(i, r))]),
        ),
      );
      expect(result.rows).toEqual(expected);
      expect(result.rows[0]).toMatchObject({
        d2: 12.34,
        d4: 0.1,
        ts: '2026-11-21T10:20:30.123Z',
        tstz: '2026-11-21T10:20:30.500Z',
        old: '1969-12-31T23:59:59.999Z',
        inf: 'infinity',
        day: '2024-02-29',
        big: '9007199254740993',
      });
      expect(result.rows[1]!.d4).toBe(-9.999);
      expect(toQueryResult(reader, 1).rows).toHaveLength(1);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});

describe('isoFromMillis', () => {
  it('writes what Date#toISOString writes', () => {
    const samples = [
      0, 1, 999, 86_399_999, 951_782_400_000, 1_709_164_800_000, 253_402_300_799_999,
    ];
    let seed = 42;
    for (let i = 0; i < 20_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      samples.push(Math.floor((seed / 2 ** 31) * 253_402_300_800_000));
    }
    for (const ms of [...samples, -1, -86_400_001, 253_402_300_800_000, 1.5]) {
      expect(isoFromMillis(ms)).toBe(new Date(ms).toISOString());
    }
  });
});
