import { z } from 'zod';

/** Normalisation of a series into a range (charts.md §9: default 0 to 1000; 0 to 100 for percent). */
export const normalizeRangeSchema = z
  .object({
    start: z.number({ error: 'Normalize range start must be a number' }).default(0),
    end: z.number({ error: 'Normalize range end must be a number' }).default(1000),
  })
  .refine((r) => r.end > r.start, {
    error: 'Normalize range end must be greater than its start',
    path: ['end'],
  });
export type NormalizeRange = z.infer<typeof normalizeRangeSchema>;

export const DEFAULT_NORMALIZE_RANGE: NormalizeRange = { start: 0, end: 1000 };
export const PERCENTAGE_NORMALIZE_RANGE: NormalizeRange = { start: 0, end: 100 };

export const normalizeConfigSchema = z.object({
  normalizeSeries: z.boolean().default(false),
  normalizeRange: normalizeRangeSchema.prefault({}),
});
export type NormalizeConfig = z.infer<typeof normalizeConfigSchema>;
