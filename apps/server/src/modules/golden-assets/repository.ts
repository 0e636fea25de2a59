import { randomUUID } from 'node:crypto';
import type { Db } from '../../store/database';
import type { GoldenAssetsTable } from '../../store/schema';

/** One golden asset to store: an example prompt with the chart or filters that answer it. */
export interface NewGoldenAsset {
  organizationId: string;
  kind: GoldenAssetsTable['kind'];
  prompt: string;
  chartId?: string | null;
  chartVersion?: number | null;
  config?: unknown;
  filters?: readonly unknown[];
  goldenTableRawName?: string | null;
}

/** Golden assets are append-only rows: each refinement adds one, nothing is rewritten. */
export class GoldenAssetRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the asset (inside `trx` when given) and answers its new id. */
  async insert(asset: NewGoldenAsset, trx: Db = this.db): Promise<string> {
    const id = randomUUID();
    await trx
      .insertInto('golden_assets')
      .values({
        id,
        organization_id: asset.organizationId,
        kind: asset.kind,
        chart_id: asset.chartId ?? null,
        chart_version: asset.chartVersion ?? null,
        prompt: asset.prompt,
        config: JSON.stringify(asset.config ?? {}),
        filters: JSON.stringify(asset.filters ?? []),
        golden_table_raw_name: asset.goldenTableRawName ?? null,
      })
      .execute();
    return id;
  }
}
