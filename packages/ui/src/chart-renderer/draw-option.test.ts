import { describe, expect, it } from 'vitest';
import { drawOption } from './draw-option';
import type { ChartOption } from './options/chart-option';

describe('drawOption', () => {
  const option: ChartOption = { series: [{ type: 'bar', data: [1, 2] }] };

  it('draws the first picture without the entry animation', () => {
    expect(drawOption(option, true)).toMatchObject({ animation: false, series: option.series });
  });

  it('leaves later pictures to animate as the chart asks', () => {
    expect(drawOption(option, false)).not.toHaveProperty('animation');
    expect(drawOption({ ...option, animation: false }, false)).toMatchObject({ animation: false });
  });

  it('keeps a background the chart sets, else a transparent one', () => {
    expect(drawOption(option, false).backgroundColor).toBe('transparent');
    expect(drawOption({ ...option, backgroundColor: '#fff' }, true).backgroundColor).toBe('#fff');
  });
});
