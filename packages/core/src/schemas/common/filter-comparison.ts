import { z } from 'zod';

/** Filter comparisons (filters-and-rendering.md §9), used by data-prep steps. */
export const filterComparisonSchema = z.enum(
  [
    'contains',
    'starts with',
    'ends with',
    'equals',
    'not equals',
    'not on',
    'greater than',
    'after',
    'less than',
    'before',
    'greater than or equal',
    'less than or equal',
    'is null',
    'is not null',
    'on',
    'true',
    'false',
  ],
  { error: 'Unknown filter comparison' },
);
export type FilterComparison = z.infer<typeof filterComparisonSchema>;

/** A scalar value as filters and steps carry it. */
export const scalarValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ScalarValue = z.infer<typeof scalarValueSchema>;
