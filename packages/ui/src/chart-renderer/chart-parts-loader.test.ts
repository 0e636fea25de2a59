import { describe, expect, it } from 'vitest';
import { chartPartOf } from './chart-parts-loader';

describe('chartPartOf', () => {
  it('names the lazy part each classic and v2 chart type draws with', () => {
    expect(chartPartOf({ type: 'Map' })).toBe('map');
    expect(chartPartOf({ type: 'Table' })).toBe('table');
    expect(chartPartOf({ type: 'table' })).toBe('table');
    for (const type of ['Line', 'Bar', 'Heat Map', 'Donut Chart', 'Bar List', 'bar', 'pie']) {
      expect(chartPartOf({ type })).toBe('echarts');
    }
  });

  it('names none for the types drawn at once and for configs without a type', () => {
    for (const type of ['Stat Card', 'KPI card', 'Text', 'kpiCard']) {
      expect(chartPartOf({ type })).toBeNull();
    }
    expect(chartPartOf(null)).toBeNull();
    expect(chartPartOf({})).toBeNull();
    expect(chartPartOf({ type: 3 })).toBeNull();
  });
});
