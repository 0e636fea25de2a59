/**
 * How a SQL engine spells the few things compiled queries need. The compilers never ask
 * which engine they are on; engines differ only through these methods (DESIGN.md §2).
 */
/** Engines the SQL compilers target (every one passes the dialect conformance suite). */
export type SqlDialectName = 'duckdb' | 'postgres' | 'mysql' | 'mssql' | 'clickhouse' | 'bigquery';
/** Every dialect, including DynamoDB's PartiQL (no aggregation: compiled by construction). */
export type DialectName = SqlDialectName | 'dynamodb';

export type DateBucket = 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** The type a bound parameter is compared as (engines with typed placeholders use it). */
export type ParamType = 'string' | 'number' | 'boolean' | 'timestamp';

/** A calendar part of a timestamp, as a number (month 1–12, day of month 1–31). */
export type DatePart = 'month' | 'day';

/**
 * Bucketing in another zone than the data's: the column holds wall-clock times in `from` (the
 * data's zone); buckets are computed on wall-clock times in `to` (the chart's zone). Compilers
 * pass it only when the two differ, so charts in the data's zone never convert a row. Both are
 * IANA names checked by `assertTimeZone`.
 */
export interface ZoneShift {
  from: string;
  to: string;
}

/** The clauses of one SELECT statement; the dialect spells it (LIMIT, TOP, OFFSET…). */
export interface SelectParts {
  select: readonly string[];
  from: string;
  where?: readonly string[];
  groupBy?: readonly string[];
  having?: readonly string[];
  orderBy?: readonly string[];
  limit?: number;
  /** Rows skipped before `limit` (requires `orderBy`). */
  offset?: number;
}

export interface Dialect {
  readonly name: DialectName;
  /** Quotes an identifier (column, table or alias name). */
  quoteIdentifier(name: string): string;
  /** The placeholder for the 1-based parameter `index`, compared as `type` (default string). */
  placeholder(index: number, type?: ParamType): string;
  /** A string literal of a checked constant (a time zone name); never of a user value. */
  stringLiteral(value: string): string;
  /** Truncates a timestamp expression to the start of `bucket`, shifted between zones if given. */
  dateTrunc(bucket: DateBucket, expr: string, shift?: ZoneShift): string;
  /** A calendar part of a timestamp expression as a number (shifted between zones if given). */
  datePart(part: DatePart, expr: string, shift?: ZoneShift): string;
  /** Casts any expression to text. */
  castToText(expr: string): string;
  /** Aggregates string values of `expr` into one comma-separated string. */
  stringAgg(expr: string): string;
  /** Case-insensitive LIKE of the text expression `expr` against the pattern expression. */
  ilike(expr: string, pattern: string): string;
  /** Applies a row limit to a complete SELECT statement. */
  limit(sql: string, rows: number): string;
  /** Spells one SELECT statement from its clauses. */
  selectStatement(parts: SelectParts): string;
  /**
   * Casts a bound parameter holding a wall-clock time 'yyyy-MM-dd HH:mm:ss.SSS' (in `timeZone`,
   * the data's zone, default UTC) to the engine's timestamp, to compare with a raw column.
   */
  timestampParam(placeholder: string, timeZone?: string): string;
}
