import { describe, expect, it } from 'vitest';
import { withAppearance } from './appearance';
import type { ChartOption } from './chart-option';

const option: ChartOption = {
  textStyle: { color: '#1f2937' },
  legend: { textStyle: { color: '#1f2937', width: 100 } },
  xAxis: { type: 'category', axisLabel: { color: '#6b7280' } },
  yAxis: [{ type: 'value', axisLabel: { color: '#6b7280' } }, { type: 'value' }],
};

describe('withAppearance', () => {
  it('returns the option unchanged without a theme', () => {
    expect(withAppearance(option, {})).toBe(option);
  });

  it("applies the theme's font, chart font colour and label size", () => {
    const themed = withAppearance(option, {
      fontFamily: 'Georgia, serif',
      chartTextColor: '#ff0000',
      labelFontSize: 14,
    }) as Record<string, unknown>;
    expect(themed.textStyle).toEqual({ color: '#ff0000', fontFamily: 'Georgia, serif' });
    expect(themed.legend).toEqual({ textStyle: { color: '#ff0000', width: 100, fontSize: 14 } });
    expect(themed.xAxis).toMatchObject({ axisLabel: { color: '#ff0000', fontSize: 14 } });
    expect(themed.yAxis).toEqual([
      { type: 'value', axisLabel: { color: '#ff0000', fontSize: 14 } },
      { type: 'value', axisLabel: { color: '#ff0000', fontSize: 14 } },
    ]);
  });

  it("keeps the chart's own font family over the theme's", () => {
    const own: ChartOption = { textStyle: { fontFamily: 'Courier' } };
    const themed = withAppearance(own, { fontFamily: 'Georgia' }) as Record<string, unknown>;
    expect(themed.textStyle).toEqual({ fontFamily: 'Courier' });
  });
});
