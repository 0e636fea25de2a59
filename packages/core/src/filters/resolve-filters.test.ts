import { describe, expect, it } from 'vitest';
import { resolveFilters } from './resolve-filters';
import { stepPredicate } from './step-predicate';

const clock = { timeZone: 'UTC', now: new Date('2025-03-15T12:00:00Z') };

describe('resolveFilters', () => {
  it('sorts dashboard and chart filters by target; the request value wins over the saved one', () => {
    const out = resolveFilters(
      {
        chartId: 'c',
        dashboardFilters: [
          {
            id: 'a',
            filterType: 'Select',
            selectedValue: 'saved',
            chartFilterStructures: { c: { sourceType: 'Output', column: 'x' } },
          },
          {
            id: 'b',
            filterType: 'Number',
            chartFilterStructures: { c: { sourceType: 'Raw', table: 'orders', column: 'amount' } },
          },
          {
            id: 'v',
            filterType: 'Select',
            filterSubType: 'Select Multi',
            chartFilterStructures: { c: { sourceType: 'Variable', column: 'regions' } },
          },
          {
            id: 'old',
            filterType: 'Input',
            filterTargets: [
              { chartId: 'c', type: 'Before logic', targetTable: 'users', targetColumn: 'name' },
            ],
          },
          {
            id: 'cleared',
            filterType: 'Input',
            selectedValue: 'x',
            chartFilterStructures: { c: { column: 'y' } },
          },
        ],
        dashboardFilterValues: { b: 7, v: ['EU', 'US'], old: 'ann', cleared: null },
        chartFilters: [
          {
            filterId: 't',
            config: {
              filterType: 'Toggle',
              filterTarget: { sourceType: 'Output', outputColumn: 'paid' },
              selectedValue: true,
            },
          },
          {
            filterId: 'n',
            config: {
              filterType: 'Variable',
              filterTarget: { sourceType: 'Variable', variableName: 'min' },
              defaultValue: '5',
            },
          },
        ],
      },
      clock,
    );
    expect(out.output).toEqual([
      { column: 'x', operator: 'in', values: ['saved'] },
      { column: 'paid', operator: 'equals', values: [true] },
    ]);
    expect(out.raw).toEqual([
      { table: 'orders', predicate: { column: 'amount', operator: 'equals', values: [7] } },
      { table: 'users', predicate: { column: 'name', operator: 'like', values: ['%ann%'] } },
    ]);
    expect([...out.variables]).toEqual([
      ['regions', ['EU', 'US']],
      ['min', '5'],
    ]);
  });
});

describe('stepPredicate: the spec comparison list', () => {
  const p = (
    comparison: Parameters<typeof stepPredicate>[0]['comparison'],
    value?: string | number | string[],
    date = false,
  ) => stepPredicate({ column: 'c', comparison, value }, clock, date);

  it('maps text, equality and null comparisons', () => {
    expect(p('contains', 'a').values).toEqual(['%a%']);
    expect(p('starts with', 'a').values).toEqual(['a%']);
    expect(p('ends with', 'a').values).toEqual(['%a']);
    expect(p('equals', 3)).toEqual({ column: 'c', operator: 'equals', values: [3] });
    expect(p('equals', ['a', 'b']).operator).toBe('in');
    expect(p('not equals', 'a').operator).toBe('not_equals');
    expect(p('greater than', 1).operator).toBe('gt');
    expect(p('less than', 1).operator).toBe('lt');
    expect(p('greater than or equal', 1).operator).toBe('gte');
    expect(p('less than or equal', 1).operator).toBe('lte');
    expect(p('is null').operator).toBe('is_null');
    expect(p('is not null').operator).toBe('is_not_null');
    expect(p('true').values).toEqual([true]);
    expect(p('false').values).toEqual([false]);
  });

  it('maps date comparisons to bounds on the raw column', () => {
    expect(p('on', '2025-03-01')).toMatchObject({
      operator: 'between',
      values: ['2025-03-01T00:00:00.000Z', '2025-03-01T23:59:59.999Z'],
      temporal: true,
    });
    expect(p('not on', '2025-03-01').operator).toBe('not_between');
    expect(p('after', '2025-03-01').values).toEqual(['2025-03-01T23:59:59.999Z']);
    expect(p('before', '2025-03-01').values).toEqual(['2025-03-01T00:00:00.000Z']);
    expect(p('less than or equal', '2025-03-01', true).values).toEqual([
      '2025-03-01T23:59:59.999Z',
    ]);
    expect(() => p('on', 'soon')).toThrow(/not a date/);
  });
});
