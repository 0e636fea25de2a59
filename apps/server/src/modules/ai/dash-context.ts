import { chartDocumentSchema, type Dialect, type TableSchemaEntry } from '@chartroom/core';
import type { ColumnValues, DashContext, DashTable, GoldenExample } from '@chartroom/dash';
import type { Services } from '../../services';
import type { Caller } from '../../plugins/auth';
import type { OpenConnection } from '../../query/query-service';
import { visibleSchema } from '../connection/tenant-access';

/** Distinct values kept per string column in Dash's values index. */
export const VALUES_PER_COLUMN = 300;
/** String columns scanned for values, at most (the first ones of the first tables). */
export const MAX_VALUE_COLUMNS = 40;
/** Scans run at once on a connection. */
const SCAN_CONCURRENCY = 3;

export interface DashSource {
  connection: OpenConnection;
  ctx: DashContext;
}

export interface DashContextOptions {
  /** Only these tables (a builder's golden table); default: every table the caller may read. */
  tables?: readonly string[] | undefined;
  maxSuggestions: number;
  timeZone?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** The name a query uses for a schema entry (schema-qualified outside the default schema). */
export function tableNameOf(entry: TableSchemaEntry): string {
  const schema = entry.schemaName;
  return schema && schema !== 'main' && schema !== 'public'
    ? `${schema}.${entry.tableName}`
    : entry.tableName;
}

/**
 * What Dash may know, built under the caller's scope: the tables the caller may read (tenants:
 * default-deny, only scoped and shared tables), the distinct values of their string columns —
 * each scan through the query service, so a tenant's index holds only its own rows' values — and
 * the organisation's golden charts over those tables.
 */
export async function buildDashContext(
  s: Services,
  caller: Caller,
  connectionId: string,
  options: DashContextOptions,
): Promise<DashSource> {
  const connection = await s.queries.open(caller, connectionId);
  const { record } = connection;
  const schema = await s.connectionService.schema(caller.organizationId, record.id, false);
  let entries = visibleSchema(record, schema, caller);
  if (options.tables?.length) {
    const wanted = new Set(options.tables);
    entries = entries.filter((e) => wanted.has(e.tableName) || wanted.has(tableNameOf(e)));
  }
  const tables: DashTable[] = entries.map((entry) => ({
    name: tableNameOf(entry),
    columns: entry.columns
      .filter((c) => c.selectable !== false)
      .map((c) => ({ name: c.columnName, type: c.type })),
  }));
  const values = await scanValues(s, caller, connection, tables, options.signal);
  const golden = await goldenExamples(s, caller.organizationId, tables);
  return {
    connection,
    ctx: {
      tables,
      values,
      golden,
      maxSuggestions: options.maxSuggestions,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    },
  };
}

async function scanValues(
  s: Services,
  caller: Caller,
  connection: OpenConnection,
  tables: readonly DashTable[],
  signal?: AbortSignal,
): Promise<ColumnValues[]> {
  const targets = tables
    .flatMap((t) => t.columns.filter((c) => c.type === 'string').map((c) => ({ t, c })))
    .slice(0, MAX_VALUE_COLUMNS);
  const dialect = connection.connector.dialect;
  const out: ColumnValues[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const { t, c } = targets[next++]!;
      const sql = distinctValuesSql(dialect, t.name, c.name);
      try {
        const result = await s.queries.run({
          caller,
          connection,
          sql,
          rowCap: VALUES_PER_COLUMN,
          ...(signal ? { signal } : {}),
        });
        out.push({
          table: t.name,
          column: c.name,
          values: result.rows.map((r) => String(r.value)),
        });
      } catch {
        // A column the engine cannot scan (or a table it refuses) gives no values.
      }
    }
  };
  await Promise.all(Array.from({ length: SCAN_CONCURRENCY }, worker));
  const order = new Map(targets.map(({ t, c }, i) => [`${t.name}.${c.name}`, i]));
  return out.sort(
    (a, b) => order.get(`${a.table}.${a.column}`)! - order.get(`${b.table}.${b.column}`)!,
  );
}

/** `SELECT DISTINCT` of one column as text, most frequent values first, capped. */
export function distinctValuesSql(dialect: Dialect, table: string, column: string): string {
  const col = dialect.quoteIdentifier(column);
  const from = table
    .split('.')
    .map((p) => dialect.quoteIdentifier(p))
    .join('.');
  const value = dialect.quoteIdentifier('value');
  return dialect.selectStatement({
    select: [
      `${dialect.castToText(col)} AS ${value}`,
      `COUNT(*) AS ${dialect.quoteIdentifier('n')}`,
    ],
    from,
    where: [`${col} IS NOT NULL`],
    groupBy: [dialect.castToText(col)],
    orderBy: [`${dialect.quoteIdentifier('n')} DESC`, `${value} ASC`],
    limit: VALUES_PER_COLUMN,
  });
}

/** The organisation's golden charts (v2 configs) over the given tables, newest first. */
async function goldenExamples(
  s: Services,
  organizationId: string,
  tables: readonly DashTable[],
): Promise<GoldenExample[]> {
  const rows = await s.db
    .selectFrom('golden_assets')
    .select(['prompt', 'config', 'golden_table_raw_name'])
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'chart')
    .where('prompt', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
  const names = new Set(tables.map((t) => t.name));
  const out: GoldenExample[] = [];
  for (const row of rows) {
    const document = chartDocumentSchema.safeParse(row.config);
    if (!document.success || !document.data.chartConfigV2 || !row.prompt) continue;
    const table =
      row.golden_table_raw_name ??
      document.data.goldenTable ??
      document.data.dataPrep.goldenTable ??
      document.data.dataPrep.rawTableNames[0];
    if (!table || !names.has(table)) continue;
    out.push({ prompt: row.prompt, config: document.data.chartConfigV2, table });
  }
  return out;
}
