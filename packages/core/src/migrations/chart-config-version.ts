import type { ChartConfigVersion } from '../schemas/chart/chart-row';
import { isRecord } from './is-record';

/**
 * The config version of a stored chart: 'v1'/'v2' (also 1, 2, '1', '2', 'V2'); absent or unknown
 * → 'v2' only when the config holds a v2 config and no classic one, else 'v1' (charts.md §3).
 */
export function normalizeChartConfigVersion(
  version: unknown,
  config?: unknown,
): ChartConfigVersion {
  const text =
    typeof version === 'number' ? String(version) : typeof version === 'string' ? version : '';
  const v = text.trim().toLowerCase();
  if (v === 'v1' || v === '1') return 'v1';
  if (v === 'v2' || v === '2') return 'v2';
  if (isRecord(config) && isRecord(config.chartConfigV2) && !isRecord(config.chartConfig)) {
    return 'v2';
  }
  return 'v1';
}

/**
 * Stored-chart normalisation: sets `config_version` (default 'v1'), gives a missing `config` an
 * empty document, and fills `config.type` from the config of that version. Pure.
 */
export function migrateChartRow(row: unknown): unknown {
  if (!isRecord(row)) return row;
  const config = isRecord(row.config) ? row.config : {};
  const configVersion = normalizeChartConfigVersion(row.config_version, config);
  return {
    ...row,
    config_version: configVersion,
    config: migrateChartDocument(config, configVersion),
  };
}

/** Fills `type` of a chart document from its classic or v2 config. Pure. */
export function migrateChartDocument(config: unknown, version: ChartConfigVersion): unknown {
  if (!isRecord(config)) return config;
  if (config.type !== undefined && config.type !== null) return config;
  const source = version === 'v2' ? config.chartConfigV2 : config.chartConfig;
  if (isRecord(source) && typeof source.type === 'string') return { ...config, type: source.type };
  return config;
}
