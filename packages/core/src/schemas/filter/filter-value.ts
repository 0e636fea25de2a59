import { z } from 'zod';
import type { FilterSubType, FilterType } from './filter-type';

/**
 * Values of dashboard and chart filters (docs/dev/contracts.md "Dashboard filter values"):
 * Date Range → [startIso, endIso]; Date After/Before/Single → ISO string; Select Single → string;
 * Select Multi → string[]; Input → string; Number → number; Toggle → boolean. null = not applied.
 */
export const dateRangeValueSchema = z.tuple([z.string(), z.string()], {
  error: 'A date range is [start, end] as ISO strings',
});
export const dateValueSchema = z.string({ error: 'A date is an ISO string' });
export const selectSingleValueSchema = z.string({ error: 'A single select value is a string' });
export const selectMultiValueSchema = z.array(z.string(), {
  error: 'A multi select value is a list of strings',
});
export const inputValueSchema = z.string({ error: 'An input value is a string' });
export const numberValueSchema = z.number({ error: 'A number filter value is a number' });
export const toggleValueSchema = z.boolean({ error: 'A toggle value is true or false' });

/** Any filter value; `null` means not applied. */
export const filterSelectedValueSchema = z.union([
  dateRangeValueSchema,
  z.string(),
  z.array(z.string()),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type FilterSelectedValue = z.infer<typeof filterSelectedValueSchema>;

/** The value schema of one filter type/sub-type (without null). */
export function filterValueSchemaFor(type: FilterType | 'Variable', subType?: FilterSubType) {
  switch (subType) {
    case 'Date Range':
    case 'Date Range (No Timestamp)':
      return dateRangeValueSchema;
    case 'Date After':
    case 'Date Before':
    case 'Date Single':
      return dateValueSchema;
    case 'Select Single':
      return selectSingleValueSchema;
    case 'Select Multi':
      return selectMultiValueSchema;
    case 'Input Equals':
      return inputValueSchema;
    case 'Number Equal to':
      return numberValueSchema;
    case undefined:
      break;
  }
  switch (type) {
    case 'Toggle':
      return toggleValueSchema;
    case 'Number':
      return numberValueSchema;
    case 'Date':
      return z.union([dateRangeValueSchema, dateValueSchema]);
    case 'Select':
      return z.union([selectSingleValueSchema, selectMultiValueSchema]);
    case 'Input':
    case 'Variable':
      return z.union([z.string(), z.number(), z.boolean()]);
  }
}

/** A filter applies only when its value is neither null nor empty (filters-and-rendering.md §4). */
export function isFilterValueApplied(value: FilterSelectedValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** `{filterId, value}` as sent with chart-data requests. */
export const filterValueEntrySchema = z.object({
  filterId: z.string().min(1, 'Filter id is required'),
  value: filterSelectedValueSchema,
});
export type FilterValueEntry = z.infer<typeof filterValueEntrySchema>;
