import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { chartFilterSchema } from './chart-filter';
import { dashboardFilterSchema } from './dashboard-filter';
import { defaultFilterSubType } from './filter-type';
import { filterValueSchemaFor, isFilterValueApplied } from './filter-value';
import { anyDashboardFilterSchema, legacyFilterSchema } from './legacy-filter';

describe('dashboardFilterSchema', () => {
  it('fills the defaults', () => {
    const f = dashboardFilterSchema.parse({ id: 'f1', filterType: 'Select' });
    expect(f.displayName).toBe('New filter');
    expect(f.globalFilterConfig).toEqual({ columnType: 'Raw' });
    expect(f.layout).toEqual({ x: 0, y: 0, w: 3, h: 2 });
    expect(f.filterRestrictions).toEqual({ values: [] });
    expect(f.filterRestrictionMethod).toBe('Scan');
    expect(f.chartFilterIds).toEqual([]);
    expect(f.chartFilterStructures).toEqual({});
    expect(f.isControlled).toBe(false);
    expect(f.isBound).toBe(false);
    expect(f.saved).toBe(false);
  });

  it('keeps chart filter structures and binding fields', () => {
    const f = dashboardFilterSchema.parse({
      id: 'f1',
      controlKey: 'country',
      filterType: 'Select',
      filterSubType: 'Select Multi',
      chartFilterStructures: {
        c1: { connection: 'k1', sourceType: 'Output', table: 'orders', column: 'country' },
      },
      selectedValue: ['FR'],
      isBound: true,
      isBoundBy: 'f0',
      filterRestrictionMethod: 'Manual',
      filterRestrictions: { values: ['FR', 'TR'] },
    });
    expect(f.chartFilterStructures.c1?.column).toBe('country');
    expect(f.isBoundBy).toBe('f0');
  });

  it('refuses a sub type of another type and unknown types', () => {
    expect(
      firstMessage(dashboardFilterSchema, {
        id: 'f',
        filterType: 'Number',
        filterSubType: 'Date Range',
      }),
    ).toBe("Filter sub type 'Date Range' does not fit filter type 'Number'");
    expect(firstMessage(dashboardFilterSchema, { id: 'f', filterType: 'Slider' })).toBe(
      'Filter type must be one of Input, Number, Date, Select, Toggle',
    );
  });

  it('checks the selected value against the sub type', () => {
    const base = { id: 'f', filterType: 'Date', filterSubType: 'Date Range' };
    expect(
      dashboardFilterSchema.safeParse({
        ...base,
        selectedValue: ['2025-01-01T00:00:00.000Z', '2025-01-07T23:59:59.999Z'],
      }).success,
    ).toBe(true);
    expect(dashboardFilterSchema.safeParse({ ...base, selectedValue: null }).success).toBe(true);
    expect(firstMessage(dashboardFilterSchema, { ...base, selectedValue: '2025-01-01' })).toBe(
      'A date range is [start, end] as ISO strings',
    );
    expect(
      firstMessage(dashboardFilterSchema, {
        id: 'f',
        filterType: 'Number',
        filterSubType: 'Number Equal to',
        defaultValue: '3',
      }),
    ).toBe('A number filter value is a number');
    expect(
      dashboardFilterSchema.safeParse({ id: 'f', filterType: 'Toggle', selectedValue: true })
        .success,
    ).toBe(true);
  });
});

describe('legacy filters', () => {
  it('parses filter targets and falls back to the current shape', () => {
    const legacy = {
      id: 'f',
      filterType: 'Input',
      filterTargets: [{ chartId: 'c1', type: 'Before logic', targetColumn: 'name' }],
    };
    expect(legacyFilterSchema.parse(legacy).filterTargets[0]?.columns).toEqual([]);
    expect('filterTargets' in anyDashboardFilterSchema.parse(legacy)).toBe(true);
    expect(
      'filterTargets' in anyDashboardFilterSchema.parse({ id: 'g', filterType: 'Input' }),
    ).toBe(false);
  });

  it('needs a target column per target chart', () => {
    expect(
      firstMessage(legacyFilterSchema, {
        id: 'f',
        filterType: 'Input',
        filterTargets: [{ chartId: 'c1', type: 'After logic', targetColumn: '' }],
      }),
    ).toBe('Filter needs target column');
  });
});

describe('chartFilterSchema', () => {
  it('parses each target source type', () => {
    for (const filterTarget of [
      { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'country' },
      { sourceType: 'Output', outputColumn: 'country' },
      { sourceType: 'Variable', variableName: 'min_amount' },
    ]) {
      const parsed = chartFilterSchema.parse({
        filterId: 'f',
        parent_chart_id: 'c',
        config: { filterType: 'Select', filterSubType: 'Select Single', filterTarget },
      });
      expect(parsed.config.filterTarget).toEqual(filterTarget);
      expect(parsed.config.layout.w).toBe(3);
    }
  });

  it('refuses an unknown source type', () => {
    expect(
      chartFilterSchema.safeParse({
        filterId: 'f',
        parent_chart_id: 'c',
        config: { filterType: 'Input', filterTarget: { sourceType: 'Sql' } },
      }).success,
    ).toBe(false);
  });
});

describe('filter values', () => {
  it('gives the default sub type per type', () => {
    expect(defaultFilterSubType('Date')).toBe('Date Range');
    expect(defaultFilterSubType('Input')).toBe('Input Equals');
    expect(defaultFilterSubType('Number')).toBe('Number Equal to');
    expect(defaultFilterSubType('Select')).toBe('Select Single');
    expect(defaultFilterSubType('Toggle')).toBeUndefined();
  });

  it('gives the value shape per sub type', () => {
    expect(filterValueSchemaFor('Select', 'Select Multi').safeParse(['a']).success).toBe(true);
    expect(filterValueSchemaFor('Select', 'Select Single').safeParse(['a']).success).toBe(false);
    expect(filterValueSchemaFor('Date', 'Date After').safeParse('2025-01-01').success).toBe(true);
    expect(filterValueSchemaFor('Toggle').safeParse(false).success).toBe(true);
  });

  it('applies only non-empty values', () => {
    expect(isFilterValueApplied(null)).toBe(false);
    expect(isFilterValueApplied([])).toBe(false);
    expect(isFilterValueApplied('')).toBe(false);
    expect(isFilterValueApplied(Number.NaN)).toBe(false);
    expect(isFilterValueApplied(0)).toBe(true);
    expect(isFilterValueApplied(false)).toBe(true);
    expect(isFilterValueApplied(['a'])).toBe(true);
  });
});
