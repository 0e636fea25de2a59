/** Base class of every error a connector throws on purpose. */
export class ConnectorError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The SQL was refused before reaching the engine (not one read-only SELECT, forbidden table…). */
export class QueryRefusedError extends ConnectorError {
  /** Where in the SQL the refusal points (0-based character offset), e.g. a syntax error. */
  readonly position: number | undefined;

  constructor(message: string, options?: { cause?: unknown; position?: number | undefined }) {
    super(message, options);
    this.position = options?.position;
  }
}

/** The engine failed to run the query; `message` carries the engine's own text. */
export class QueryError extends ConnectorError {}

/** The query ran longer than its timeout and was interrupted. */
export class QueryTimeoutError extends QueryError {
  constructor(readonly timeoutMs: number) {
    super(`Query timed out after ${formatSeconds(timeoutMs)} and was cancelled.`);
  }
}

/** The caller cancelled the query (its AbortSignal fired). */
export class QueryCancelledError extends QueryError {
  constructor() {
    super('Query was cancelled.');
  }
}

/** The connection could not be opened or configured. */
export class ConnectionError extends ConnectorError {}

/** The connection type is known but its driver is not part of this build yet. */
export class ConnectorNotAvailableError extends ConnectorError {}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/** A file could not be turned into a table (unreadable file, bad table name, engine error). */
export class IngestError extends ConnectorError {}

/** The table a tenant's query read is neither scoped nor shared on its connection. */
export class TableNotReadableError extends QueryRefusedError {
  constructor(readonly table: string) {
    super(tableNotReadableMessage(table));
  }
}

/** The refusal text of default-deny: names the table and what would make it readable. */
export function tableNotReadableMessage(table: string): string {
  return `Table ${table} is not available to tenants: it is neither scoped to a tenant column nor shared on this connection`;
}
