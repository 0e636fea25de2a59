import type { QueryResult, TableSchemaEntry } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { notFound } from '../../plugins/http-error';
import type { QueryService } from '../../query/query-service';

/**
 * Rows of one table of a connection (raw table preview: 10 rows, 'Load More' adds 20), through
 * the query path so tenants see only their rows. The table must be one the schema lists.
 */
export async function previewTable(
  queries: QueryService,
  caller: Caller,
  input: {
    connectionId: string;
    table: string;
    offset: number;
    limit: number;
    schema: readonly TableSchemaEntry[];
  },
): Promise<QueryResult> {
  const entry = input.schema.find(
    (t) =>
      t.tableName === input.table ||
      (t.schemaName && `${t.schemaName}.${t.tableName}` === input.table),
  );
  if (!entry) throw notFound(`Table ${input.table} not found in this connection`);
  const connection = await queries.open(caller, input.connectionId);
  const { dialect } = connection.connector;
  const qualified =
    entry.schemaName && entry.schemaName !== 'main' && entry.schemaName !== 'public'
      ? `${dialect.quoteIdentifier(entry.schemaName)}.${dialect.quoteIdentifier(entry.tableName)}`
      : dialect.quoteIdentifier(entry.tableName);
  const upTo = input.offset + input.limit;
  const result = await queries.run({
    caller,
    connection,
    sql: dialect.limit(`SELECT * FROM ${qualified}`, upTo),
    rowCap: upTo,
  });
  return { columns: result.columns, rows: result.rows.slice(input.offset) };
}
