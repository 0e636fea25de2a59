import type { Db } from '../../store/database';
import { linkedChartFilterIds } from './dashboard-delete';
import type { DashboardRecord } from './repository';

function chartIdsOf(config: unknown): string[] {
  if (!config || typeof config !== 'object') return [];
  const charts = (config as { charts?: unknown }).charts;
  return charts && typeof charts === 'object' && !Array.isArray(charts) ? Object.keys(charts) : [];
}

/**
 * dashboards.md §4 "Removing a chart removes its filters from aggregate filters and deletes chart
 * filters on the server": after a save, the chart filters of the charts this version removed
 * that the previous version's aggregate filters linked (`chartFilterIds`) are deleted, unless
 * the new version or another dashboard (any version, or its dashboard filters) still links
 * them. A chart's own filters that no aggregate filter linked (its `{{variables}}`) stay: the
 * chart keeps working in the library and on other dashboards. Decision 018.
 */
export class RemovedChartFilters {
  constructor(private readonly db: Db) {}

  /** Deletes the orphaned chart filters after `saved`; answers their ids. */
  async afterSave(saved: DashboardRecord): Promise<string[]> {
    if (saved.version <= 1) return [];
    const org = saved.organization_id;
    const previous = await this.db
      .selectFrom('dashboards')
      .select('config')
      .where('organization_id', '=', org)
      .where('id', '=', saved.id)
      .where('version', '=', saved.version - 1)
      .executeTakeFirst();
    if (!previous) return [];
    const kept = new Set(chartIdsOf(saved.config));
    const removed = chartIdsOf(previous.config).filter((id) => !kept.has(id));
    const stillLinked = new Set(linkedChartFilterIds(saved.config));
    const linked = linkedChartFilterIds(previous.config).filter((id) => !stillLinked.has(id));
    if (removed.length === 0 || linked.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const candidates = await trx
        .selectFrom('chart_filters')
        .select('filter_id')
        .where('organization_id', '=', org)
        .where('filter_id', 'in', linked)
        .where('parent_chart_id', 'in', removed)
        .execute();
      if (candidates.length === 0) return [];
      const others = await trx
        .selectFrom('dashboards')
        .select('config')
        .where('organization_id', '=', org)
        .where('id', '!=', saved.id)
        .execute();
      const otherFilters = await trx
        .selectFrom('dashboard_filters')
        .select('config')
        .where('organization_id', '=', org)
        .execute();
      const used = new Set(
        [...others, ...otherFilters].flatMap((row) => linkedChartFilterIds(row.config)),
      );
      const doomed = candidates.map((c) => c.filter_id).filter((id) => !used.has(id));
      if (doomed.length > 0) {
        await trx
          .deleteFrom('chart_filters')
          .where('organization_id', '=', org)
          .where('filter_id', 'in', doomed)
          .execute();
      }
      return doomed;
    });
  }
}
