import type { ParamValue, PreparedQuery } from '../connector';
import { QueryRefusedError } from '../errors';
import type { LexerRules, SqlEngine } from './sql-engine';

/**
 * Bound parameters travel through node-sql-parser as `:__cr_oN` (the caller's N-th parameter)
 * and `:__cr_nN` (the N-th value added by the rewrite): every dialect parses and prints them
 * the same way. They become the engine's placeholders again only in the final SQL text.
 */
export const MARKER_PREFIX = '__cr_';
const MARKER_TEXT = /:__cr_([on])(\d+)/g;
export const MARKER_VALUE = /^__cr_([on])(\d+)$/;

export function originalMarker(n: number): string {
  return `:${MARKER_PREFIX}o${n}`;
}

export function addedMarker(n: number): string {
  return `:${MARKER_PREFIX}n${n}`;
}

/** Replaces the engine's placeholders outside strings, quoted names and comments by markers. */
export function encodePlaceholders(sql: string, engine: SqlEngine, paramCount: number): string {
  let count = 0;
  const text = mapCode(sql, engine.lexer, (code) =>
    engine.placeholders === 'positional'
      ? code.replace(/\?/g, () => {
          count += 1;
          return originalMarker(count);
        })
      : code.replace(/(?<![\w@$#])@[pP](\d+)(?![\w$#])/g, (_, digits: string) => {
          const n = Number(digits);
          if (n < 1 || n > paramCount) {
            throw new QueryRefusedError(`Query parameter @p${digits} has no value.`);
          }
          return originalMarker(n);
        }),
  );
  if (engine.placeholders === 'positional' && count !== paramCount) {
    throw new QueryRefusedError(
      `The query has ${count} placeholder${count === 1 ? '' : 's'} (?) but ${paramCount} parameter${paramCount === 1 ? ' was' : 's were'} given.`,
    );
  }
  return text;
}

/** The markers of the final SQL, in text order. */
export function markersInText(sql: string): string[] {
  return [...sql.matchAll(MARKER_TEXT)].map((match) => `${MARKER_PREFIX}${match[1]}${match[2]}`);
}

/**
 * Turns markers into the engine's placeholders: `?` with the values in text order (a value
 * used twice is bound twice), or `@pN` with the caller's parameters first, then the added ones.
 */
export function decodePlaceholders(
  sql: string,
  engine: SqlEngine,
  originals: readonly ParamValue[],
  added: readonly ParamValue[],
): PreparedQuery {
  const valueOf = (kind: string, n: number): ParamValue => {
    const value = kind === 'o' ? originals[n - 1] : added[n - 1];
    if (value === undefined) throw new QueryRefusedError('A query parameter has no value.');
    return value;
  };
  if (engine.placeholders === 'positional') {
    const params: ParamValue[] = [];
    const text = sql.replace(MARKER_TEXT, (_, kind: string, digits: string) => {
      params.push(valueOf(kind, Number(digits)));
      return '?';
    });
    return { sql: text, params };
  }
  const text = sql.replace(MARKER_TEXT, (_, kind: string, digits: string) => {
    const n = Number(digits);
    valueOf(kind, n);
    return engine.dialect.placeholder(kind === 'o' ? n : originals.length + n);
  });
  return { sql: text, params: [...originals, ...added] };
}

/**
 * Applies `transform` to the code between strings, quoted names and comments, which are kept
 * as they are. (A lexer slip cannot widen what runs: markers left in a string or a `?` the
 * parser sees are both caught after parsing.)
 */
function mapCode(sql: string, rules: LexerRules, transform: (code: string) => string): string {
  let out = '';
  let code = '';
  let i = 0;
  const flush = () => {
    out += transform(code);
    code = '';
  };
  while (i < sql.length) {
    const rest = sql.startsWith.bind(sql);
    const quote = rules.quotes.find((q) => rest(q.open, i));
    if (quote) {
      flush();
      const end = closingIndex(sql, i + quote.open.length, quote.close, quote.backslashEscapes);
      out += sql.slice(i, end);
      i = end;
      continue;
    }
    if (rest('/*', i)) {
      flush();
      const close = sql.indexOf('*/', i + 2);
      const end = close === -1 ? sql.length : close + 2;
      out += sql.slice(i, end);
      i = end;
      continue;
    }
    if (rules.lineComments.some((c) => rest(c, i))) {
      flush();
      const newline = sql.indexOf('\n', i);
      const end = newline === -1 ? sql.length : newline;
      out += sql.slice(i, end);
      i = end;
      continue;
    }
    code += sql[i];
    i += 1;
  }
  flush();
  return out;
}

function closingIndex(sql: string, from: number, close: string, backslash: boolean): number {
  let i = from;
  while (i < sql.length) {
    if (backslash && sql[i] === '\\') {
      i += 2;
      continue;
    }
    if (sql.startsWith(close, i)) {
      // A doubled closing quote is an escaped quote.
      if (sql.startsWith(close, i + close.length)) {
        i += close.length * 2;
        continue;
      }
      return i + close.length;
    }
    i += 1;
  }
  return sql.length;
}
