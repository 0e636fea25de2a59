import { z } from 'zod';

/** Colour of one option (distinct value) of a map layer's column. */
export const layerColorSchema = z.object({ option: z.string(), color: z.string() });
export type LayerColor = z.infer<typeof layerColorSchema>;

/** Map layer display options; defaults from charts.md §9. */
export const layerInfoSchema = z.object({
  clustering: z.boolean().default(false),
  circleRadius: z
    .number()
    .min(0, 'Circle radius must be between 0 and 100')
    .max(100, 'Circle radius must be between 0 and 100')
    .default(10),
  clusterRadius: z
    .number()
    .min(0, 'Cluster radius must be between 0 and 500')
    .max(500, 'Cluster radius must be between 0 and 500')
    .default(2),
});
export type LayerInfo = z.infer<typeof layerInfoSchema>;

/** A Map layer (charts.md §3): points coloured by `column`. */
export const layerSchema = z.object({
  column: z.string().min(1, 'Select a column for every layer'),
  colors: z.array(layerColorSchema).default([]),
  layerInfo: layerInfoSchema.prefault({}),
});
export type Layer = z.infer<typeof layerSchema>;

export const MAX_LAYERS = 20;
export const MAX_SCATTER_LAYERS = 1;
/** Renderer defaults (filters-and-rendering.md §9). */
export const MAP_RENDER_CIRCLE_RADIUS = 2;
export const MAP_DEFAULT_COLOR = '#22d3ee';
