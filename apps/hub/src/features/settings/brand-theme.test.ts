import { chartroomTheme } from '@chartroom/ui';
import { describe, expect, it } from 'vitest';
import { brandPalette, brandTheme } from './brand-theme';

describe('brand theme (Settings → Organisation primary colour)', () => {
  it('makes ten shades with the colour itself as shade 6, lighter before, darker after', () => {
    const palette = brandPalette('#0CA678');
    expect(palette).toHaveLength(10);
    expect(palette?.[6]).toBe('#0ca678');
    const lightness = (hex: string) =>
      [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);
    const values = (palette ?? []).map(lightness);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeLessThan(values[i - 1]!);
    expect(palette?.[0]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is the primary colour of the hub theme; without one (or a bad one) Chartroom violet', () => {
    const theme = brandTheme('#0CA678');
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe('#0ca678');
    expect(theme.autoContrast).toBe(true);
    expect(theme.fontFamily).toBe(chartroomTheme.fontFamily);
    expect(brandTheme(null)).toBe(chartroomTheme);
    expect(brandTheme('teal')).toBe(chartroomTheme);
    expect(brandPalette('#12345')).toBeNull();
  });
});
