import { LRUCache } from 'lru-cache';
import type { Db } from '../../store/database';
import type { DashboardsTable } from '../../store/schema';
import type { Selectable } from 'kysely';

export type DashboardRecord = Omit<Selectable<DashboardsTable>, 'created_at'> & {
  created_at: string;
  updated_at: string;
};

export interface NewDashboardVersion {
  id: string;
  organization_id: string;
  name: string;
  author?: string | null;
  config: unknown;
  published?: boolean;
  tenant_id?: string | null;
  workspace_id?: string | null;
  parent_template_dashboard?: string | null;
  is_exportable?: boolean;
  selected_table?: unknown;
  tz?: number | null;
  local_tz?: boolean;
  golden_prompts?: unknown;
  project_id?: string | null;
  team_id?: string | null;
  /**
   * Decision 012: when absent, a new version keeps the latest version's `is_public`, and its
   * `tz_name` while `tz` is unchanged (saves that never heard of them must not reset them).
   */
  is_public?: boolean;
  tz_name?: string | null;
}

/** The save was based on an older version than the latest one (someone saved in between). */
export class StaleVersionError extends Error {
  constructor(
    readonly basedOn: number,
    readonly latest: number,
  ) {
    super(
      `Dashboard was saved as version ${latest} since version ${basedOn}; reload and try again`,
    );
    this.name = 'StaleVersionError';
  }
}

/** Dashboards as append-only versions: `(id, version)` is unique and never rewritten. */
export class DashboardRepository {
  private readonly versions = new LRUCache<string, DashboardRecord>({ max: 2000 });
  /** Recent "latest version" reads (decision 004: at most 2 s old on other instances). */
  private readonly latest = new LRUCache<string, DashboardRecord>({ max: 1000, ttl: 2000 });
  /** Bumped by every write: a latest-version read that raced a write is not remembered. */
  private writes = 0;

  constructor(private readonly db: Db) {}

  /**
   * Appends version = highest existing + 1 (1 for a new id) in one transaction. With
   * `basedOn`, the append is refused (StaleVersionError, nothing written) unless the highest
   * existing version is still that one.
   */
  async appendVersion(input: NewDashboardVersion, basedOn?: number): Promise<DashboardRecord> {
    const latestKey = `${input.organization_id}:${input.id}`;
    this.writes++;
    this.latest.delete(latestKey);
    const saved = await this.db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom('dashboards')
        .select(['version', 'is_public', 'tz', 'tz_name'])
        .where('id', '=', input.id)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      const current = Number(top?.version ?? 0);
      if (basedOn !== undefined && basedOn !== current) {
        throw new StaleVersionError(basedOn, current);
      }
      const version = current + 1;
      await trx
        .insertInto('dashboards')
        .values({
          id: input.id,
          version,
          organization_id: input.organization_id,
          name: input.name,
          author: input.author ?? null,
          config: JSON.stringify(input.config),
          published: input.published ?? false,
          tenant_id: input.tenant_id ?? null,
          workspace_id: input.workspace_id ?? null,
          team_id: input.team_id ?? null,
          project_id: input.project_id ?? null,
          parent_template_dashboard: input.parent_template_dashboard ?? null,
          is_exportable: input.is_exportable ?? false,
          selected_table: JSON.stringify(input.selected_table ?? { tables: [] }),
          tz: input.tz ?? null,
          local_tz: input.local_tz ?? false,
          golden_prompts: JSON.stringify(input.golden_prompts ?? { prompts: [] }),
          is_public: input.is_public ?? top?.is_public ?? false,
          tz_name:
            input.tz_name !== undefined
              ? input.tz_name
              : top && top.tz === (input.tz ?? null)
                ? top.tz_name
                : null,
        })
        .execute();
      const saved = await this.find(input.organization_id, input.id, version, trx);
      if (!saved) throw new Error('Dashboard version vanished after insert');
      return saved;
    });
    this.writes++;
    this.latest.delete(latestKey);
    return saved;
  }

  /**
   * One version (latest when `version` is absent) of an organisation's dashboard, in one query
   * (the first version's time rides along as `created_at`). Versions never change once written,
   * so explicit versions are remembered.
   */
  async find(
    organizationId: string,
    id: string,
    version?: number,
    db: Db = this.db,
  ): Promise<DashboardRecord | undefined> {
    const key = version === undefined ? null : `${organizationId}:${id}:${version}`;
    const latestKey = `${organizationId}:${id}`;
    const known = key
      ? this.versions.get(key)
      : db === this.db
        ? this.latest.get(latestKey)
        : undefined;
    if (known) return known;
    let query = db
      .selectFrom('dashboards as d')
      .selectAll('d')
      .select((eb) =>
        eb
          .selectFrom('dashboards as f')
          .select((f) => f.fn.min('f.created_at').as('first'))
          .whereRef('f.id', '=', 'd.id')
          .as('first_created_at'),
      )
      .where('d.organization_id', '=', organizationId)
      .where('d.id', '=', id);
    query =
      version === undefined
        ? query.orderBy('d.version', 'desc')
        : query.where('d.version', '=', version);
    const writesBefore = this.writes;
    const found = await query.limit(1).executeTakeFirst();
    if (!found) return undefined;
    const { first_created_at: first, ...row } = found;
    const record = {
      ...row,
      created_at: toIso(first ?? row.created_at),
      updated_at: row.created_at.toISOString(),
    };
    if (key && db === this.db) this.versions.set(key, record);
    if (!key && db === this.db && this.writes === writesBefore) this.latest.set(latestKey, record);
    return record;
  }

  /** Forgets every remembered version of a dashboard (after its rows were deleted). */
  forget(organizationId: string, id: string): void {
    this.writes++;
    this.latest.delete(`${organizationId}:${id}`);
    const prefix = `${organizationId}:${id}:`;
    for (const key of [...this.versions.keys()]) {
      if (key.startsWith(prefix)) this.versions.delete(key);
    }
  }

  /** Every version number of a dashboard, ascending (empty when it does not exist). */
  async listVersions(organizationId: string, id: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('dashboards')
      .select('version')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .orderBy('version')
      .execute();
    return rows.map((r) => r.version);
  }

  /**
   * Latest version of a tenant's personal copy of `parentId` (the oldest one, should there be
   * several written before the one-copy rule), or undefined.
   */
  async findTenantCopy(
    organizationId: string,
    tenantId: string,
    parentId: string,
  ): Promise<DashboardRecord | undefined> {
    const first = await this.db
      .selectFrom('dashboards')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .where('parent_template_dashboard', '=', parentId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return first ? this.find(organizationId, first.id) : undefined;
  }

  /** Ids of every dashboard that belongs to a tenant (its personal copies). */
  async listTenantDashboardIds(organizationId: string, tenantId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('dashboards')
      .select('id')
      .distinct()
      .where('organization_id', '=', organizationId)
      .where('tenant_id', '=', tenantId)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Latest version of every dashboard of an organisation (global dashboards, not tenant copies). */
  async listLatest(organizationId: string) {
    const rows = await this.db
      .selectFrom('dashboards as d')
      .select(['d.id', 'd.name', 'd.version', 'd.published', 'd.created_at'])
      .where('d.organization_id', '=', organizationId)
      .where('d.tenant_id', 'is', null)
      .where((eb) =>
        eb(
          'd.version',
          '=',
          eb
            .selectFrom('dashboards as x')
            .select((x) => x.fn.max('x.version').as('v'))
            .whereRef('x.id', '=', 'd.id'),
        ),
      )
      .orderBy('d.name')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      version: r.version,
      published: r.published,
      updated_at: r.created_at.toISOString(),
    }));
  }
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}
