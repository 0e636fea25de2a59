import { QueryRefusedError } from '../errors';

export type TokenKind = 'word' | 'quoted' | 'string' | 'number' | 'param' | 'symbol';

export interface Token {
  kind: TokenKind;
  /** The token's text as written. */
  text: string;
  start: number;
  end: number;
}

const PATTERNS: Array<[TokenKind, RegExp]> = [
  ['quoted', /"(?:[^"]|"")*"/y],
  ['string', /'(?:[^']|'')*'/y],
  ['number', /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y],
  ['word', /[A-Za-z_][A-Za-z0-9_]*/y],
  ['param', /\?/y],
  ['symbol', /<<|>>|<>|!=|<=|>=|\|\||[()[\]{},.*:=<>+\-/]/y],
];

/**
 * Splits a PartiQL statement into tokens, strictly: comments, semicolons and any character
 * outside PartiQL's SELECT grammar are refused rather than skipped.
 */
export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < sql.length) {
    const char = sql[position] ?? '';
    if (/\s/.test(char)) {
      position += 1;
      continue;
    }
    if (sql.startsWith('--', position) || sql.startsWith('/*', position)) {
      throw new QueryRefusedError('Comments are not allowed in PartiQL queries.');
    }
    if (char === ';') {
      throw new QueryRefusedError('Only one read-only SELECT statement is allowed (found ";").');
    }
    const token = match(sql, position);
    if (!token) {
      throw new QueryRefusedError(
        `The PartiQL query could not be read near "${sql.slice(position, position + 20)}".`,
      );
    }
    tokens.push(token);
    position = token.end;
  }
  return tokens;
}

function match(sql: string, position: number): Token | undefined {
  for (const [kind, pattern] of PATTERNS) {
    pattern.lastIndex = position;
    const found = pattern.exec(sql);
    if (found) return { kind, text: found[0], start: position, end: position + found[0].length };
  }
  return undefined;
}

export function isWord(token: Token | undefined, word: string): boolean {
  return token?.kind === 'word' && token.text.toUpperCase() === word;
}

/** The name a word or quoted-identifier token stands for. */
export function identifierName(token: Token): string {
  return token.kind === 'quoted' ? token.text.slice(1, -1).replaceAll('""', '"') : token.text;
}
