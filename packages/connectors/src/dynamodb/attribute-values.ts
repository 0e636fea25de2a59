import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { ColumnType, QueryResult, ResultRow, ResultValue } from '@chartroom/core';
import type { ParamValue } from '../connector';
import { QueryRefusedError } from '../errors';

type Item = Record<string, AttributeValue>;
type Kind = Exclude<ColumnType, 'unknown'>;

const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A bound parameter as a DynamoDB attribute value. */
export function toAttributeValue(value: ParamValue): AttributeValue {
  if (value === null) return { NULL: true };
  if (typeof value === 'boolean') return { BOOL: value };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new QueryRefusedError('A parameter is not a finite number.');
    return { N: String(value) };
  }
  return { S: value };
}

/** An attribute value in the result contract (sets, lists and maps as JSON text). */
export function fromAttributeValue(value: AttributeValue | undefined): ResultValue {
  if (!value || value.NULL) return null;
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return numberValue(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  return JSON.stringify(plain(value));
}

/** The column type an attribute value contributes (null for NULL/missing). */
export function kindOf(value: AttributeValue | undefined): Kind | null {
  if (!value || value.NULL) return null;
  if (value.S !== undefined) return ISO_DATE.test(value.S) ? 'date' : 'string';
  if (value.N !== undefined) return 'number';
  if (value.BOOL !== undefined) return 'boolean';
  return 'string';
}

/** One type per column: the only kind seen; ISO text mixed with other text is text; else mixed. */
export function mergeKinds(kinds: Iterable<Kind | null>): Kind {
  const seen = new Set<Kind>();
  for (const kind of kinds) if (kind) seen.add(kind);
  if (seen.size === 0) return 'string';
  if (seen.size === 1) return [...seen][0] ?? 'string';
  if ([...seen].every((kind) => kind === 'string' || kind === 'date')) return 'string';
  return 'mixed';
}

/** Items as typed columns and rows; columns in projection order, else in order of appearance. */
export function itemsToResult(items: readonly Item[], projection?: readonly string[]): QueryResult {
  const names = projection ? [...projection] : [];
  if (!projection) {
    const seen = new Set<string>();
    for (const item of items) {
      for (const key of Object.keys(item)) {
        if (!seen.has(key)) names.push(key);
        seen.add(key);
      }
    }
  }
  const columns = names.map((name) => ({
    name,
    type: mergeKinds(items.map((item) => kindOf(item[name]))),
  }));
  const rows = items.map((item) => {
    const row: ResultRow = {};
    for (const name of names) row[name] = fromAttributeValue(item[name]);
    return row;
  });
  return { columns, rows };
}

function numberValue(text: string): number | string {
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  if (/^-?\d+$/.test(text) && !Number.isSafeInteger(value)) return text;
  return value;
}

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

function plain(value: AttributeValue): Plain {
  if (value.NULL) return null;
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return numberValue(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.B !== undefined) return Buffer.from(value.B).toString('base64');
  if (value.SS !== undefined) return value.SS;
  if (value.NS !== undefined) return value.NS.map(numberValue);
  if (value.BS !== undefined) return value.BS.map((bytes) => Buffer.from(bytes).toString('base64'));
  if (value.L !== undefined) return value.L.map(plain);
  if (value.M !== undefined) {
    return Object.fromEntries(Object.entries(value.M).map(([key, inner]) => [key, plain(inner)]));
  }
  return null;
}
