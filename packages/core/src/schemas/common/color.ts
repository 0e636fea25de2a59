import { z } from 'zod';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const RGBA =
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+|1\.0+)\s*)?\)$/;

/** A hex colour (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`). */
export const hexColorSchema = z
  .string()
  .regex(HEX, { error: 'Colour must be a hex colour such as #7C3AED' });

/**
 * A theme colour: hex, or rgba when alpha is below 1 (dashboards.md §3). rgb() is accepted too.
 */
export const colorSchema = z.string().refine((v) => HEX.test(v) || RGBA.test(v), {
  error: 'Colour must be hex (#RRGGBB) or rgba(r, g, b, a)',
});
export type Color = z.infer<typeof colorSchema>;

/** Palette colour names, "slate through rose" (dashboards.md §3). */
export const paletteColorNameSchema = z.enum([
  'slate',
  'gray',
  'zinc',
  'neutral',
  'stone',
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
]);
export type PaletteColorName = z.infer<typeof paletteColorNameSchema>;
