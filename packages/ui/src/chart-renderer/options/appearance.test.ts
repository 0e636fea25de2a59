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

  it("parts pie slices and heat map cells with the theme's chart, else card, background", () => {
    const drawn: ChartOption = {
      series: [
        { type: 'pie', itemStyle: { borderColor: '#2e2e2e', borderWidth: 1 } },
        { type: 'heatmap', itemStyle: { borderColor: '#2e2e2e' } },
        { type: 'bar', itemStyle: { color: '#3b82f6' } },
      ],
    };
    const borders = (o: ChartOption) =>
      ((o.series ?? []) as { itemStyle?: Record<string, unknown> }[]).map((s) => s.itemStyle);
    expect(borders(withAppearance(drawn, { cardBackground: '#0b1020' }))).toEqual([
      { borderColor: '#0b1020', borderWidth: 1 },
      { borderColor: '#0b1020' },
      { color: '#3b82f6' },
    ]);
    const chart = withAppearance(drawn, { cardBackground: '#0b1020', chartBackground: '#123456' });
    expect(borders(chart)[0]).toEqual({ borderColor: '#123456', borderWidth: 1 });
    // A chart with its own background keeps its borders.
    const own = withAppearance(
      { ...drawn, backgroundColor: '#fdf6e3' },
      { cardBackground: '#000' },
    );
    expect(borders(own)[0]).toEqual({ borderColor: '#2e2e2e', borderWidth: 1 });
  });
});
