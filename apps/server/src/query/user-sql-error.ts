import {
  QueryCancelledError,
  QueryTimeoutError,
  withoutSqlExcerpt,
  type QueryError,
  type QueryRefusedError,
} from '@chartroom/connectors';
import type { RunRequest } from './query-service';
import type { CallerAccess } from './tenant-scopes';

/**
 * An engine's error as the user who wrote the SQL sees it (admins; tenants get
 * `tenantErrorMessage`). The SQL that ran is the user's text wrapped or compiled into ours
 * (`SELECT * FROM (…) AS … LIMIT …`, a chart's query), so the engine's position and excerpt point
 * into our SQL: the user's text is checked again on its own (never run) and that finding, which
 * quotes the user's own line with a caret, is the message; otherwise the engine's message
 * without its excerpt. Timeouts and cancellations are said as they are.
 */
export async function userSqlErrorMessage(
  err: QueryError | QueryRefusedError,
  request: RunRequest,
  access: CallerAccess,
): Promise<string> {
  if (err instanceof QueryTimeoutError || err instanceof QueryCancelledError) return err.message;
  const source = request.source ?? (request.raw ? request.sql : undefined);
  const { connector } = request.connection;
  if (source !== undefined && source.trim() !== '' && connector.diagnose) {
    const found = await connector
      .diagnose(source, {
        tenant: access.tenant,
        ...(access.readableTables ? { readableTables: access.readableTables } : {}),
        tableFilters: [],
        raw: true,
      })
      .catch(() => null);
    if (found !== null) return found;
  }
  return withoutSqlExcerpt(err.message);
}

const VARIABLE = /'\{\{[A-Za-z0-9_]+\}\}'|\{\{[A-Za-z0-9_]+\}\}/g;

/**
 * A data-prep query as a text that can be checked on its own: each `{{variable}}` (bound as a
 * parameter when the chart runs) becomes NULL padded to its length, so that every position and
 * line of the check is the user's own.
 */
export function checkableQueryText(query: string): string {
  return query.replace(VARIABLE, (variable) => 'NULL'.padEnd(variable.length, ' '));
}
