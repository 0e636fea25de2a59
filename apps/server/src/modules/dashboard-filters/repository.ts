import type { Selectable } from 'kysely';
import type { AnyDashboardFilter } from '@chartroom/core';
import type { Db } from '../../store/database';
import type { ChartFiltersTable, DashboardFiltersTable } from '../../store/schema';
import { linkedChartFilterIds } from '../dashboard/dashboard-delete';

export type DashboardFilterRecord = Selectable<DashboardFiltersTable>;
export type StoredChartFilter = Selectable<ChartFiltersTable>;

/** The key a chart filter made for a dashboard filter carries in its stored config (decision 028). */
export const CREATED_BY = 'createdByDashboardFilter';

/** The dashboard filter that created a stored chart filter, if any. */
export function createdBy(row: StoredChartFilter): string | null {
  const value = (row.config as Record<string, unknown> | null)?.[CREATED_BY];
  return typeof value === 'string' ? value : null;
}

/** A bound chart filter to write: a new one (created) or a chart's own one (reused). */
export interface BoundChartFilter {
  filterId: string;
  parentChartId: string;
  config: Record<string, unknown>;
}

/** Rows of `dashboard_filters` and the chart filters they bind (decision 028). */
export class DashboardFilterRepository {
  constructor(private readonly db: Db) {}

  /** The organisation's rows with this filter id (one per dashboard that has it). */
  async withId(organizationId: string, filterId: string): Promise<DashboardFilterRecord[]> {
    return this.db
      .selectFrom('dashboard_filters')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('filter_id', '=', filterId)
      .execute();
  }

  async list(
    organizationId: string,
    dashboardIds: readonly string[],
  ): Promise<DashboardFilterRecord[]> {
    if (dashboardIds.length === 0) return [];
    return this.db
      .selectFrom('dashboard_filters')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('parent_dashboard_id', 'in', [...dashboardIds])
      .orderBy('created_at')
      .orderBy('filter_id')
      .execute();
  }

