import { z } from 'zod';
import { baseAggregationStrategySchema } from './aggregation';

/** One segment of a segmented series, in display order. */
export const segmentSchema = z.object({
  name: z.string(),
  color: z.string().optional(),
});
export type Segment = z.infer<typeof segmentSchema>;

/** Segmentation of the first series by a column (charts.md §3, §4). */
export const segmentConfigSchema = z.object({
  segmentSeries: z.boolean().default(false),
  segmentBy: z.string().nullable().optional(),
  segmentNames: z.array(z.string()).default([]),
  segments: z.array(segmentSchema).default([]),
  /** Set when the user reordered segments; 'Reset segments' recomputes and clears it. */
  segmentsLocked: z.boolean().default(false),
  segmentAggregation: baseAggregationStrategySchema.optional(),
});
export type SegmentConfig = z.infer<typeof segmentConfigSchema>;

/** Segments per page in a segmented chart; the pager shows above this (filters-and-rendering.md §4). */
export const SEGMENTS_PER_PAGE = 20;
