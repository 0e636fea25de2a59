import { describe, expect, it } from 'vitest';
import { advancedGroups, tremorFeatures } from './advanced-groups';

describe('advanced option groups', () => {
  it('shows generic for every type but Text, plus the type’s own group', () => {
    expect(advancedGroups('Text')).toEqual([]);
    expect(advancedGroups('Stat Card')).toEqual(['generic']);
    expect(advancedGroups('Map')).toEqual(['generic']);
    expect(advancedGroups('Table')).toEqual(['generic', 'table']);
    expect(advancedGroups('Heat Map')).toEqual(['generic', 'heatmap']);
    expect(advancedGroups('Line')).toEqual(['generic', 'tremor']);
    expect(advancedGroups('Pie Chart')).toEqual(['generic', 'tremor']);
  });

  it('offers axes to cartesian charts and curves to lines', () => {
    expect(tremorFeatures('Pie Chart')).toEqual({ axes: false, paging: false, lines: false });
    expect(tremorFeatures('Grouped Bar')).toEqual({ axes: true, paging: true, lines: false });
    expect(tremorFeatures('Area Line')).toEqual({ axes: true, paging: true, lines: true });
    expect(tremorFeatures('Scatter Plot').paging).toBe(false);
  });
});
