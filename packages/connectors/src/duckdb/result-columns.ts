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
  // One converter per column, chosen once (not a chain of type tests per value).
  const convert = names.map((_, index) => converterFor(reader.columnTypeId(index)));
  const rowCount = Math.min(reader.currentRowCount, rowCap);
  const width = names.length;
  const rows: ResultRow[] = new Array<ResultRow>(rowCount);
  for (let r = 0; r < rowCount; r += 1) {
    const row: ResultRow = {};
    for (let c = 0; c < width; c += 1) row[names[c]!] = convert[c]!(reader.value(c, r));
    rows[r] = row;
  }
  return { columns, rows };
}

type Converter = (value: DuckDBValue) => ResultValue;

/** The fast path of a column type, falling back to `toResultValue` for anything unusual. */
function converterFor(typeId: DuckDBTypeId): Converter {
  switch (typeId) {
    case DuckDBTypeId.DECIMAL:
      return decimalToNumber;
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return timestampToIso;
    default:
      return toResultValue;
  }
}

/** value / 10^scale in JS when the scaled value is an exact double (as DuckDB computes it). */
function decimalToNumber(value: DuckDBValue): ResultValue {
  if (value instanceof DuckDBDecimalValue) {
    const scaled = Number(value.value);
    if (Number.isSafeInteger(scaled)) return scaled / POWERS_OF_TEN[value.scale]!;
  }
  return toResultValue(value);
}

const POWERS_OF_TEN = Array.from({ length: 39 }, (_, i) => 10 ** i);

/** Microseconds to an ISO string without a BigInt division when they are an exact double. */
function timestampToIso(value: DuckDBValue): ResultValue {
  if (value instanceof DuckDBTimestampValue || value instanceof DuckDBTimestampTZValue) {
    // ±infinity are ±(2^63 − 1) µs: never a safe integer, so they take the general path.
    const micros = Number(value.micros);
    if (Number.isSafeInteger(micros)) return isoFromMillis(Math.trunc(micros / 1000));
  }
  return toResultValue(value);
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

/** `Date#toISOString` of `millis`, computed directly for years 1970–9999 (most answers' dates). */
export function isoFromMillis(millis: number): string {
  if (millis >= 0 && millis < MAX_FAST_MILLIS && Number.isInteger(millis)) {
    const days = Math.floor(millis / 86_400_000);
    let rest = millis - days * 86_400_000;
    const hours = Math.floor(rest / 3_600_000);
    rest -= hours * 3_600_000;
    const minutes = Math.floor(rest / 60_000);
    rest -= minutes * 60_000;
    const seconds = Math.floor(rest / 1000);
    const ms = rest - seconds * 1000;
    // Civil date from days since 1970-01-01 (H. Hinnant's days_from_civil, inverted).
    const z = days + 719_468;
    const era = Math.floor(z / 146_097);
    const doe = z - era * 146_097;
    const yoe = Math.floor(
      (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
    );
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const month = mp < 10 ? mp + 3 : mp - 9;
    const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    return `${year}-${TWO[month]}-${TWO[day]}T${TWO[hours]}:${TWO[minutes]}:${TWO[seconds]}.${THREE[ms]}Z`;
  }
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? String(millis) : date.toISOString();
}

/** 10000-01-01T00:00:00Z: from there on years have five digits (`Date` writes them signed). */
const MAX_FAST_MILLIS = 253_402_300_800_000;
const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** Big integers travel as numbers when they fit exactly, as strings when they do not. */
function bigIntValue(value: bigint): number | string {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}
