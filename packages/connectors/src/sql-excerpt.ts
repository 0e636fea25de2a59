/** Longest stretch of one line an excerpt shows; longer lines are cut around the position. */
const MAX_EXCERPT = 100;
const CONTEXT = 40;

/**
 * `LINE n: <that line of sql>` with a caret under `offset` (0-based, in characters of `sql`), as
 * psql and DuckDB show where a statement went wrong. A long line is cut around the position
 * (`...` marks the cut). Null when `offset` is outside `sql`.
 */
export function sqlExcerpt(sql: string, offset: number): string | null {
  if (!Number.isInteger(offset) || offset < 0 || offset > sql.length) return null;
  const lineStart = sql.lastIndexOf('\n', offset - 1) + 1;
  const nextBreak = sql.indexOf('\n', offset);
  const lineEnd = nextBreak === -1 ? sql.length : nextBreak;
  const lineNumber = sql.slice(0, lineStart).split('\n').length;
  let text = sql.slice(lineStart, lineEnd).replace(/\r$/, '').replaceAll('\t', ' ');
  let column = offset - lineStart;
  if (text.length > MAX_EXCERPT) {
    const from = Math.max(0, column - CONTEXT);
    const to = Math.min(text.length, from + MAX_EXCERPT);
    const head = from > 0 ? '...' : '';
    const tail = to < text.length ? '...' : '';
    column = column - from + head.length;
    text = `${head}${text.slice(from, to)}${tail}`;
  }
  const label = `LINE ${lineNumber}: `;
  return `${label}${text}\n${' '.repeat(label.length + column)}^`;
}

/** `message` followed by the excerpt of `sql` at `offset` (the message alone when none). */
export function withSqlExcerpt(message: string, sql: string, offset: number | undefined): string {
  const excerpt = offset === undefined ? null : sqlExcerpt(sql, offset);
  return excerpt ? `${message}\n\n${excerpt}` : message;
}

/**
 * An engine message without its excerpt of the SQL that ran (`LINE n: …` and the caret under it,
 * DuckDB's and psql's form): that SQL is ours (wrapped, rewritten), not the text the user wrote.
 */
export function withoutSqlExcerpt(message: string): string {
  return message.split(/\n\s*LINE \d+:/)[0]!.trimEnd();
}

/** A UTF-8 byte offset into `text` (what parsers written in C report) as a character offset. */
export function charOffset(text: string, byteOffset: number): number {
  return Buffer.from(text, 'utf8').subarray(0, byteOffset).toString('utf8').length;
}
