import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { chartFilterSchema, type ChartFilter, type ChartFilterConfig } from '@chartroom/core';
import type { Db } from '../../store/database';
import type { ChartFiltersTable } from '../../store/schema';

export type ChartFilterRecord = Selectable<ChartFiltersTable>;

/** The column a chart filter targets (raw column, output column or variable name). */
export function filterColumnOf(config: unknown): string | null {
  const target = (config as { filterTarget?: Record<string, unknown> } | null)?.filterTarget;
  const column = target?.rawColumn ?? target?.outputColumn ?? target?.variableName;
  return typeof column === 'string' ? column : null;
}

/**
 * A stored filter as the spec's row; `config.saved` mirrors the row's flag. Rows that no longer
 * parse are dropped (filters-and-rendering.md §9), so this answers null for them.
 */
export function toChartFilter(row: ChartFilterRecord): ChartFilter | null {
  const parsed = chartFilterSchema.safeParse({
    filterId: row.filter_id,
    parent_chart_id: row.parent_chart_id,
    config: { ...(row.config as Record<string, unknown>), saved: row.saved },
    saved_at: row.saved_at ? row.saved_at.toISOString() : null,
  });
  return parsed.success ? parsed.data : null;
}

/** Chart-level filters: one row per filter id, owned by a chart id (all its versions). */
export class ChartFilterRepository {
  constructor(private readonly db: Db) {}

  async find(organizationId: string, filterId: string): Promise<ChartFilterRecord | undefined> {
    return this.db
      .selectFrom('chart_filters')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('filter_id', '=', filterId)
      .executeTakeFirst();
  }

  /** Any organisation's filter with this id (ids are global keys). */
  async exists(filterId: string): Promise<ChartFilterRecord | undefined> {
    return this.db
      .selectFrom('chart_filters')
      .selectAll()
      .where('filter_id', '=', filterId)
      .executeTakeFirst();
  }

  /** Creates or replaces the filter's config; the change is unsaved until `markSaved`. */
  async upsert(
    organizationId: string,
    filterId: string,
    parentChartId: string,
    config: ChartFilterConfig,
  ): Promise<ChartFilterRecord> {
    const text = JSON.stringify({ ...config, saved: false });
    const row = await this.db
      .insertInto('chart_filters')
      .values({
        filter_id: filterId,
        organization_id: organizationId,
        parent_chart_id: parentChartId,
        config: text,
        saved: false,
      })
      .onConflict((oc) => oc.column('filter_id').doUpdateSet({ config: text, saved: false }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  }

  /** Marks the filters saved (all or none). */
  async markSaved(organizationId: string, filterIds: readonly string[]): Promise<void> {
    if (filterIds.length === 0) return;
    await this.db
      .updateTable('chart_filters')
      .set({ saved: true, saved_at: new Date() })
      .where('organization_id', '=', organizationId)
      .where('filter_id', 'in', [...filterIds])
      .execute();
  }

  async delete(organizationId: string, filterId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('chart_filters')
      .where('organization_id', '=', organizationId)
      .where('filter_id', '=', filterId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes the chart's filters whose column is not kept; answers their ids. */
  async deleteUnused(
    organizationId: string,
    parentChartId: string,
    columnNamesToKeep: readonly string[],
  ): Promise<string[]> {
    const keep = new Set(columnNamesToKeep);
    return this.db.transaction().execute(async (trx) => {
      const rows = await this.listRows(trx, organizationId, [parentChartId]);
      const doomed = rows
        .filter((r) => {
          const column = filterColumnOf(r.config);
          return column === null || !keep.has(column);
        })
        .map((r) => r.filter_id);
      if (doomed.length > 0) {
        await trx
          .deleteFrom('chart_filters')
          .where('organization_id', '=', organizationId)
          .where('filter_id', 'in', doomed)
          .execute();
      }
      return doomed;
    });
  }

  /** Filters of the charts that were saved at least once (never-saved drafts stay private). */
  async listSaved(organizationId: string, chartIds: readonly string[]): Promise<ChartFilter[]> {
    const rows = await this.listRows(this.db, organizationId, chartIds);
    return rows
      .filter((r) => r.saved_at !== null)
      .map(toChartFilter)
      .filter((f): f is ChartFilter => f !== null);
  }

  /** Copies every filter of one chart to another under new ids (inside the caller's transaction). */
  async copyAll(trx: Db, organizationId: string, fromChartId: string, toChartId: string) {
    const rows = await this.listRows(trx, organizationId, [fromChartId]);
    for (const row of rows) {
      await trx
        .insertInto('chart_filters')
        .values({
          filter_id: randomUUID(),
          organization_id: organizationId,
          parent_chart_id: toChartId,
          config: JSON.stringify(row.config),
          saved: row.saved,
          saved_at: row.saved_at,
        })
        .execute();
    }
  }

  private async listRows(db: Db, organizationId: string, chartIds: readonly string[]) {
    if (chartIds.length === 0) return [];
    return db
      .selectFrom('chart_filters')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('parent_chart_id', 'in', [...chartIds])
      .orderBy('created_at')
      .orderBy('filter_id')
      .execute();
  }
}
