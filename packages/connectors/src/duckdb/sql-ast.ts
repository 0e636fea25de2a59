import { randomUUID } from 'node:crypto';

/**
 * DuckDB's JSON AST (`json_serialize_sql`), read and written without losing anything.
 * The AST carries integers above 2^53 (`query_location` = 2^64−1 when unknown, big
 * constants) that `JSON.parse` would round, and doubles such as `50.0` that DuckDB wants
 * back with their decimal point; both are kept as their source text (`AstNumberText`)
 * and written back character for character.
 */
export class AstNumberText {
  constructor(readonly text: string) {}
}

export type AstValue = null | boolean | number | string | AstNumberText | AstValue[] | AstObject;
export interface AstObject {
  [key: string]: AstValue;
}

/** Parses JSON text; numbers other than safe integers stay as their source text. */
export function parseAst(text: string): AstValue {
  const marker = `__number_${randomUUID()}:`;
  const protectedText = protectNumbers(text, marker);
  return JSON.parse(protectedText, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(marker)
      ? new AstNumberText(value.slice(marker.length))
      : value,
  ) as AstValue;
}

/** Writes an AST back to JSON text; number texts are written exactly as they were read. */
export function stringifyAst(value: AstValue): string {
  if (value === null) return 'null';
  if (value instanceof AstNumberText) return value.text;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Non-finite number in SQL AST');
    return JSON.stringify(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stringifyAst).join(',')}]`;
  const parts = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${stringifyAst(v)}`);
  return `{${parts.join(',')}}`;
}

export function isAstObject(value: AstValue | undefined): value is AstObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof AstNumberText)
  );
}

export function cloneAst<T extends AstValue>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneAst) as T;
  if (isAstObject(value)) {
    const copy: AstObject = {};
    for (const [k, v] of Object.entries(value)) copy[k] = cloneAst(v);
    return copy as T;
  }
  return value;
}

export function stringField(node: AstObject, key: string): string {
  const value = node[key];
  return typeof value === 'string' ? value : '';
}

/** Quotes every number token outside strings that is not a safe integer, behind `marker`. */
function protectNumbers(text: string, marker: string): string {
  let out = '';
  let last = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"') {
      i = skipString(text, i);
      continue;
    }
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) {
      const start = i;
      i += 1;
      while (i < text.length && /[0-9eE+\-.]/.test(text[i] ?? '')) i += 1;
      const token = text.slice(start, i);
      if (!/^-?\d+$/.test(token) || !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(last, start)}"${marker}${token}"`;
        last = i;
      }
      continue;
    }
    i += 1;
  }
  return out + text.slice(last);
}

/** Returns the index just after the JSON string starting at `start`. */
function skipString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === '"') return i + 1;
    else i += 1;
  }
  return i;
}
