/** A query error as the server words it: the message, and its excerpt of the user's SQL. */
export interface SqlErrorText {
  message: string;
  /** `LINE n: …` and the caret line under it, or null when the error names no place. */
  excerpt: string | null;
}

/** The text after the last 'Error: ' (charts.md §9: what the builder's error box shows). */
function afterLastError(message: string): string {
  const index = message.lastIndexOf('Error: ');
  return (index >= 0 ? message.slice(index + 'Error: '.length) : message).trim();
}

/**
 * Splits a server error into its message (the text after the last `Error: `) and the excerpt
 * that points into the user's SQL (`LINE n: …` and its caret, psql's and DuckDB's form).
 */
export function splitSqlError(text: string): SqlErrorText {
  const match = /\n\s*(LINE \d+:[^\n]*\n[ \t]*\^)/.exec(text);
  if (!match) return { message: afterLastError(text), excerpt: null };
  return { message: afterLastError(text.slice(0, match.index)), excerpt: match[1]! };
}
