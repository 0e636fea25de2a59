import type { z } from 'zod';
import { FILTER_SUB_TYPES, type ChartFilterType, type FilterSubType } from './filter-type';
import { filterValueSchemaFor, type FilterSelectedValue } from './filter-value';

interface FilterFields {
  filterType: ChartFilterType;
  filterSubType?: FilterSubType | undefined;
  selectedValue?: FilterSelectedValue | undefined;
  defaultValue?: FilterSelectedValue | undefined;
}

/**
 * Cross-field rules shared by dashboard and chart filters: the sub-type fits the type, and the
 * selected/default values have the shape of the sub-type (null/absent = not applied).
 */
export function checkFilterFields(f: FilterFields, ctx: z.RefinementCtx): void {
  if (f.filterType !== 'Variable' && f.filterSubType !== undefined) {
    const allowed = FILTER_SUB_TYPES[f.filterType];
    if (!allowed.includes(f.filterSubType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['filterSubType'],
        message: `Filter sub type '${f.filterSubType}' does not fit filter type '${f.filterType}'`,
      });
    }
  }
  const schema = filterValueSchemaFor(f.filterType, f.filterSubType);
  for (const key of ['selectedValue', 'defaultValue'] as const) {
    const value = f[key];
    if (value === null || value === undefined) continue;
    const result = schema.safeParse(value);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: result.error.issues[0]?.message ?? 'Invalid filter value',
      });
    }
  }
}
