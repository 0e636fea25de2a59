import { chartTypeSchema, chartTypeV2Schema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  chartTypeIcon,
  CLASSIC_TYPE_ICONS,
  UNKNOWN_TYPE_ICON,
  V2_TYPE_ICONS,
} from './chart-type-icon';

/** Names seen only in stored configs: they draw as (and share the icon of) another type. */
const LEGACY_ALIASES: readonly string[] = ['Bar', 'Area', 'Stacked Area', 'KPI card'];

/** The classic types of charts.md §1: the core schema's types without the legacy aliases. */
const SPEC_CLASSIC = chartTypeSchema.options.filter((type) => !LEGACY_ALIASES.includes(type));

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
