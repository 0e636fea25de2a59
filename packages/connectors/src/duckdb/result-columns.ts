import type { ColumnType, QueryResult, ResultRow, ResultValue } from '@chartroom/core';
import {
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBTypeId,
  type DuckDBResultReader,
  type DuckDBValue,
} from '@duckdb/node-api';

const NUMBER_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.BIGNUM,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
]);

const DATE_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

/** Maps a DuckDB column type to the result contract's column type. */
export function columnTypeOf(typeId: DuckDBTypeId): Exclude<ColumnType, 'unknown'> {
  if (NUMBER_TYPES.has(typeId)) return 'number';
  if (DATE_TYPES.has(typeId)) return 'date';
  if (typeId === DuckDBTypeId.BOOLEAN) return 'boolean';
  if (typeId === DuckDBTypeId.SQLNULL || typeId === DuckDBTypeId.UNION) return 'mixed';
  return 'string';
}

/** Maps a type name from `duckdb_columns()` (e.g. `DECIMAL(18,2)`, `TIMESTAMP WITH TIME ZONE`). */
export function columnTypeOfName(typeName: string): Exclude<ColumnType, 'unknown'> {
  const name = typeName.toUpperCase();
  if (
    /^(TINYINT|SMALLINT|INTEGER|BIGINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|HUGEINT|UHUGEINT|FLOAT|DOUBLE|REAL|DECIMAL|NUMERIC|BIGNUM|VARINT)\b/.test(
      name,
    )
  ) {
    return 'number';
  }
  if (/^(DATE|TIMESTAMP)\b/.test(name)) return 'date';
  if (name === 'BOOLEAN') return 'boolean';
  if (/^UNION\b/.test(name)) return 'mixed';
  return 'string';
}

/** Reads at most `rowCap` rows of `reader` into the result contract. */
export function toQueryResult(reader: DuckDBResultReader, rowCap: number): QueryResult {
  const names = reader.deduplicatedColumnNames();
  const columns = names.map((name, index) => ({
    name,
    type: columnTypeOf(reader.columnTypeId(index)),
  }));
  const rowCount = Math.min(reader.currentRowCount, rowCap);
  const rows: ResultRow[] = [];
  for (let r = 0; r < rowCount; r += 1) {
    const row: ResultRow = {};
    names.forEach((name, c) => {
      row[name] = toResultValue(reader.value(c, r));
    });
    rows.push(row);
  }
  return { columns, rows };
}

/** Numbers as JS numbers, dates as ISO strings, booleans, everything else as text. */
export function toResultValue(value: DuckDBValue): ResultValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return bigIntValue(value);
  if (value instanceof DuckDBDecimalValue) return value.toDouble();
  if (value instanceof DuckDBDateValue) {
    return value.isFinite ? isoFromMillis(value.days * 86_400_000).slice(0, 10) : value.toString();
  }
  if (value instanceof DuckDBTimestampValue || value instanceof DuckDBTimestampTZValue) {
    return value.isFinite ? isoFromMillis(Number(value.micros / 1000n)) : value.toString();
  }
  if (value instanceof DuckDBTimestampMillisecondsValue) {
    return value.isFinite ? isoFromMillis(Number(value.millis)) : value.toString();
  }
  if (value instanceof DuckDBTimestampSecondsValue) {
    return value.isFinite ? isoFromMillis(Number(value.seconds) * 1000) : value.toString();
  }
  if (value instanceof DuckDBTimestampNanosecondsValue) {
    return value.isFinite ? isoFromMillis(Number(value.nanos / 1_000_000n)) : value.toString();
  }
  return value.toString();
}

function isoFromMillis(millis: number): string {
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? String(millis) : date.toISOString();
}

/** Big integers travel as numbers when they fit exactly, as strings when they do not. */
function bigIntValue(value: bigint): number | string {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}
