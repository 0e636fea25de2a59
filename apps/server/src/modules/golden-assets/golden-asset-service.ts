import type {
  ChartDocument,
  SaveGoldenChartBody,
  StoreGoldenAssetBody,
  StoreGoldenChartBody,
  StoreGoldenChartsBody,
  StoreGoldenFiltersBody,
} from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest } from '../../plugins/http-error';
import type { Db } from '../../store/database';
import type { ChartGuard } from '../chart/chart-guard';
import type { ChartTables } from '../chart/chart-tables';
import type { ChartRecord, ChartRepository } from '../chart/repository';
import type { GoldenAssetRepository } from './repository';

export type AdminCaller = Extract<Caller, { kind: 'admin' }>;

/**
 * The golden table of a golden chart: the one named in the body, else the chart's own, else the
 * data prep's raw table when there is exactly one.
 */
function goldenTableOf(name: string | null | undefined, config: ChartDocument): string | null {
  const { dataPrep } = config;
  const single = dataPrep.rawTableNames.length === 1 ? dataPrep.rawTableNames[0] : undefined;
  return name ?? config.goldenTable ?? dataPrep.goldenTable ?? single ?? null;
}

/**
 * Golden assets (charts.md §7): example prompts stored with the chart or the filters that answer
 * them, for Dash to retrieve. Admin-only (embedded mode never shows 'Refine model', charts.md §6);
 * the routes check the caller. Every referenced chart must be one of the caller's organisation
 * (404 otherwise) and an `org_id` in a body must be the caller's (403 otherwise).
 */
export class GoldenAssetService {
  constructor(
    private readonly db: Db,
    private readonly assets: GoldenAssetRepository,
    private readonly charts: ChartRepository,
    private readonly guard: ChartGuard,
    private readonly tables: ChartTables,
  ) {}

  /** POST /ai-golden-charts/save: 'Refine model' on a saved chart (pinned to its version). */
  async saveChart(caller: AdminCaller, body: SaveGoldenChartBody): Promise<string> {
    this.guard.sameOrganization(caller, body.org_id);
    const chart = await this.guard.reach(caller, body.chart_id, body.chartVersion);
    return this.assets.insert({
      organizationId: caller.organizationId,
      kind: 'chart',
      prompt: body.prompt,
      chartId: chart.id,
      chartVersion: chart.version,
      config: body.config,
      filters: body.filters,
      goldenTableRawName: goldenTableOf(body.golden_table_raw_name, body.config),
    });
  }

  /** POST /ai-golden-charts/store: as save; a separate `data_prep` replaces the config's. */
  async storeCharts(caller: AdminCaller, body: StoreGoldenChartsBody): Promise<string> {
    const config = body.data_prep ? { ...body.config, dataPrep: body.data_prep } : body.config;
    return this.saveChart(caller, { ...body, config });
  }

  /** POST /ai-chat-history/store-golden-chart: a chart from the chat, saved or not. */
  async storeChatChart(caller: AdminCaller, body: StoreGoldenChartBody): Promise<string> {
    this.guard.sameOrganization(caller, body.org_id);
    const chart = await this.optionalChart(caller, body.chart_id, body.chartVersion);
    const config = body.data_prep ? { ...body.config, dataPrep: body.data_prep } : body.config;
    return this.assets.insert({
      organizationId: caller.organizationId,
      kind: 'chart',
      prompt: body.prompt,
      chartId: chart?.id ?? null,
      chartVersion: chart?.version ?? null,
      config,
      goldenTableRawName: goldenTableOf(body.golden_table_raw_name, config),
    });
  }

  /** POST /store-golden-filters: an example prompt with the filters that answer it. */
  async storeFilters(caller: AdminCaller, body: StoreGoldenFiltersBody): Promise<string> {
    this.guard.sameOrganization(caller, body.org_id);
    const chart = await this.optionalChart(caller, body.chart_id, undefined);
    return this.assets.insert({
      organizationId: caller.organizationId,
      kind: 'filters',
      prompt: body.prompt,
      chartId: chart?.id ?? null,
      chartVersion: chart?.version ?? null,
      filters: body.filters,
    });
  }

  /**
   * POST /store-golden-asset: saves the chart as its next version and the golden chart pinned to
   * that version, in one transaction (both or neither).
   */
  async storeAsset(
    caller: AdminCaller,
    body: StoreGoldenAssetBody,
  ): Promise<{ id: string; chartVersion: number }> {
    this.guard.sameOrganization(caller, body.organizationId);
    const latest = await this.guard.reach(caller, body.chartId);
    if (latest.config_version === 'v2' && !body.config.chartConfigV2) {
      throw badRequest('A v2 chart needs config.chartConfigV2');
    }
    const connection = body.connection === undefined ? latest.connection : body.connection;
    if (connection) await this.tables.connection(caller, connection);
    const published = body.published ?? latest.published;
    const actor = caller.userId ?? 'api-key';
    return this.db.transaction().execute(async (trx) => {
      const saved = await this.charts.appendVersionIn(trx, {
        id: latest.id,
        organization_id: caller.organizationId,
        name: body.name,
        author: latest.author,
        config: body.config,
        connection,
        published,
        published_by: published
          ? (body.published_by ?? latest.published_by ?? actor)
          : (body.published_by ?? null),
        thumbnail: body.thumbnail === undefined ? latest.thumbnail : body.thumbnail,
        config_version: latest.config_version,
        project_id: latest.project_id,
        team_id: body.teamId === undefined ? latest.team_id : body.teamId,
      });
      const id = await this.assets.insert(
        {
          organizationId: caller.organizationId,
          kind: 'chart',
          prompt: body.prompt,
          chartId: saved.id,
          chartVersion: saved.version,
          config: body.config,
          filters: body.filters,
          goldenTableRawName: goldenTableOf(body.golden_table_raw_name, body.config),
        },
        trx,
      );
      return { id, chartVersion: saved.version };
    });
  }

  private async optionalChart(
    caller: AdminCaller,
    chartId: string | null | undefined,
    version: number | undefined,
  ): Promise<ChartRecord | null> {
    if (!chartId) {
      if (version !== undefined) throw badRequest('chartVersion needs chart_id');
      return null;
    }
    return this.guard.reach(caller, chartId, version);
  }
}
