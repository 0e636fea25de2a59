import { z } from 'zod';

/** Dashboard filter types (filters-and-rendering.md §3). */
export const filterTypeSchema = z.enum(['Input', 'Number', 'Date', 'Select', 'Toggle'], {
  error: 'Filter type must be one of Input, Number, Date, Select, Toggle',
});
export type FilterType = z.infer<typeof filterTypeSchema>;

/** Chart-level filters also have query-variable filters (filters-and-rendering.md §3). */
export const chartFilterTypeSchema = z.enum(
  ['Input', 'Number', 'Date', 'Select', 'Toggle', 'Variable'],
  { error: 'Filter type must be one of Input, Number, Date, Select, Toggle, Variable' },
);
export type ChartFilterType = z.infer<typeof chartFilterTypeSchema>;

export const filterSubTypeSchema = z.enum(
  [
    'Input Equals',
    'Number Equal to',
    'Date After',
    'Date Before',
    'Date Single',
    'Date Range',
    'Date Range (No Timestamp)',
    'Select Single',
    'Select Multi',
  ],
  { error: 'Unknown filter sub type' },
);
export type FilterSubType = z.infer<typeof filterSubTypeSchema>;

/** Sub-types allowed per filter type; Toggle and Variable take none or any. */
export const FILTER_SUB_TYPES: Readonly<Record<FilterType, readonly FilterSubType[]>> = {
  Input: ['Input Equals'],
  Number: ['Number Equal to'],
  Date: ['Date After', 'Date Before', 'Date Single', 'Date Range', 'Date Range (No Timestamp)'],
  Select: ['Select Single', 'Select Multi'],
  Toggle: [],
};

/** Default sub-type per type (filters-and-rendering.md §5); Toggle has none. */
export function defaultFilterSubType(type: FilterType): FilterSubType | undefined {
  switch (type) {
    case 'Date':
      return 'Date Range';
    case 'Input':
      return 'Input Equals';
    case 'Number':
      return 'Number Equal to';
    case 'Select':
      return 'Select Single';
    case 'Toggle':
      return undefined;
  }
}

/** Filter types allowed per column type (filters-and-rendering.md §5). */
export const FILTER_TYPES_BY_COLUMN_TYPE = {
  string: ['Input', 'Select'],
  mixed: ['Input', 'Select'],
  number: ['Number', 'Select'],
  date: ['Date'],
  boolean: ['Toggle'],
  unknown: [],
} as const satisfies Record<string, readonly FilterType[]>;

/** Where a filter's column comes from. */
export const filterSourceTypeSchema = z.enum(['Raw', 'Output', 'Variable'], {
  error: 'Source type must be Raw, Output or Variable',
});
export type FilterSourceType = z.infer<typeof filterSourceTypeSchema>;

/** How select options are restricted: typed list, scan of targets (default), or a query (hidden). */
export const filterRestrictionMethodSchema = z.enum(['Manual', 'Scan', 'Query'], {
  error: 'Restriction method must be Manual, Scan or Query',
});
export type FilterRestrictionMethod = z.infer<typeof filterRestrictionMethodSchema>;

export const filterRestrictionsSchema = z.object({
  values: z.array(z.string()).default([]),
});
export type FilterRestrictions = z.infer<typeof filterRestrictionsSchema>;

/** Filter layout in the filter bar: `{i, x, y, w, h}`, default w 3 h 2. */
export const filterLayoutSchema = z.object({
  i: z.string().optional(),
  x: z.number().int().min(0, 'Layout x must be at least 0').default(0),
  y: z.number().int().min(0, 'Layout y must be at least 0').default(0),
  w: z.number().int().min(1, 'Layout width must be at least 1').default(3),
  h: z.number().int().min(1, 'Layout height must be at least 1').default(2),
});
export type FilterLayout = z.infer<typeof filterLayoutSchema>;

export const DEFAULT_FILTER_NAME = 'New filter';
/** Option caps (filters-and-rendering.md §5, §9). */
export const MAX_DASHBOARD_SELECT_OPTIONS = 1000;
export const MAX_OTHER_SELECT_OPTIONS = 300;
