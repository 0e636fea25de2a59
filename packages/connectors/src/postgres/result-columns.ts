import type { ColumnType, QueryResult, ResultRow, ResultValue } from '@chartroom/core';

/** PostgreSQL type OIDs (`pg_type.oid`) the result contract types specially. */
const OID = {
  bool: 16,
  int8: 20,
  int2: 21,
  int4: 23,
  oid: 26,
  float4: 700,
  float8: 701,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  unknown: 705,
} as const;

const INTEGER_OIDS = new Set<number>([OID.int2, OID.int4, OID.oid, OID.int8]);
const NUMBER_OIDS = new Set<number>([...INTEGER_OIDS, OID.float4, OID.float8, OID.numeric]);
const DATE_OIDS = new Set<number>([OID.date, OID.timestamp, OID.timestamptz]);

/** Maps a result field's type OID to the result contract's column type. */
export function columnTypeOfOid(oid: number): Exclude<ColumnType, 'unknown'> {
  if (NUMBER_OIDS.has(oid)) return 'number';
  if (DATE_OIDS.has(oid)) return 'date';
  if (oid === OID.bool) return 'boolean';
  if (oid === OID.unknown) return 'mixed';
  return 'string';
}

/** Maps a type name from `information_schema.columns.data_type` / `udt_name`. */
export function columnTypeOfName(dataType: string): Exclude<ColumnType, 'unknown'> {
  const name = dataType.toLowerCase();
  if (name.endsWith('[]')) return 'string';
  if (/^(smallint|integer|bigint|real|double precision|numeric|decimal|oid)\b/.test(name)) {
    return 'number';
  }
  if (/^(date|timestamp)\b/.test(name)) return 'date';
  if (name === 'boolean') return 'boolean';
  return 'string';
}

export interface ResultField {
  name: string;
  dataTypeID: number;
}

/**
 * Builds the result contract from fields and rows read as text (`rowMode: 'array'`, every
 * type parser returning the raw text): duplicate names get `:1`, `:2` like DuckDB's.
 */
export function toQueryResult(
  fields: readonly ResultField[],
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
): QueryResult {
  const names = deduplicate(fields.map((field) => field.name));
  const columns = fields.map((field, index) => ({
    name: names[index] ?? field.name,
    type: columnTypeOfOid(field.dataTypeID),
  }));
  const result: ResultRow[] = rows.map((values) => {
    const row: ResultRow = {};
    fields.forEach((field, index) => {
      const name = names[index] ?? field.name;
      row[name] = toResultValue(values[index], field.dataTypeID);
    });
    return row;
  });
  return { columns, rows: result };
}

/**
 * Text from the server (DateStyle ISO, TimeZone UTC) to the contract: booleans, numbers
 * (int8 and numeric beyond 2^53 stay exact strings), dates `YYYY-MM-DD`, timestamps as ISO
 * strings in UTC; everything else as its text.
 */
export function toResultValue(value: unknown, oid: number): ResultValue {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : String(value);
  switch (oid) {
    case OID.bool:
      return text === 't' || text === 'true';
    case OID.int2:
    case OID.int4:
    case OID.oid:
    case OID.int8:
    case OID.numeric:
      return exactNumber(text);
    case OID.float4:
    case OID.float8: {
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case OID.timestamp:
    case OID.timestamptz:
      return isoTimestamp(text) ?? text;
    default:
      return text;
  }
}

/** A number when its integer part is exactly representable, the exact text otherwise. */
function exactNumber(text: string): number | string {
  const number = Number(text);
  if (!Number.isFinite(number)) return text;
  return Math.abs(number) <= Number.MAX_SAFE_INTEGER ? number : text;
}

const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?([+-]\d\d(?::\d\d)?)?$/;

/** `2024-02-29 13:45:01.25[+00]` → `2024-02-29T13:45:01.250Z` (timestamps without zone read as UTC). */
function isoTimestamp(text: string): string | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction = '', offset = '+00'] = match;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const zone = offset.length === 3 ? `${offset}:00` : offset;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${zone}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function deduplicate(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count > 1 ? `${name}:${count - 1}` : name;
  });
}
