import { chartRowSchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chartName, chartViewerConfig, isV2Chart, needsData } from './chart-row';

const row = (config: Record<string, unknown>, name = 'Saved chart') =>
  chartRowSchema.parse({ id: 'c1', version: 1, name, config });

describe('chart rows in the viewer', () => {
  it('draws the classic config of a classic chart', () => {
    const chart = row({ chartConfig: { type: 'Line', title: 'Revenue' } });
    expect(isV2Chart(chart)).toBe(false);
    expect(chartViewerConfig(chart)).toMatchObject({ type: 'Line' });
    expect(chartName(chart, 'Untitled')).toBe('Revenue');
    expect(needsData(chart)).toBe(true);
  });

  it('draws the v2 config of a v2 chart, as the server compiles it', () => {
    const chart = row({ type: 'bar', chartConfigV2: { type: 'bar', title: 'Orders' } });
    expect(isV2Chart(chart)).toBe(true);
    expect(chartViewerConfig(chart)).toMatchObject({ type: 'bar' });
    expect(chartName(chart, 'Untitled')).toBe('Orders');
    expect(needsData(chart)).toBe(true);
    const both = row({
      type: 'Line',
      chartConfig: { type: 'Line' },
      chartConfigV2: { type: 'line' },
    });
    expect(isV2Chart(both)).toBe(false);
  });

  it('fetches nothing for Text charts or charts without a config', () => {
    expect(needsData(row({ chartConfig: { type: 'Text' } }))).toBe(false);
    expect(needsData(row({}))).toBe(false);
    expect(needsData(undefined)).toBe(false);
    expect(chartName(row({}, ''), 'Untitled')).toBe('Untitled');
  });
});
