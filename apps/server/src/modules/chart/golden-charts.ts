import { goldenChartSchema, type GoldenChart } from '@chartroom/core';
import type { Db } from '../../store/database';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The organisation's golden charts (golden assets of kind 'chart'), newest first. Rows that do
 * not parse as a golden chart (blank prompt, broken config) are left out rather than failing.
 * `data_prep` is the stored config's data prep (the golden-asset calls keep it there).
 */
export async function listGoldenCharts(db: Db, organizationId: string): Promise<GoldenChart[]> {
  const rows = await db
    .selectFrom('golden_assets')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'chart')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const out: GoldenChart[] = [];
  for (const row of rows) {
    const config = isRecord(row.config) ? row.config : {};
    const parsed = goldenChartSchema.safeParse({
      id: row.id,
      org_id: row.organization_id,
      chart_id: row.chart_id,
      ...(row.chart_version !== null ? { chartVersion: row.chart_version } : {}),
      prompt: row.prompt ?? '',
      config,
      ...(isRecord(config.dataPrep) ? { data_prep: config.dataPrep } : {}),
      filters: Array.isArray(row.filters) ? row.filters : [],
      golden_table_raw_name: row.golden_table_raw_name,
      created_at: row.created_at.toISOString(),
    });
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}
