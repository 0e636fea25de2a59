import { join, resolve } from 'node:path';
import { createConnector, type Connector, type ConnectorConfig } from '@chartroom/connectors';
import type { ConnectionRecord } from '../modules/connection/repository';
import { joinSettings } from '../modules/connection/settings';
import { badRequest } from '../plugins/http-error';

interface Live {
  version: number;
  connector: Promise<Connector>;
}

/**
 * One live Connector per connection, opened on first use and reopened when the connection's
 * settings change. Settings are a closed schema per engine: an embedded DuckDB names a database
 * inside DATA_DIR, never a path.
 */
export class ConnectorPool {
  private readonly live = new Map<string, Live>();

  constructor(
    private readonly dataDir: string,
    private readonly secretOf: (record: ConnectionRecord) => string | null,
  ) {}

  /** The DuckDB file of an embedded database name. */
  duckDbPath(database: string): string {
    if (!/^[a-z0-9_-]{1,64}$/i.test(database)) throw badRequest('Invalid DuckDB database name');
    return resolve(join(this.dataDir, 'warehouse', `${database}.duckdb`));
  }

  get(record: ConnectionRecord): Promise<Connector> {
    const version = record.updated_at.getTime();
    const current = this.live.get(record.id);
    if (current && current.version === version) return current.connector;
    if (current) void current.connector.then((c) => c.close()).catch(() => undefined);
    const connector = createConnector(this.configOf(record));
    this.live.set(record.id, { version, connector });
    connector.catch(() => {
      if (this.live.get(record.id)?.connector === connector) this.live.delete(record.id);
    });
    return connector;
  }

  /** Closes a connection's connector (after its settings or its data changed). */
  async invalidate(connectionId: string): Promise<void> {
    const current = this.live.get(connectionId);
    this.live.delete(connectionId);
    if (current) await current.connector.then((c) => c.close()).catch(() => undefined);
  }

  /** Driver config for a stored connection: settings with their secret, and the timeout. */
  configOf(record: ConnectionRecord): ConnectorConfig {
    const timeoutMs = record.timeout_seconds * 1000;
    if (record.type === 'duckdb') {
      return {
        type: 'duckdb',
        path: this.duckDbPath(String(record.config.database ?? '')),
        timeoutMs,
      };
    }
    const settings = joinSettings(record.config, this.secretOf(record));
    if (settings.type === 'duckdb') throw badRequest('Invalid DuckDB connection');
    return { ...settings, timeoutMs };
  }

  async closeAll(): Promise<void> {
    const all = [...this.live.values()];
    this.live.clear();
    await Promise.allSettled(all.map(async (c) => (await c.connector).close()));
  }
}
