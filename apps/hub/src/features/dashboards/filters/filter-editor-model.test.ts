import {
  anyDashboardFilterSchema,
  dashboardFilterSchema,
  type AnyDashboardFilter,
} from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  allowedFilterTypes,
  analyticsFilterVersion,
  appliesToNoChart,
  drawerTypeOf,
  filterEditorKind,
  firstSchemaMessage,
  newDashboardFilter,
  newFilterLayout,
  withFilterType,
} from './filter-editor-model';

const structure = { connection: 'k', sourceType: 'Output' as const, table: 'orders', column: 'x' };

describe('allowed filter types by column type', () => {
  it('follows the spec table', () => {
    expect(allowedFilterTypes('string')).toEqual(['Input', 'Select']);
    expect(allowedFilterTypes('mixed')).toEqual(['Input', 'Select']);
    expect(allowedFilterTypes('number')).toEqual(['Number', 'Select']);
    expect(allowedFilterTypes('date')).toEqual(['Date']);
    expect(allowedFilterTypes('boolean')).toEqual(['Toggle']);
    expect(allowedFilterTypes('unknown')).toEqual([]);
  });
});

describe('changing the filter type', () => {
  const base = dashboardFilterSchema.parse({
    id: 'f',
    filterType: 'Select',
    filterSubType: 'Select Multi',
    selectedValue: ['a'],
    defaultValue: ['a'],
    chartFilterIds: ['cf1'],
    chartFilterStructures: { c1: structure },
  });
  it('resets the sub type to the default of the new type', () => {
    expect(withFilterType(base, 'Date').filterSubType).toBe('Date Range');
    expect(withFilterType(base, 'Input').filterSubType).toBe('Input Equals');
    expect(withFilterType(base, 'Number').filterSubType).toBe('Number Equal to');
    expect(withFilterType(withFilterType(base, 'Date'), 'Select').filterSubType).toBe(
      'Select Single',
    );
    expect('filterSubType' in withFilterType(base, 'Toggle')).toBe(false);
  });
  it('resets the connected chart filters and the values', () => {
    const next = withFilterType(base, 'Input');
    expect(next.chartFilterIds).toEqual([]);
    expect(next.selectedValue).toBeNull();
    expect(next.defaultValue).toBeNull();
    expect(withFilterType(base, 'Select')).toBe(base);
  });
});

describe('validation → tooltip text', () => {
  it('is the first schema message, or null', () => {
    const ok = newDashboardFilter('f1', []);
    expect(firstSchemaMessage(ok)).toBeNull();
    expect(firstSchemaMessage({ ...ok, filterSubType: 'Date Range' })).toBe(
      "Filter sub type 'Date Range' does not fit filter type 'Select'",
    );
    expect(
      firstSchemaMessage({
        ...ok,
        filterType: 'Number',
        filterSubType: 'Number Equal to',
        defaultValue: 'x',
      }),
    ).toBe('A number filter value is a number');
  });
  it('checks a legacy target column', () => {
    const legacy = anyDashboardFilterSchema.parse({
      id: 'l',
      filterType: 'Input',
      filterTargets: [{ chartId: 'c1', type: 'Before logic', targetColumn: 'name' }],
    });
    expect(firstSchemaMessage(legacy)).toBeNull();
    const bad = {
      ...legacy,
      filterTargets: [
        { chartId: 'c1', type: 'Before logic' as const, targetColumn: '', columns: [] },
      ],
    } as AnyDashboardFilter;
    expect(firstSchemaMessage(bad)).toBe('Filter needs target column');
  });
});

describe('editor kinds', () => {
  it('tells V1, V2 and V2.5 apart', () => {
    const v1 = anyDashboardFilterSchema.parse({
      id: 'a',
      filterType: 'Input',
      filterTargets: [{ chartId: 'c1', type: 'After logic', targetColumn: 'name' }],
    });
    const v2 = anyDashboardFilterSchema.parse({
      id: 'b',
      filterType: 'Select',
      globalFilterConfig: { columnType: 'Raw', globalFilterableName: 'channel' },
    });
    const v25 = anyDashboardFilterSchema.parse({
      id: 'c',
      filterType: 'Select',
      chartFilterStructures: { c1: structure },
    });
    expect([v1, v2, v25].map(filterEditorKind)).toEqual(['v1', 'v2', 'v2.5']);
    expect([v1, v2, v25].map(drawerTypeOf)).toEqual([
      'aggregateFilterV1',
      'aggregateFilterV2',
      'aggregateFilter',
    ]);
    expect(drawerTypeOf(null)).toBe('filter');
    expect([v1, v2, v25].map(analyticsFilterVersion)).toEqual(['v1', 'v2', 'v2']);
    expect(appliesToNoChart(v25)).toBe(false);
    expect(appliesToNoChart(v2)).toBe(false);
    expect(appliesToNoChart(newDashboardFilter('n', []))).toBe(true);
  });
});

describe('a new filter', () => {
  it("is 'New filter', Select Single, w 3 h 2 in the first free cell", () => {
    const first = newDashboardFilter('f1', []);
    expect(first.displayName).toBe('New filter');
    expect(first.filterSubType).toBe('Select Single');
    expect(first.layout).toEqual({ i: 'f1', x: 0, y: 0, w: 3, h: 2 });
    const second = newDashboardFilter('f2', [first]);
    expect(second.layout).toEqual({ i: 'f2', x: 3, y: 0, w: 3, h: 2 });
    expect(newFilterLayout([{ x: 0, y: 0, w: 10, h: 2 }])).toEqual({ x: 0, y: 2, w: 3, h: 2 });
  });
});
