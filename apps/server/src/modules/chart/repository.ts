import { LRUCache } from 'lru-cache';
import type { Selectable } from 'kysely';
import type { Db } from '../../store/database';
import type { ChartsTable } from '../../store/schema';

export type ChartRecord = Omit<Selectable<ChartsTable>, 'created_at'> & {
  created_at: string;
  updated_at: string;
};

export interface NewChartVersion {
  id: string;
  organization_id: string;
  name: string;
  author?: string | null;
  config: unknown;
  connection: string | null;
  published?: boolean;
  published_by?: string | null;
  thumbnail?: string | null;
  config_version?: 'v1' | 'v2';
  project_id?: string | null;
  team_id?: string | null;
}

/** Charts as append-only versions: `(id, version)` is unique and never rewritten. */
export class ChartRepository {
  private readonly versions = new LRUCache<string, ChartRecord>({ max: 5000 });
  /** Recent "latest version" reads (decision 004: at most 2 s old on other instances). */
  private readonly latest = new LRUCache<string, ChartRecord>({ max: 2000, ttl: 2000 });
  /** Bumped by every write: a latest-version read that raced a write is not remembered. */
  private writes = 0;

  constructor(private readonly db: Db) {}

  async appendVersion(input: NewChartVersion): Promise<ChartRecord> {
    const saved = await this.db.transaction().execute((trx) => this.appendVersionIn(trx, input));
    this.writes++;
    this.latest.delete(`${input.organization_id}:${input.id}`);
    return saved;
  }

  /** Appends inside the caller's transaction (a copy writes the chart and its filters at once). */
  async appendVersionIn(trx: Db, input: NewChartVersion): Promise<ChartRecord> {
    this.writes++;
    this.latest.delete(`${input.organization_id}:${input.id}`);
    const top = await trx
      .selectFrom('charts')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('id', '=', input.id)
      .executeTakeFirst();
    const version = Number(top?.v ?? 0) + 1;
    await trx
      .insertInto('charts')
      .values({
        id: input.id,
        version,
        organization_id: input.organization_id,
        name: input.name,
        author: input.author ?? null,
        config: JSON.stringify(input.config),
        connection: input.connection,
        project_id: input.project_id ?? null,
        team_id: input.team_id ?? null,
        thumbnail: input.thumbnail ?? null,
        published: input.published ?? false,
        published_by: input.published_by ?? null,
        config_version: input.config_version ?? 'v1',
      })
      .execute();
    const saved = await this.find(input.organization_id, input.id, version, trx);
    if (!saved) throw new Error('Chart version vanished after insert');
    return saved;
  }

  /**
   * Publication is a state of the chart, not a save: every version takes the flag (no new
   * version). Answers false when the chart does not exist.
   */
  async setPublished(
    organizationId: string,
    id: string,
    published: boolean,
    publishedBy: string | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('charts')
      .set({ published, published_by: publishedBy })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    this.forget(organizationId, id);
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Gives a version without a thumbnail one (a thumbnail is a picture of the version, not part of
   * it: the version's content is unchanged). 'kept' when it had one already, 'missing' when the
   * version does not exist.
   */
  async fillThumbnail(
    organizationId: string,
    id: string,
    version: number,
    thumbnail: string,
  ): Promise<'stored' | 'kept' | 'missing'> {
    const result = await this.db
      .updateTable('charts')
      .set({ thumbnail })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .where((eb) => eb.or([eb('thumbnail', 'is', null), eb('thumbnail', '=', '')]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) {
      this.forget(organizationId, id);
      return 'stored';
    }
    return (await this.find(organizationId, id, version)) ? 'kept' : 'missing';
  }

  /** Latest versions of the organisation's published charts, by name. */
  async listPublishedLatest(organizationId: string): Promise<ChartRecord[]> {
    const rows = await this.db
      .selectFrom('charts as c')
      .selectAll('c')
      .where('c.organization_id', '=', organizationId)
      .where('c.published', '=', true)
      .where((eb) =>
        eb(
          'c.version',
          '=',
          eb
            .selectFrom('charts as x')
            .select((x) => x.fn.max('x.version').as('v'))
            .whereRef('x.id', '=', 'c.id'),
        ),
      )
      .orderBy('c.name')
      .execute();
    return rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      updated_at: row.created_at.toISOString(),
    }));
  }

  /** Drops remembered versions of a chart (after an in-place change such as publication). */
  private forget(organizationId: string, id: string): void {
    this.writes++;
    this.latest.delete(`${organizationId}:${id}`);
    const prefix = `${organizationId}:${id}:`;
    for (const key of [...this.versions.keys()]) {
      if (key.startsWith(prefix)) this.versions.delete(key);
    }
  }

  async find(
    organizationId: string,
    id: string,
    version?: number,
    db: Db = this.db,
  ): Promise<ChartRecord | undefined> {
    // Versions never change once written: explicit versions are remembered; the latest version
    // briefly (decision 004).
    const key = version === undefined ? null : `${organizationId}:${id}:${version}`;
    const latestKey = `${organizationId}:${id}`;
    const known = key
      ? this.versions.get(key)
      : db === this.db
        ? this.latest.get(latestKey)
        : undefined;
    if (known) return known;
    const writesBefore = this.writes;
    let query = db
      .selectFrom('charts')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id);
    query =
      version === undefined
        ? query.orderBy('version', 'desc')
        : query.where('version', '=', version);
    const row = await query.limit(1).executeTakeFirst();
    if (!row) return undefined;
    const record = {
      ...row,
      created_at: row.created_at.toISOString(),
      updated_at: row.created_at.toISOString(),
    };
    if (db === this.db) {
      if (key) this.versions.set(key, record);
      else if (this.writes === writesBefore) this.latest.set(latestKey, record);
    }
    return record;
  }

  async listLatest(organizationId: string) {
    const rows = await this.db
      .selectFrom('charts as c')
      .select(['c.id', 'c.name', 'c.version', 'c.published', 'c.created_at', 'c.config_version'])
      .where('c.organization_id', '=', organizationId)
      .where((eb) =>
        eb(
          'c.version',
          '=',
          eb
            .selectFrom('charts as x')
            .select((x) => x.fn.max('x.version').as('v'))
            .whereRef('x.id', '=', 'c.id'),
        ),
      )
      .orderBy('c.name')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      version: r.version,
      published: r.published,
      updated_at: r.created_at.toISOString(),
      config_version: r.config_version === 'v2' ? ('v2' as const) : ('v1' as const),
    }));
  }
}
