import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * A Kysely `PostgresPool` over one embedded PGlite database. PGlite has a single session, so
 * the pool hands out one client at a time: a transaction owns the database until released.
 */
export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const db = this.db;
    let released = false;
    return {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>) {
        const result = await db.query<R>(sql, [...parameters]);
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
        const answer: PostgresQueryResult<R> = {
          command: command as PostgresQueryResult<R>['command'],
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
        return answer;
      },
      release() {
        if (!released) {
          released = true;
          release();
        }
      },
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
    await this.db.close();
  }
}
