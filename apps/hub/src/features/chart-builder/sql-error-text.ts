/** A query error as the server words it: the message, and its excerpt of the user's SQL. */
export interface SqlErrorText {
  message: string;
  /** `LINE n: …` and the caret line under it, or null when the error names no place. */
  excerpt: string | null;
}

/**
 * Splits a server error into its message (without the leading `Error: `) and the excerpt that
 * points into the user's SQL (`LINE n: …` and its caret, psql's and DuckDB's form).
 */
export function splitSqlError(text: string): SqlErrorText {
  const plain = text.replace(/^Error:\s*/, '');
  const match = /\n\s*(LINE \d+:[^\n]*\n[ \t]*\^)/.exec(plain);
  if (!match) return { message: plain.trim(), excerpt: null };
  return { message: plain.slice(0, match.index).trim(), excerpt: match[1]! };
}
