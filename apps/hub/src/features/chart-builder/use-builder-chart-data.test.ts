import { describe, expect, it } from 'vitest';
import { dataShape } from './use-builder-chart-data';

const doc = (chartConfig: object) => ({ dataPrep: { query: 'SELECT 1' }, chartConfig });

describe('dataShape', () => {
  it('ignores colours and titles but not type, axes or aggregation', () => {
    const base = { type: 'Line', xAxis: { column: 'd' }, yAxis: [{ column: 'a', color: 'blue' }] };
    const shape = dataShape(doc(base));
    expect(dataShape(doc({ ...base, title: 'x', yAxis: [{ column: 'a', color: 'red' }] }))).toBe(
      shape,
    );
    expect(dataShape(doc({ ...base, type: 'Grouped Bar' }))).not.toBe(shape);
    expect(dataShape(doc({ ...base, xAxis: { column: 'e' } }))).not.toBe(shape);
    expect(
      dataShape(doc({ ...base, yAxis: [{ column: 'a', baseAggregationStrategy: 'Max' }] })),
    ).not.toBe(shape);
  });
});
