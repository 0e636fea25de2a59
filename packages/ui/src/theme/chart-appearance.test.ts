import { themeSchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chartAppearance, parseTheme } from './chart-appearance';

const theme = themeSchema.parse({
  common: { dashboardFontFamily: 'Georgia', cardBorderRadius: 4, labelFontSize: 13 },
  light: { chartFontColor: '#111111', widgetBackgroundColor: '#fafafa' },
  dark: { chartFontColor: '#eeeeee', statCardContentFontColor: '#22d3ee' },
});

describe('chartAppearance', () => {
  it('is empty without a theme (the renderer defaults apply)', () => {
    expect(chartAppearance(null, 'light')).toEqual({});
  });

  it("takes the mode's colours and the common fonts and sizes", () => {
    const light = chartAppearance(theme, 'light');
    expect(light.fontFamily).toMatch(/^Georgia, /);
    expect(light.chartTextColor).toBe('#111111');
    expect(light.cardBackground).toBe('#fafafa');
    expect(light.cardRadius).toBe(4);
    expect(light.labelFontSize).toBe(13);
    expect(light.cardTitlePosition).toBe('left');
    const dark = chartAppearance(theme, 'dark');
    expect(dark.chartTextColor).toBe('#eeeeee');
    expect(dark.statValueColor).toBe('#22d3ee');
    expect(dark.cardBackground).toBeUndefined();
    expect('cardBackground' in dark).toBe(false);
  });

  it('uses the theme defaults (Helvetica, weights 400)', () => {
    const defaults = chartAppearance(themeSchema.parse({}), 'light');
    expect(defaults.fontFamily).toMatch(/^Helvetica, /);
    expect(defaults.cardTitleWeight).toBe(400);
  });
});

describe('parseTheme', () => {
  it('accepts a stored theme and refuses values out of range', () => {
    expect(parseTheme({ common: { spacing: 12 } })?.common.spacing).toBe(12);
    expect(parseTheme({ common: { spacing: 51 } })).toBeNull();
    expect(parseTheme(undefined)).toBeNull();
    expect(parseTheme('dark')).toBeNull();
  });
});
