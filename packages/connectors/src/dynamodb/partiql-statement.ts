import { QueryRefusedError } from '../errors';
import { identifierName, isWord, tokenize, type Token } from './partiql-tokens';

const ONLY_SELECT =
  'Only one read-only PartiQL SELECT statement is allowed (SELECT … FROM table [WHERE …] [ORDER BY …]).';
const OPENERS = new Set(['(', '[', '{', '<<']);
const CLOSERS = new Set([')', ']', '}', '>>']);

/** A checked `SELECT … FROM "table"[."index"] [WHERE …] [ORDER BY …]`, with text offsets. */
export interface PartiQlSelect {
  sql: string;
  table: string;
  /** Projected attribute names in order, when the projection lists plain names. */
  projection?: string[];
  /** Offset where the FROM target ends. */
  fromEnd: number;
  /** The WHERE condition's text range, when there is one. */
  where?: { start: number; end: number };
  /** Offset of ORDER BY, or the end of the statement. */
  tailStart: number;
  paramCount: number;
}

/** Reads a statement minimally and refuses anything but one SELECT from one table. */
export function parsePartiQlSelect(sql: string): PartiQlSelect {
  const tokens = tokenize(sql);
  if (tokens.length === 0) throw new QueryRefusedError('The query is empty.');
  if (!isWord(tokens[0], 'SELECT')) throw new QueryRefusedError(ONLY_SELECT);
  const depths = bracketDepths(tokens);
  tokens.forEach((token, index) => {
    if (index > 0 && isWord(token, 'SELECT'))
      throw new QueryRefusedError(`${ONLY_SELECT} Subqueries are not supported.`);
  });
  const topLevel = (index: number, word: string) =>
    depths[index] === 0 && isWord(tokens[index], word);
  const from = tokens.findIndex((_, index) => topLevel(index, 'FROM'));
  if (from < 2) throw new QueryRefusedError(ONLY_SELECT);
  let cursor = from + 1;
  const tableToken = nameToken(tokens[cursor]);
  cursor += 1;
  if (tokens[cursor]?.text === '.') {
    nameToken(tokens[cursor + 1]);
    cursor += 2;
  }
  const fromEnd = tokens[cursor - 1]?.end ?? sql.length;
  let where: PartiQlSelect['where'];
  let tailIndex = tokens.length;
  if (topLevel(cursor, 'WHERE')) {
    const order = tokens.findIndex((_, index) => index > cursor && topLevel(index, 'ORDER'));
    tailIndex = order < 0 ? tokens.length : order;
    const first = tokens[cursor + 1];
    const last = tokens[tailIndex - 1];
    if (!first || !last || tailIndex <= cursor + 1) throw new QueryRefusedError(ONLY_SELECT);
    where = { start: first.start, end: last.end };
  } else if (cursor < tokens.length) {
    tailIndex = cursor;
  }
  if (tailIndex < tokens.length) assertOrderBy(tokens.slice(tailIndex));
  return {
    sql,
    table: identifierName(tableToken),
    projection: projection(tokens.slice(1, from)),
    fromEnd,
    where,
    tailStart: tokens[tailIndex]?.start ?? sql.length,
    paramCount: tokens.filter((token) => token.kind === 'param').length,
  };
}

function assertOrderBy(tail: readonly Token[]): void {
  if (!isWord(tail[0], 'ORDER') || !isWord(tail[1], 'BY') || tail.length < 3) {
    throw new QueryRefusedError(ONLY_SELECT);
  }
  if (tail.some((token) => token.kind === 'param')) {
    throw new QueryRefusedError('Parameters are not allowed in ORDER BY.');
  }
}

function nameToken(token: Token | undefined): Token {
  if (!token || (token.kind !== 'word' && token.kind !== 'quoted') || isWord(token, 'WHERE')) {
    throw new QueryRefusedError(`${ONLY_SELECT} The FROM clause must name one table.`);
  }
  return token;
}

function projection(tokens: readonly Token[]): string[] | undefined {
  const names: string[] = [];
  for (let index = 0; index < tokens.length; index += 2) {
    const token = tokens[index];
    const separator = tokens[index + 1];
    if (!token || (token.kind !== 'word' && token.kind !== 'quoted')) return undefined;
    if (separator && separator.text !== ',') return undefined;
    names.push(identifierName(token));
  }
  return names.length > 0 ? names : undefined;
}

/** The bracket depth of each token (brackets at their outer depth); unbalanced is refused. */
function bracketDepths(tokens: readonly Token[]): number[] {
  let depth = 0;
  const depths = tokens.map((token) => {
    const symbol = token.kind === 'symbol';
    if (symbol && CLOSERS.has(token.text)) depth -= 1;
    if (depth < 0) throw new QueryRefusedError('Unbalanced brackets in the PartiQL query.');
    const at = depth;
    if (symbol && OPENERS.has(token.text)) depth += 1;
    return at;
  });
  if (depth !== 0) throw new QueryRefusedError('Unbalanced brackets in the PartiQL query.');
  return depths;
}
