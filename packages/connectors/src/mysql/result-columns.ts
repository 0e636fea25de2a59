import type { ColumnType, QueryResult, ResultRow, ResultValue } from '@chartroom/core';
import type { FieldPacket } from 'mysql2/promise';

/** MySQL protocol column type codes (include/mysql_com.h, enum_field_types). */
const T = {
  DECIMAL: 0,
  TINY: 1,
  SHORT: 2,
  LONG: 3,
  FLOAT: 4,
  DOUBLE: 5,
  NULL: 6,
  TIMESTAMP: 7,
  LONGLONG: 8,
  INT24: 9,
  DATE: 10,
  TIME: 11,
  DATETIME: 12,
  YEAR: 13,
  NEWDATE: 14,
  BIT: 16,
  JSON: 245,
  NEWDECIMAL: 246,
} as const;
const BINARY_CHARSET = 63;

type Kind = 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'json' | 'binary' | 'text';

const NUMERIC = new Set<number>([T.TINY, T.SHORT, T.LONG, T.INT24, T.LONGLONG, T.YEAR]);

/**
 * Typed columns from the field metadata: integers (BIGINT beyond 2^53 as strings), DECIMAL and
 * floats as numbers, TINYINT(1) and BIT(1) as booleans, DATE as `YYYY-MM-DD`, DATETIME and
 * TIMESTAMP as ISO strings in UTC (the session runs in `+00:00`), JSON as text, binary as hex.
 */
export function toQueryResult(
  fields: readonly FieldPacket[],
  rows: readonly unknown[][],
): QueryResult {
  const kinds = fields.map(kindOf);
  const names = fields.map((field) => field.name);
  return {
    columns: fields.map((field, i) => ({
      name: field.name,
      type: columnType(kinds[i] ?? 'text', field),
    })),
    rows: rows.map((row) => {
      const out: ResultRow = {};
      names.forEach((name, i) => {
        out[name] = convert(row[i], kinds[i] ?? 'text');
      });
      return out;
    }),
  };
}

function kindOf(field: FieldPacket): Kind {
  const type = field.columnType ?? field.type ?? -1;
  if ((type === T.TINY || type === T.BIT) && field.columnLength === 1) return 'boolean';
  if (NUMERIC.has(type) || type === T.BIT) return 'integer';
  if (type === T.DECIMAL || type === T.NEWDECIMAL || type === T.FLOAT || type === T.DOUBLE) {
    return 'decimal';
  }
  if (type === T.DATE || type === T.NEWDATE) return 'date';
  if (type === T.DATETIME || type === T.TIMESTAMP) return 'datetime';
  if (type === T.JSON) return 'json';
  if (field.characterSet === BINARY_CHARSET && type !== T.TIME && type !== T.NULL) return 'binary';
  return 'text';
}

function columnType(kind: Kind, field: FieldPacket): ColumnType {
  switch (kind) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'datetime':
      return 'date';
    default:
      return (field.columnType ?? field.type) === T.NULL ? 'unknown' : 'string';
  }
}

function convert(value: unknown, kind: Kind): ResultValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'integer':
      return toInteger(value);
    case 'decimal':
      return toNumber(value);
    case 'boolean':
      return toInteger(value) !== 0;
    case 'date':
      return String(value).slice(0, 10).startsWith('0000') ? null : String(value).slice(0, 10);
    case 'datetime':
      return toIsoDateTime(String(value));
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'binary':
      return Buffer.isBuffer(value) ? value.toString('hex') : String(value);
    default:
      return Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  }
}

function toInteger(value: unknown): number | string {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return toSafe(value);
  if (Buffer.isBuffer(value)) {
    let n = 0n;
    for (const byte of value) n = (n << 8n) | BigInt(byte);
    return toSafe(n);
  }
  const text = String(value);
  return /^-?\d+$/.test(text) ? toSafe(BigInt(text)) : text;
}

function toSafe(n: bigint): number | string {
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(n)
    : n.toString();
}

function toNumber(value: unknown): number | string {
  if (typeof value === 'number') return value;
  const n = Number(value);
  return Number.isFinite(n) ? n : String(value);
}

/** `YYYY-MM-DD HH:MM:SS[.ffffff]` (UTC) → `YYYY-MM-DDTHH:MM:SS.sssZ`; zero dates → null. */
function toIsoDateTime(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?/.exec(text);
  if (!match) return text;
  const [, y, mo, d, h, mi, s, frac] = match;
  if (y === '0000' || mo === '00' || d === '00') return null;
  const millis = (frac ?? '').padEnd(3, '0').slice(0, 3);
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.${millis}Z`;
}
