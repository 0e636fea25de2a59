/** A DuckDB file chosen by the server (never by users), opened read-only. */
export interface DuckDbConnectionConfig {
  type: 'duckdb';
  path: string;
  /** Statement timeout for this connection (default 30 s); `RunOptions.timeoutMs` wins. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_ROW_CAP = 2000;
