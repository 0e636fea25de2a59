import { dashboardFilterSchema, type ChartFilter } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { applyVariableMappings, autoMapVariables, variableFiltersOf } from './variable-mapping';

const chartFilter = (id: string, chart: string, name: string, variable: string): ChartFilter => ({
  filterId: id,
  parent_chart_id: chart,
  config: {
    displayName: name,
    filterType: 'Variable',
    filterSubType: 'Input Equals',
    filterRestrictionMethod: 'Scan',
    filterRestrictions: { values: [] },
    filterTarget: { sourceType: 'Variable', variableName: variable },
    layout: { x: 0, y: 0, w: 3, h: 2 },
    saved: true,
    isControlled: false,
    isBound: false,
  },
});

describe('query variable mapping', () => {
  const status = dashboardFilterSchema.parse({
    id: 'd1',
    displayName: 'Status',
    filterType: 'Input',
  });
  const other = dashboardFilterSchema.parse({
    id: 'd2',
    displayName: 'Region',
    filterType: 'Input',
  });
  const refs = variableFiltersOf('c1', 'k1', [
    chartFilter('v1', 'c1', 'STATUS ', 'status'),
    chartFilter('v2', 'c1', 'min_amount', 'min_amount'),
    chartFilter('v3', 'c9', 'Status', 'status'),
  ]);

  it('reads the chart’s Variable filters', () => {
    expect(refs.map((r) => r.filterId)).toEqual(['v1', 'v2']);
  });

  it('attaches the ones whose display name matches case-insensitively', () => {
    const out = autoMapVariables([status, other], refs);
    expect(out.changed).toBe(true);
    expect(out.filters[0]?.chartFilterStructures.c1).toEqual({
      connection: 'k1',
      sourceType: 'Variable',
      table: '',
      column: 'status',
    });
    expect(out.filters[0]?.chartFilterIds).toEqual(['v1']);
    expect(out.unmapped.map((r) => r.variableName)).toEqual(['min_amount']);
    // Already attached: not offered again.
    expect(autoMapVariables(out.filters, refs.slice(0, 1)).unmapped).toEqual([]);
    expect(autoMapVariables(out.filters, refs.slice(0, 1)).changed).toBe(false);
  });

  it('applies the dialog’s choices', () => {
    const next = applyVariableMappings(
      [status, other],
      [
        { ref: refs[1]!, filterId: 'd2' },
        { ref: refs[0]!, filterId: null },
      ],
    );
    expect(next[1]?.chartFilterStructures.c1?.column).toBe('min_amount');
    expect(next[0]?.chartFilterStructures).toEqual({});
  });
});
