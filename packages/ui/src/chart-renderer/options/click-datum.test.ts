import { describe, expect, it } from 'vitest';
import type { ChartConfigClassic } from '@chartroom/core';
import { clickDatum } from './click-datum';

const data = {
  columns: [
    { name: 'channel', type: 'string' as const },
    { name: 'amount', type: 'number' as const },
  ],
  rows: [
    { channel: 'Web', amount: 10 },
    { channel: 'Retail', amount: 5 },
  ],
};
const config = (type: string) =>
  ({
    type,
    xAxis: { column: 'channel' },
    yAxis: [{ column: 'amount' }],
  }) as unknown as ChartConfigClassic;

describe('clickDatum', () => {
  it('names the category column and the raw value of the clicked bar or slice', () => {
    expect(
      clickDatum(config('Grouped Bar'), data, { componentType: 'series', name: 'Retail' }),
    ).toEqual({ column: 'channel', value: 'Retail' });
    expect(clickDatum(config('Pie Chart'), data, { componentType: 'series', name: 'Web' })).toEqual(
      {
        column: 'channel',
        value: 'Web',
      },
    );
  });

  it('answers the raw value of a date category, not its label', () => {
    const dates = {
      columns: [
        { name: 'month', type: 'date' as const },
        { name: 'amount', type: 'number' as const },
      ],
      rows: [{ month: '2025-01-01T00:00:00.000Z', amount: 3 }],
    };
    const c = { ...config('Line'), xAxis: { column: 'month' } } as ChartConfigClassic;
    expect(clickDatum(c, dates, { componentType: 'series', name: '2025-01-01' })).toEqual({
      column: 'month',
      value: '2025-01-01T00:00:00.000Z',
    });
    expect(clickDatum(c, dates, { componentType: 'series', name: 'nope' })).toBeNull();
  });

  it('ignores clicks off the series, on the Other slice and on heat maps', () => {
    expect(clickDatum(config('Bar'), data, { componentType: 'xAxis', name: 'Web' })).toBeNull();
    expect(
      clickDatum(config('Pie Chart'), data, { componentType: 'series', name: 'Other' }),
    ).toBeNull();
    expect(
      clickDatum(config('Heat Map'), data, { componentType: 'series', name: 'Web' }),
    ).toBeNull();
  });

  it('names the x value of a scatter point by its row', () => {
    expect(
      clickDatum(config('Scatter Plot'), data, { componentType: 'series', dataIndex: 1 }),
    ).toEqual({ column: 'channel', value: 'Retail' });
  });
});
