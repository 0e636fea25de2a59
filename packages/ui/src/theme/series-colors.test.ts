import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from './palette';
import { colorFromMap, preferredColorIndex, stableHash, valueColors } from './series-colors';

describe('stableHash', () => {
  it('is the FNV-1a hash of the text (the same everywhere)', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('cancelled')).toBe(stableHash('cancelled'));
    expect(stableHash('cancelled')).not.toBe(stableHash('completed'));
  });
});

describe('valueColors', () => {
  const colorsOf = (values: string[], saved?: (v: string, i: number) => string | undefined) =>
    Object.fromEntries(valueColors(values, DEFAULT_COLORS, saved).map((c, i) => [values[i], c]));

  it('gives a value the same colour whatever its position and the other values', () => {
    const admin = colorsOf(['completed', 'cancelled', 'pending', 'refunded']);
    const tenant = colorsOf(['pending', 'completed', 'refunded', 'cancelled']);
    expect(tenant).toEqual(admin);
    for (const value of ['cancelled', 'pending']) {
      const alone = colorsOf([value]);
      expect(alone[value]).toBe(DEFAULT_COLORS[preferredColorIndex(value, DEFAULT_COLORS.length)]);
    }
  });

  it('never gives two values of one chart the same colour while colours are left', () => {
    // Values that prefer the same palette colour.
    const slot = preferredColorIndex('v0', DEFAULT_COLORS.length);
    const clash = Array.from({ length: 400 }, (_, i) => `v${i}`).filter(
      (v) => preferredColorIndex(v, DEFAULT_COLORS.length) === slot,
    );
    expect(clash.length).toBeGreaterThan(2);
    const colors = valueColors(clash.slice(0, 3), DEFAULT_COLORS);
    expect(new Set(colors).size).toBe(3);
    // The first by name keeps its preferred colour in both orders.
    const [a, b] = clash.slice(0, 2).sort();
    expect(valueColors([a!, b!], DEFAULT_COLORS)[0]).toBe(DEFAULT_COLORS[slot]);
    expect(valueColors([b!, a!], DEFAULT_COLORS)[1]).toBe(DEFAULT_COLORS[slot]);
    // 17 values take all 17 colours.
    const many = Array.from({ length: 17 }, (_, i) => `segment ${i}`);
    expect(new Set(valueColors(many, DEFAULT_COLORS)).size).toBe(17);
    // More values than colours: every value still gets a palette colour.
    const more = valueColors(
      Array.from({ length: 30 }, (_, i) => `s${i}`),
      DEFAULT_COLORS,
    );
    expect(more.every((c) => DEFAULT_COLORS.includes(c))).toBe(true);
  });

  it('lets a saved colour win (names resolved) and keeps others off it', () => {
    const value = 'cancelled';
    const preferred = DEFAULT_COLORS[preferredColorIndex(value, DEFAULT_COLORS.length)]!;
    const colors = valueColors(['pinned', value], DEFAULT_COLORS, (v) =>
      v === 'pinned' ? preferred : undefined,
    );
    expect(colors[0]).toBe(preferred);
    expect(colors[1]).not.toBe(preferred);
    expect(valueColors(['x'], DEFAULT_COLORS, () => 'rose')).toEqual(['#f43f5e']);
  });

  it('reads a colour map by exact value only', () => {
    expect(colorFromMap({ cancelled: 'red' }, 'cancelled')).toBe('red');
    expect(colorFromMap({ cancelled: 'red' }, 'toString')).toBeUndefined();
    expect(colorFromMap(undefined, 'cancelled')).toBeUndefined();
  });
});
