import { z } from 'zod';
import { scalarValueSchema } from '../common/filter-comparison';
import { dateBucketingSchema } from '../common/date-bucketing';

/**
 * Operators of semantic filters. BETWEEN, IN and LIKE are in charts.md §3; the others are "not
 * shown" there and are our design (comparison and null checks).
 */
export const semanticFilterOperatorSchema = z.enum(
  [
    'BETWEEN',
    'IN',
    'NOT IN',
    'LIKE',
    'NOT LIKE',
    '=',
    '!=',
    '>',
    '>=',
    '<',
    '<=',
    'IS NULL',
    'IS NOT NULL',
  ],
  { error: 'Unknown filter operator' },
);
export type SemanticFilterOperator = z.infer<typeof semanticFilterOperatorSchema>;

/** A filter value: a scalar, a list (IN, BETWEEN as [from, to]) or null (IS NULL …). */
export const semanticFilterValueSchema = z.union([scalarValueSchema, z.array(scalarValueSchema)]);
export type SemanticFilterValue = z.infer<typeof semanticFilterValueSchema>;

/** `{field, operator, value}` as used by the semantic query model (and its havingFilters). */
export const semanticFilterSchema = z.object({
  field: z.string().min(1, 'Filter field is required'),
  operator: semanticFilterOperatorSchema,
  value: semanticFilterValueSchema.optional(),
});
export type SemanticFilter = z.infer<typeof semanticFilterSchema>;

/**
 * A v2 chart filter (charts.md §3): a semantic filter plus its date bucketing and the name shown
 * on its chip. Text filters are LIKE with % wrapping; multi-selects IN.
 */
export const chartV2FilterSchema = semanticFilterSchema.extend({
  bucketing: dateBucketingSchema.optional(),
  customDisplayName: z.string().optional(),
});
export type ChartV2Filter = z.infer<typeof chartV2FilterSchema>;
