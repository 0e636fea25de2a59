import { describe, expect, it } from 'vitest';
import { chartroomTheme } from './chartroom-theme';
import { chartPalette, DEFAULT_COLORS, defaultColor, resolveColor } from './palette';

describe('palette', () => {
  it('has the 17 default colours in spec order', () => {
    expect(DEFAULT_COLORS).toHaveLength(17);
    expect(DEFAULT_COLORS[0]).toBe('#3b82f6'); // blue
    expect(DEFAULT_COLORS[1]).toBe('#22c55e'); // green
    expect(DEFAULT_COLORS[16]).toBe('#f43f5e'); // rose
    expect(defaultColor(17)).toBe('#3b82f6');
  });

  it('resolves palette names and passes CSS colours through', () => {
    expect(resolveColor('orange')).toBe('#f97316');
    expect(resolveColor('Blue')).toBe('#3b82f6');
    expect(resolveColor('#123456')).toBe('#123456');
    expect(resolveColor('')).toBeUndefined();
    expect(resolveColor(null)).toBeUndefined();
  });

  it('has light and dark chart palettes', () => {
    expect(chartPalette('light').text).not.toBe(chartPalette('dark').text);
  });

  it('uses violet #7C3AED as the primary colour', () => {
    expect(chartroomTheme.primaryColor).toBe('violet');
    expect(chartroomTheme.colors?.violet?.[6]).toBe('#7c3aed');
  });
});