  /** The dashboard's rows with these ids. */
  async find(
    organizationId: string,
    dashboardId: string,
    ids: readonly string[],
  ): Promise<DashboardFilterRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('dashboard_filters')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('parent_dashboard_id', '=', dashboardId)
      .where('filter_id', 'in', [...ids])
      .execute();
  }

  /**
   * Chart filter ids that anything but this dashboard's filter links: another dashboard (any
   * version) or another dashboard filter row (its `chartFilterIds`).
   */
  async linkedElsewhere(
    organizationId: string,
    dashboardId: string,
    filterId: string,
  ): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('dashboard_filters')
      .select(['config', 'parent_dashboard_id', 'filter_id'])
      .where('organization_id', '=', organizationId)
      .execute();
    const versions = await this.db
      .selectFrom('dashboards')
      .select('config')
      .where('organization_id', '=', organizationId)
      .where('id', '!=', dashboardId)
      .execute();
    const others = rows.filter(
      (r) => r.parent_dashboard_id !== dashboardId || r.filter_id !== filterId,
    );
    return new Set([...others, ...versions].flatMap((r) => linkedChartFilterIds(r.config)));
  }

  /** Chart filters of the organisation by id. */
  async chartFilters(organizationId: string, ids: readonly string[]): Promise<StoredChartFilter[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('chart_filters')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('filter_id', 'in', [...ids])
      .execute();
  }

  /** Chart filters of the organisation's charts, in creation order. */
  async chartFiltersOf(
    organizationId: string,
    chartIds: readonly string[],
  ): Promise<StoredChartFilter[]> {
    if (chartIds.length === 0) return [];
    return this.db
      .selectFrom('chart_filters')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('parent_chart_id', 'in', [...chartIds])
      .orderBy('created_at')
      .orderBy('filter_id')
      .execute();
  }

  /** Whether any chart filter (of any organisation) has this id. */
  async chartFilterIdTaken(filterId: string): Promise<StoredChartFilter | undefined> {
    return this.db
      .selectFrom('chart_filters')
      .selectAll()
      .where('filter_id', '=', filterId)
      .executeTakeFirst();
  }

  /**
   * In one transaction: the row (created or replaced, saved or not), the bound chart filters
   * written (unsaved when the row is), `unbind` chart filters released and `remove` ones deleted.
   */
  async write(input: {
    organizationId: string;
    filterId: string;
    dashboardId: string;
    config: AnyDashboardFilter;
    saved: boolean;
    bound: readonly BoundChartFilter[];
    unbind: readonly StoredChartFilter[];
    remove: readonly string[];
  }): Promise<DashboardFilterRecord> {
    const { organizationId: org, saved } = input;
    return this.db.transaction().execute(async (trx) => {
      const text = JSON.stringify({ ...input.config, saved });
      const savedAt = saved ? new Date() : null;
      const row = await trx
        .insertInto('dashboard_filters')
        .values({
          filter_id: input.filterId,
          organization_id: org,
          parent_dashboard_id: input.dashboardId,
          config: text,
          saved,
          saved_at: savedAt,
        })
        .onConflict((oc) =>
          oc.columns(['organization_id', 'parent_dashboard_id', 'filter_id']).doUpdateSet({
            config: text,
            saved,
            ...(saved ? { saved_at: savedAt } : {}),
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const b of input.bound) {
        const config = JSON.stringify({ ...b.config, saved });
        await trx
          .insertInto('chart_filters')
          .values({
            filter_id: b.filterId,
            organization_id: org,
            parent_chart_id: b.parentChartId,
            config,
            saved,
            saved_at: savedAt,
          })
          .onConflict((oc) =>
            oc.column('filter_id').doUpdateSet({
              config,
              saved,
              ...(saved ? { saved_at: savedAt } : {}),
            }),
          )
          .execute();
      }
      await this.unbindIn(trx, org, input.unbind);
      if (input.remove.length > 0) {
        await trx
          .deleteFrom('chart_filters')
          .where('organization_id', '=', org)
          .where('filter_id', 'in', [...input.remove])
          .execute();
      }
      return row;
    });
  }

  /** Marks the dashboard's rows and the chart filters saved. */
  async markSaved(
    organizationId: string,
    dashboardId: string,
    filterIds: readonly string[],
    chartFilterIds: readonly string[],
  ): Promise<void> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      if (filterIds.length > 0) {
        await trx
          .updateTable('dashboard_filters')
          .set({ saved: true, saved_at: now })
          .where('organization_id', '=', organizationId)
          .where('parent_dashboard_id', '=', dashboardId)
          .where('filter_id', 'in', [...filterIds])
          .execute();
      }
      if (chartFilterIds.length > 0) {
        await trx
          .updateTable('chart_filters')
          .set({ saved: true, saved_at: now })
          .where('organization_id', '=', organizationId)
          .where('filter_id', 'in', [...chartFilterIds])
          .execute();
      }
    });
  }

  /** Deletes the row (if any), the created chart filters and unbinds the reused ones. */
  async delete(
    organizationId: string,
    dashboardId: string,
    filterId: string,
    remove: readonly string[],
    unbind: readonly StoredChartFilter[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('dashboard_filters')
        .where('organization_id', '=', organizationId)
        .where('parent_dashboard_id', '=', dashboardId)
        .where('filter_id', '=', filterId)
        .execute();
      if (remove.length > 0) {
        await trx
          .deleteFrom('chart_filters')
          .where('organization_id', '=', organizationId)
          .where('filter_id', 'in', [...remove])
          .execute();
      }
      await this.unbindIn(trx, organizationId, unbind);
    });
  }

  private async unbindIn(trx: Db, organizationId: string, rows: readonly StoredChartFilter[]) {
    for (const row of rows) {
      const config = { ...(row.config as Record<string, unknown>) };
      config.isBound = false;
      config.isBoundBy = null;
      await trx
        .updateTable('chart_filters')
        .set({ config: JSON.stringify(config) })
        .where('organization_id', '=', organizationId)
        .where('filter_id', '=', row.filter_id)
        .execute();
    }
  }
}
