import { chartTypeSchema, chartTypeV2Schema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  chartTypeIcon,
  CLASSIC_TYPE_ICONS,
  UNKNOWN_TYPE_ICON,
  V2_TYPE_ICONS,
} from './chart-type-icon';

/** The classic types of charts.md §1 (the schema's other names are legacy aliases). */
const SPEC_CLASSIC = [
  'Table',
  'Text',
  'Stat Card',
  'Donut Chart',
  'Pie Chart',
  'Map',
  'Scatter Plot',
  'Heat Map',
  'Bar List',
  'Grouped Bar',
  'Stacked Bar',
  'Combo Chart',
  'Line',
  'Area Line',
  'Advanced Line',
] as const;

describe('chart type icons', () => {
  it('gives every classic type of the spec its own icon', () => {
    const icons = SPEC_CLASSIC.map((type) => chartTypeIcon(type));
    expect(new Set(icons).size).toBe(SPEC_CLASSIC.length);
    expect(icons).not.toContain(UNKNOWN_TYPE_ICON);
  });

  it('gives every v2 type its own icon', () => {
    const icons = chartTypeV2Schema.options.map((type) => chartTypeIcon(type));
    expect(new Set(icons).size).toBe(chartTypeV2Schema.options.length);
    expect(icons).not.toContain(UNKNOWN_TYPE_ICON);
  });

  it('covers every stored type name, and falls back for unknown ones', () => {
    expect(Object.keys(CLASSIC_TYPE_ICONS).sort()).toEqual([...chartTypeSchema.options].sort());
    expect(Object.keys(V2_TYPE_ICONS).sort()).toEqual([...chartTypeV2Schema.options].sort());
    expect(chartTypeIcon('KPI card')).toBe(chartTypeIcon('Stat Card'));
    expect(chartTypeIcon('Sunburst')).toBe(UNKNOWN_TYPE_ICON);
  });
});
