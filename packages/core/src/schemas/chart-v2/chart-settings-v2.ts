import { z } from 'zod';

/** The 17 default v2 colours, in order (charts.md §9). */
export const DEFAULT_V2_COLORS = [
  'blue',
  'green',
  'red',
  'yellow',
  'purple',
  'pink',
  'indigo',
  'cyan',
  'teal',
  'orange',
  'amber',
  'lime',
  'emerald',
  'sky',
  'violet',
  'fuchsia',
  'rose',
] as const;

export const v2LayoutSchema = z.enum(['Vertical', 'Horizontal'], {
  error: 'Layout must be Vertical or Horizontal',
});
export type V2Layout = z.infer<typeof v2LayoutSchema>;

export const legendPositionSchema = z.enum(['Left', 'Right', 'Top', 'Bottom'], {
  error: 'Legend position must be Left, Right, Top or Bottom',
});
export type LegendPosition = z.infer<typeof legendPositionSchema>;

/** v2 chart settings with the defaults of charts.md §9. */
export const chartSettingsV2Schema = z.object({
  layout: v2LayoutSchema.default('Vertical'),
  legend: z.boolean().default(true),
  legendPosition: legendPositionSchema.default('Right'),
  enableLegendSlider: z.boolean().default(true),
  stacking: z.boolean().default(false),
  showDataLabels: z.boolean().default(false),
  debug: z.boolean().default(false),
  /** The palette values take their colours from (by their names, not their positions). */
  colors: z.array(z.string()).default(() => [...DEFAULT_V2_COLORS]),
  /** Colours saved per measure or segment name; they win over the palette's. */
  colorMap: z.record(z.string(), z.string()).optional(),
});
export type ChartSettingsV2 = z.infer<typeof chartSettingsV2Schema>;
