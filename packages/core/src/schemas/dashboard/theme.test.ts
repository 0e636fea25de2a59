import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { resolveDashboardColumns, themeCommonSchema } from './theme-common';
import { themeSchema } from './theme';

describe('themeSchema', () => {
  it('fills the defaults of an empty theme', () => {
    const t = themeSchema.parse({});
    expect(t.common).toEqual({
      spacing: 10,
      dashboardColumns: { lg: 8, md: 8, sm: 8, xs: 8, xxs: 8 },
      dashboardFontFamily: 'Helvetica',
      dashboardFontWeight: 400,
      cardTitleFontWeight: 400,
      cardTitlePosition: 'left',
      tabsPlacement: 'left',
    });
    expect(t.light.buttonTextColor).toBe('#7C3AED');
    expect(t.dark.buttonTextColor).toBe('#7C3AED');
    expect(t.light.statCardTitleFontWeight).toBe(400);
    expect(t.dark.statCardContentFontWeight).toBe(400);
  });

  it('refuses values out of their ranges with clear messages', () => {
    const common = (c: object) => ({ common: c });
    expect(firstMessage(themeSchema, common({ spacing: 51 }))).toBe(
      'Spacing must be between 0 and 50',
    );
    expect(firstMessage(themeSchema, common({ spacing: -1 }))).toBe(
      'Spacing must be between 0 and 50',
    );
    expect(firstMessage(themeSchema, common({ cardBorderRadius: 101 }))).toBe(
      'Card border radius must be between 0 and 100',
    );
    expect(firstMessage(themeSchema, common({ buttonBorderRadius: -1 }))).toBe(
      'Button border radius must be between 0 and 100',
    );
    expect(firstMessage(themeSchema, common({ cardPadding: { left: 1001 } }))).toBe(
      'Padding must be between 0 and 1000',
    );
    expect(firstMessage(themeSchema, common({ labelFontSize: 51 }))).toBe(
      'Label font size must be between 0 and 50',
    );
    expect(firstMessage(themeSchema, common({ yAxisWidth: 1001 }))).toBe(
      'Y axis width must be between 0 and 1000',
    );
    expect(themeSchema.safeParse(common({ yAxisWidth: 1000, labelFontSize: 0 })).success).toBe(
      true,
    );
  });

  it('accepts hex and rgba colours, refuses others', () => {
    expect(
      themeSchema.safeParse({
        light: { dashboardBackgroundColor: '#fff', widgetBackgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }).success,
    ).toBe(true);
    expect(firstMessage(themeSchema, { dark: { buttonColor: 'violet' } })).toBe(
      'Colour must be hex (#RRGGBB) or rgba(r, g, b, a)',
    );
  });

  it('refuses unknown positions and placements', () => {
    expect(firstMessage(themeSchema, { common: { tabsPlacement: 'bottom' } })).toBe(
      'Tabs placement must be left, center, right or popover',
    );
    expect(themeSchema.parse({ common: { tabsPlacement: 'popover' } }).common.tabsPlacement).toBe(
      'popover',
    );
  });
});

describe('dashboard columns', () => {
  it('turns a non-numeric column count into 1', () => {
    expect(themeCommonSchema.parse({ dashboardColumns: 'abc' }).dashboardColumns).toBe(1);
    expect(
      themeCommonSchema.parse({ dashboardColumns: { lg: 'x', md: 6 } }).dashboardColumns,
    ).toEqual({
      lg: 1,
      md: 6,
    });
    expect(themeCommonSchema.parse({ dashboardColumns: '4' }).dashboardColumns).toBe(4);
  });

  it('raises counts below 1 to 1', () => {
    expect(themeCommonSchema.parse({ dashboardColumns: 0 }).dashboardColumns).toBe(1);
    expect(themeCommonSchema.parse({ dashboardColumns: { sm: -3 } }).dashboardColumns).toEqual({
      sm: 1,
    });
  });

  it('refuses more than 8 columns', () => {
    expect(themeCommonSchema.safeParse({ dashboardColumns: 9 }).success).toBe(false);
    expect(themeCommonSchema.safeParse({ dashboardColumns: { lg: 12 } }).success).toBe(false);
    expect(themeCommonSchema.parse({ dashboardColumns: 8 }).dashboardColumns).toBe(8);
  });

  it('resolves the count of a breakpoint', () => {
    expect(resolveDashboardColumns(undefined, 'lg')).toBe(8);
    expect(resolveDashboardColumns(5, 'xs')).toBe(5);
    expect(resolveDashboardColumns({ lg: 6 }, 'lg')).toBe(6);
    expect(resolveDashboardColumns({ lg: 6 }, 'md')).toBe(8);
    expect(resolveDashboardColumns(0, 'lg')).toBe(1);
  });
});
