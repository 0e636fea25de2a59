import { chartroomTheme } from '@chartroom/ui';
import {
  mergeThemeOverrides,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { create } from 'zustand';

const HEX = /^#([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `color` moved `amount` (0–1) of the way to `target`. */
function mix(color: readonly number[], target: number, amount: number): string {
  return toHex(color.map((c) => c + (target - c) * amount));
}

/** Lightening of shades 0–5 towards white, and darkening of 7–9 towards black. */
const LIGHTER = [0.92, 0.8, 0.64, 0.46, 0.28, 0.12];
const DARKER = [0.14, 0.28, 0.42];

/**
 * Mantine's ten shades of a brand colour `#RRGGBB`: the colour itself is shade 6 (the hub's
 * primary shade in light mode, as #7C3AED is in Chartroom's violet), lighter ones mixed with
 * white, darker ones with black. Null for anything that is not `#RRGGBB`.
 */
export function brandPalette(hex: string): MantineColorsTuple | null {
  if (!HEX.test(hex)) return null;
  const rgb = channels(hex);
  return [
    ...LIGHTER.map((amount) => mix(rgb, 255, amount)),
    toHex(rgb),
    ...DARKER.map((amount) => mix(rgb, 0, amount)),
  ] as unknown as MantineColorsTuple;
}

/**
 * The hub's Mantine theme with the organisation's primary colour (Settings → Organisation) as its
 * primary colour; Chartroom's violet without one. Text on filled buttons and badges follows the
 * colour's lightness (autoContrast), so a light brand colour stays readable.
 */
export function brandTheme(primaryColor: string | null): MantineThemeOverride {
  const palette = primaryColor ? brandPalette(primaryColor) : null;
  if (!palette) return chartroomTheme;
  return mergeThemeOverrides(chartroomTheme, {
    colors: { brand: palette },
    primaryColor: 'brand',
    autoContrast: true,
  });
}

interface BrandState {
  /** The signed-in organisation's primary colour, or null (Chartroom's own). */
  primaryColor: string | null;
  setPrimaryColor: (color: string | null) => void;
}

/** Set by the admin shell from the organisation's settings; the share page never sets it. */
export const useBrand = create<BrandState>((set) => ({
  primaryColor: null,
  setPrimaryColor: (primaryColor) => set({ primaryColor }),
}));
