import type { Caller } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/http-error';
import type { Db } from '../../store/database';
import type { Access } from '../tenant/access';
import type { DashboardRecord, DashboardRepository } from './repository';
import { ANY_EDIT, refusedChange } from './save-permissions';

/** The chart filter ids a dashboard config or a dashboard filter's config links (`chartFilterIds`). */
export function linkedChartFilterIds(config: unknown): string[] {
  if (!config || typeof config !== 'object') return [];
  const own = (config as { chartFilterIds?: unknown }).chartFilterIds;
  const ids = Array.isArray(own) ? own.filter((id): id is string => typeof id === 'string') : [];
  const filters = (config as { filters?: unknown }).filters;
  if (Array.isArray(filters))
    for (const filter of filters) ids.push(...linkedChartFilterIds(filter));
  return ids;
}

/**
 * DELETE /dashboard?id (dashboards.md §4, §7): every version of the dashboard goes, with the
 * tenants' personal copies of it (their parent would dangle), the dashboard filters and themes of
 * all of them, and the chart filters their dashboard filters link that no other dashboard links.
 * One transaction: nothing or everything. Admins delete organisation dashboards; a tenant with
 * an editing permission (not readOnly) deletes only its own workspace dashboards.
 */
export class DashboardDeleter {
  constructor(
    private readonly db: Db,
    private readonly dashboards: DashboardRepository,
    private readonly access: Access,
  ) {}

  /** Ids of the dashboards deleted (the dashboard first, then its personal copies). */
  async delete(caller: Caller, id: string): Promise<string[]> {
    const row = await this.target(caller, id);
    const organizationId = caller.organizationId;
    const deleted = await this.db.transaction().execute(async (trx) => {
      const ids = await this.withCopies(trx, organizationId, row.id);
      const versions = await trx
        .selectFrom('dashboards')
        .select('config')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .execute();
      const filters = await trx
        .selectFrom('dashboard_filters')
        .select('config')
        .where('organization_id', '=', organizationId)
        .where('parent_dashboard_id', 'in', ids)
        .execute();
      const linked = new Set(
        [...versions, ...filters].flatMap((r) => linkedChartFilterIds(r.config)),
      );
      const orphans = await this.unusedElsewhere(trx, organizationId, ids, linked);
      if (orphans.length > 0) {
        await trx
          .deleteFrom('chart_filters')
          .where('organization_id', '=', organizationId)
          .where('filter_id', 'in', orphans)
          .execute();
      }
      await trx
        .deleteFrom('dashboard_filters')
        .where('organization_id', '=', organizationId)
        .where('parent_dashboard_id', 'in', ids)
        .execute();
      await trx
        .deleteFrom('themes')
        .where('organization_id', '=', organizationId)
        .where('dashboard_id', 'in', ids)
        .execute();
      await trx
        .deleteFrom('dashboards')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .execute();
      return ids;
    });
    for (const gone of deleted) this.dashboards.forget(organizationId, gone);
    return deleted;
  }

  /** The dashboard's latest version, if the caller may delete it (404 / 403 otherwise). */
  private async target(caller: Caller, id: string): Promise<DashboardRecord> {
    if (caller.kind !== 'tenant') {
      const row = await this.dashboards.find(caller.organizationId, id);
      if (!row) throw notFound(`Dashboard ${id} not found`);
      return row;
    }
    const row = await this.access.dashboard(caller, id);
    if (row.tenant_id !== caller.claims.tenant.id) {
      throw forbidden('Only admins can delete organisation dashboards');
    }
    const refused = refusedChange(
      [{ what: 'delete dashboards', needs: ANY_EDIT }],
      caller.claims.permissions,
    );
    if (refused) {
      throw forbidden(
        `This token does not allow you to ${refused.what} (needs ${refused.needs.join(', ')})`,
      );
    }
    return row;
  }

  /** `id` and every dashboard derived from it (personal copies, and theirs), in one list. */
  private async withCopies(trx: Db, organizationId: string, id: string): Promise<string[]> {
    const all = [id];
    let frontier = [id];
    while (frontier.length > 0) {
      const rows = await trx
        .selectFrom('dashboards')
        .select('id')
        .distinct()
        .where('organization_id', '=', organizationId)
        .where('parent_template_dashboard', 'in', frontier)
        .execute();
      frontier = rows.map((r) => r.id).filter((child) => !all.includes(child));
      all.push(...frontier);
    }
    return all;
  }

  /** The ids of `linked` that no dashboard outside `ids` (nor its dashboard filters) links. */
  private async unusedElsewhere(
    trx: Db,
    organizationId: string,
    ids: readonly string[],
    linked: ReadonlySet<string>,
  ): Promise<string[]> {
    if (linked.size === 0) return [];
    const others = await trx
      .selectFrom('dashboards')
      .select('config')
      .where('organization_id', '=', organizationId)
      .where('id', 'not in', ids)
      .execute();
    const otherFilters = await trx
      .selectFrom('dashboard_filters')
      .select('config')
      .where('organization_id', '=', organizationId)
      .where('parent_dashboard_id', 'not in', ids)
      .execute();
    const used = new Set(
      [...others, ...otherFilters].flatMap((r) => linkedChartFilterIds(r.config)),
    );
    return [...linked].filter((filterId) => !used.has(filterId));
  }
}
