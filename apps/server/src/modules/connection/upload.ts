import { createHash } from 'node:crypto';
import type { ConnectionRecord, ConnectionRepository } from './repository';

/** Uploaded files land in the organisation's own DuckDB database, one per organisation. */
export function uploadsDatabaseName(organizationId: string): string {
  return `uploads_${createHash('sha256').update(organizationId).digest('hex').slice(0, 16)}`;
}

export const UPLOADS_CONNECTION_NAME = 'Uploads';

/** The organisation's "Uploads" DuckDB connection, created on the first upload. */
export async function uploadsConnection(
  repo: ConnectionRepository,
  organizationId: string,
): Promise<ConnectionRecord> {
  const database = uploadsDatabaseName(organizationId);
  const existing = (await repo.list(organizationId)).find(
    (c) => c.type === 'duckdb' && c.config.database === database,
  );
  if (existing) return existing;
  return repo.create({
    organization_id: organizationId,
    name: UPLOADS_CONNECTION_NAME,
    type: 'duckdb',
    config: { database },
  });
}

/** File formats an upload accepts, by extension. */
export function uploadFormat(filename: string): 'csv' | 'parquet' | null {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.parquet')) return 'parquet';
  return null;
}
