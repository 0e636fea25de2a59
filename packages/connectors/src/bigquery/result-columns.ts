import type { QueryResult, ResultValue } from '@chartroom/core';
import { typedResult } from '../typed-result';

/** One field of a BigQuery result schema. */
export interface BigQueryField {
  name: string;
  type: string;
}

type Kind = 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'json' | 'text';

const KINDS: Record<string, Kind> = {
  INT64: 'integer',
  INTEGER: 'integer',
  FLOAT64: 'decimal',
  FLOAT: 'decimal',
  NUMERIC: 'decimal',
  BIGNUMERIC: 'decimal',
  BOOL: 'boolean',
  BOOLEAN: 'boolean',
  DATE: 'date',
  DATETIME: 'datetime',
  TIMESTAMP: 'datetime',
  RECORD: 'json',
  STRUCT: 'json',
  JSON: 'json',
};

/**
 * Typed columns from the result schema: INT64 (read wrapped, so values beyond 2^53 survive as
 * strings), NUMERIC and FLOAT64 as numbers, BOOL, DATE as `YYYY-MM-DD`, TIMESTAMP as ISO UTC
 * (`…Z`), DATETIME as its ISO text, records, arrays and JSON as JSON text.
 */
export function toQueryResult(
  fields: readonly BigQueryField[],
  rows: ReadonlyArray<Record<string, unknown>>,
): QueryResult {
  const kinds = fields.map((f) => KINDS[f.type.toUpperCase()] ?? 'text');
  return typedResult(
    fields.map((c) => c.name),
    kinds,
    rows,
    convert,
    'text',
  );
}

function convert(value: unknown, kind: Kind): ResultValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) || kind === 'json') {
    return typeof value === 'string' ? value : JSON.stringify(value, plainValue);
  }
  const plain = plainValue('', value);
  if (typeof plain === 'boolean' || typeof plain === 'number') return plain;
  const text = String(plain);
  switch (kind) {
    case 'integer': {
      if (!/^-?\d+$/.test(text)) return text;
      const n = BigInt(text);
      const safe = n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
      return safe ? Number(n) : text;
    }
    case 'decimal':
      return Number.isFinite(Number(text)) ? Number(text) : text;
    case 'boolean':
      return text === 'true';
    case 'date':
      return text.slice(0, 10);
    case 'datetime':
      return toIso(text);
    default:
      return text;
  }
}

/** The client's wrappers (BigQueryInt, BigQueryTimestamp, Big …) carry their text in `value`. */
function plainValue(_key: string, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (typeof value === 'object' && value !== null && 'value' in value) {
    return (value as { value: unknown }).value;
  }
  if (typeof value === 'object' && value !== null && value.constructor?.name === 'Big') {
    return String(value);
  }
  return value;
}

function toIso(text: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}
