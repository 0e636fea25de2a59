import type { QueryResult, ResultValue } from '@chartroom/core';
import { typedResult } from '../typed-result';
import type { IColumnMetadata } from 'mssql';

type ColumnMetadata = IColumnMetadata[string];

type Kind = 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'binary' | 'text';

const KINDS: Record<string, Kind> = {
  tinyint: 'integer',
  smallint: 'integer',
  int: 'integer',
  bigint: 'integer',
  decimal: 'decimal',
  numeric: 'decimal',
  money: 'decimal',
  smallmoney: 'decimal',
  float: 'decimal',
  real: 'decimal',
  bit: 'boolean',
  date: 'date',
  datetime: 'datetime',
  datetime2: 'datetime',
  smalldatetime: 'datetime',
  datetimeoffset: 'datetime',
  binary: 'binary',
  varbinary: 'binary',
  image: 'binary',
};

/**
 * Typed columns from tedious' metadata: integers (BIGINT beyond 2^53 as strings), DECIMAL,
 * MONEY and floats as numbers, BIT as booleans, DATE as `YYYY-MM-DD`, date-times as ISO strings
 * in UTC (tedious reads them as UTC), binary as hex, everything else as text.
 */
export function toQueryResult(
  columns: readonly ColumnMetadata[],
  rows: ReadonlyArray<Record<string, unknown>>,
): QueryResult {
  const kinds = columns.map((c) => KINDS[typeDeclaration(c).toLowerCase()] ?? 'text');
  return typedResult(
    columns.map((c) => c.name),
    kinds,
    rows,
    convert,
    'text',
  );
}

function convert(value: unknown, kind: Kind): ResultValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  }
  if (Buffer.isBuffer(value)) return value.toString('hex');
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  if (kind === 'integer' && /^-?\d+$/.test(text)) {
    const n = BigInt(text);
    const safe = n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
    return safe ? Number(n) : text;
  }
  if (kind === 'decimal' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/** tedious' SQL type functions carry their name as `declaration` (not in @types/mssql). */
function typeDeclaration(column: ColumnMetadata): string {
  const type = column.type as unknown as { declaration?: unknown } | undefined;
  return typeof type?.declaration === 'string' ? type.declaration : '';
}
