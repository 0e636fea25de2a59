import { access, constants, mkdir, stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { IntrospectedColumn } from '../connector';
import { IngestError } from '../errors';
import { withExclusiveWrite } from './database-pool';
import { columnTypeOfName } from './result-columns';

export type IngestFormat = 'csv' | 'parquet';

export interface IngestProgress {
  phase: 'start' | 'reading' | 'done';
  /** 0–100. */
  percent: number;
}

export interface IngestOptions {
  /** The organisation's uploads DuckDB file (created when missing); chosen by the server. */
  databasePath: string;
  /** Validated against `TABLE_NAME_PATTERN`; an existing table of that name is replaced. */
  tableName: string;
  /** The uploaded file, saved by the server: the only file the ingest can read. */
  filePath: string;
  format: IngestFormat;
  onProgress?: (progress: IngestProgress) => void;
  /** Aborting interrupts the ingest; the table is left as it was. */
  signal?: AbortSignal;
}

export interface IngestResult {
  table: string;
  rows: number;
  columns: IntrospectedColumn[];
}

export const TABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const PROGRESS_INTERVAL_MS = 100;

export function isValidTableName(name: string): boolean {
  return TABLE_NAME_PATTERN.test(name) && !name.toLowerCase().startsWith('__chartroom');
}

/**
 * Creates (or replaces) a table of the uploads database from one CSV or Parquet file. The
 * file is written by a separate read-write instance whose only readable external file is
 * `filePath` (external access disabled, configuration locked before the import runs), while
 * the read-only query instances of that database are drained and reopened afterwards, so
 * every connector sees the new table on its next query.
 */
export async function ingestFile(options: IngestOptions): Promise<IngestResult> {
  const { tableName, format, onProgress } = options;
  if (!isValidTableName(tableName)) {
    throw new IngestError(
      `Invalid table name "${tableName}": use letters, digits and underscores, starting with a letter or underscore (at most 63 characters).`,
    );
  }
  if (format !== 'csv' && format !== 'parquet') {
    throw new IngestError(
      `Unsupported file format "${String(format)}": upload a CSV or Parquet file.`,
    );
  }
  const filePath = resolve(options.filePath);
  const databasePath = resolve(options.databasePath);
  await assertReadableFile(filePath);
  onProgress?.({ phase: 'start', percent: 0 });
  const result = await withExclusiveWrite(databasePath, () =>
    writeTable({ ...options, filePath, databasePath }),
  );
  onProgress?.({ phase: 'done', percent: 100 });
  return result;
}

async function writeTable(options: IngestOptions): Promise<IngestResult> {
  await mkdir(dirname(options.databasePath), { recursive: true });
  const instance = await DuckDBInstance.create(options.databasePath, {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  }).catch((error: unknown) => {
    throw new IngestError(`Could not open the uploads database: ${message(error)}`, {
      cause: error,
    });
  });
  try {
    const connection = await instance.connect();
    try {
      await lockDown(connection, options);
      await importFile(connection, options);
      return await describeTable(connection, options.tableName);
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** Only `filePath` (and DuckDB's own spill directory) stays reachable; nothing can undo it. */
async function lockDown(connection: DuckDBConnection, options: IngestOptions): Promise<void> {
  await connection.run(`SET allowed_paths = [${sqlString(options.filePath)}]`);
  await connection.run(`SET allowed_directories = [${sqlString(`${options.databasePath}.tmp/`)}]`);
  await connection.run('SET enable_external_access = false');
  await connection.run('SET enable_progress_bar = true');
  await connection.run('SET enable_progress_bar_print = false');
  await connection.run('SET lock_configuration = true');
}

async function importFile(connection: DuckDBConnection, options: IngestOptions): Promise<void> {
  const reader = options.format === 'csv' ? 'read_csv($1, auto_detect = true)' : 'read_parquet($1)';
  const { signal, onProgress } = options;
  if (signal?.aborted) throw new IngestError('The upload was cancelled.');
  let cancelled = false;
  const onAbort = () => {
    cancelled = true;
    connection.interrupt();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let last = 0;
  const timer = setInterval(() => {
    const percent = connection.progress.percentage;
    if (percent > last && percent < 100) {
      last = percent;
      onProgress?.({ phase: 'reading', percent });
    }
  }, PROGRESS_INTERVAL_MS);
  try {
    await connection.run(
      `CREATE OR REPLACE TABLE "${options.tableName}" AS SELECT * FROM ${reader}`,
      [options.filePath],
    );
  } catch (error) {
    if (cancelled) throw new IngestError('The upload was cancelled.', { cause: error });
    const kind = options.format === 'csv' ? 'CSV' : 'Parquet';
    const reason = message(error).replaceAll(options.filePath, basename(options.filePath));
    throw new IngestError(`Could not read the ${kind} file: ${reason}`, { cause: error });
  } finally {
    clearInterval(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

async function describeTable(connection: DuckDBConnection, table: string): Promise<IngestResult> {
  const count = await connection.runAndReadAll(`SELECT count(*) FROM "${table}"`);
  const described = await connection.runAndReadAll(
    `SELECT table_name, column_name, data_type FROM duckdb_columns()
      WHERE database_name = current_database() AND schema_name = 'main'
        AND lower(table_name) = lower($1)
      ORDER BY column_index`,
    [table],
  );
  const rows = described.getRows();
  const columns = rows.map(([, columnName, dataType]) => ({
    columnName: String(columnName),
    type: columnTypeOfName(String(dataType)),
    selectable: true,
  }));
  return {
    table: String(rows[0]?.[0] ?? table),
    rows: Number(count.value(0, 0)),
    columns,
  };
}

async function assertReadableFile(filePath: string): Promise<void> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new Error('it is not a regular file');
    await access(filePath, constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code ? `it is missing or not readable (${code})` : message(error);
    throw new IngestError(`The uploaded file could not be read: ${reason}.`, { cause: error });
  }
}

/** A SQL string literal (the paths come from the server; quotes are doubled regardless). */
function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
