import type { ChartFilter, CreateOrUpdateFilterBody } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/http-error';
import type { ChartGuard } from '../chart/chart-guard';
import { toChartFilter, type ChartFilterRepository } from './repository';

/**
 * Chart-level filters. Callers edit filters of charts they may edit (admins: any chart of the
 * organisation; tenants: with an editing permission, on charts they reach — see ChartGuard).
 */
export class ChartFilterService {
  constructor(
    private readonly filters: ChartFilterRepository,
    private readonly guard: ChartGuard,
  ) {}

  async createOrUpdate(caller: Caller, body: CreateOrUpdateFilterBody): Promise<ChartFilter> {
    this.guard.allow(caller, 'edit');
    await this.guard.reach(caller, body.parentChartId, undefined, { anyVersion: true });
    await this.ownChart(caller, body.parentChartId);
    const existing = await this.filters.exists(body.filterId);
    if (existing && existing.organization_id !== caller.organizationId) {
      throw badRequest(`Filter id ${body.filterId} is already in use`);
    }
    if (existing && existing.parent_chart_id !== body.parentChartId) {
      throw badRequest(
        `Filter ${body.filterId} belongs to chart ${existing.parent_chart_id}, not ${body.parentChartId}`,
      );
    }
    const row = await this.filters.upsert(
      caller.organizationId,
      body.filterId,
      body.parentChartId,
      body.filterConfig,
    );
    const filter = toChartFilter(row);
    if (!filter) throw new Error('A filter that passed validation failed to parse');
    return filter;
  }

  /** Marks the filters saved: all of them or, when one is unknown or out of reach, none. */
  async save(caller: Caller, filterIds: readonly string[]): Promise<string[]> {
    this.guard.allow(caller, 'edit');
    const unique = [...new Set(filterIds)];
    for (const id of unique) await this.reachable(caller, id);
    await this.filters.markSaved(caller.organizationId, unique);
    return unique;
  }

  async delete(caller: Caller, filterId: string): Promise<void> {
    this.guard.allow(caller, 'edit');
    await this.reachable(caller, filterId);
    await this.filters.delete(caller.organizationId, filterId);
  }

  async deleteUnused(
    caller: Caller,
    parentChartId: string,
    columnNamesToKeep: readonly string[],
  ): Promise<string[]> {
    this.guard.allow(caller, 'edit');
    await this.guard.reach(caller, parentChartId, undefined, { anyVersion: true });
    await this.ownChart(caller, parentChartId);
    return this.filters.deleteUnused(caller.organizationId, parentChartId, columnNamesToKeep);
  }

  private async reachable(caller: Caller, filterId: string) {
    const row = await this.filters.find(caller.organizationId, filterId);
    if (!row) throw notFound(`Filter ${filterId} not found`);
    try {
      await this.guard.reach(caller, row.parent_chart_id, undefined, { anyVersion: true });
    } catch (err) {
      if (err instanceof HttpError) throw notFound(`Filter ${filterId} not found`);
      throw err;
    }
    await this.ownChart(caller, row.parent_chart_id);
    return row;
  }

  /** Tenants change the filters of their own charts only: a shared chart is copied first. */
  private async ownChart(caller: Caller, chartId: string): Promise<void> {
    if (caller.kind === 'tenant' && !(await this.guard.createdBy(caller, chartId))) {
      throw forbidden('Tenants save their own copy of a shared chart');
    }
  }
}
