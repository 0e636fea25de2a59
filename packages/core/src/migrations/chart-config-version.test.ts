import { describe, expect, it } from 'vitest';
import { migrateChartRow, normalizeChartConfigVersion } from './chart-config-version';
import v1 from './fixtures/chart-v1-no-version.json';
import v2 from './fixtures/chart-v2-no-version.json';
import { parseStoredChartRow } from './parse-stored';

describe('normalizeChartConfigVersion', () => {
  it('reads the spellings of a version', () => {
    expect(normalizeChartConfigVersion('v2')).toBe('v2');
    expect(normalizeChartConfigVersion('V2')).toBe('v2');
    expect(normalizeChartConfigVersion(2)).toBe('v2');
    expect(normalizeChartConfigVersion('1')).toBe('v1');
  });

  it('defaults to v1, or v2 for a config with only a v2 chart', () => {
    expect(normalizeChartConfigVersion(undefined)).toBe('v1');
    expect(normalizeChartConfigVersion(null, { chartConfig: {} })).toBe('v1');
    expect(normalizeChartConfigVersion(undefined, { chartConfigV2: { type: 'bar' } })).toBe('v2');
    expect(
      normalizeChartConfigVersion(undefined, { chartConfig: {}, chartConfigV2: { type: 'bar' } }),
    ).toBe('v1');
  });
});

describe('stored charts', () => {
  it('normalises a classic chart without config_version', () => {
    const row = parseStoredChartRow(v1);
    expect(row.config_version).toBe('v1');
    expect(row.config.type).toBe('Line');
    expect(row.config.dataPrep).toMatchObject({ limit: 2000, steps: [], rawTables: [] });
    expect(row.config.chartConfig?.yAxis[0]?.dataLabelConfig.dataLabelPosition).toBe('top');
  });

  it('normalises a v2 chart without config_version', () => {
    const row = parseStoredChartRow(v2);
    expect(row.config_version).toBe('v2');
    expect(row.config.type).toBe('kpiCard');
    expect(row.config.chartConfigV2?.settings.legendPosition).toBe('Right');
  });

  it('keeps an explicit config_version and is pure', () => {
    const input = { ...v1, config_version: 'v2' };
    const out = migrateChartRow(input);
    expect(out).toMatchObject({ config_version: 'v2' });
    expect(input.config).toBe(v1.config);
    expect('type' in v1.config).toBe(false);
  });

  it('gives a row without config an empty document', () => {
    expect(parseStoredChartRow({ id: 'c', version: 1 }).config.dataPrep.query).toBe('');
  });
});
