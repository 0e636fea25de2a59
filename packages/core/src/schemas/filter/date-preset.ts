import { z } from 'zod';

/**
 * Date presets: v2 (charts.md §9) and dashboard (filters-and-rendering.md §9) sets together.
 * Ranges are UTC, ending at 23:59:59.999.
 */
export const datePresetKeySchema = z.enum(
  [
    'today',
    'yesterday',
    'last7days',
    'last30days',
    'monthToDate',
    'lastMonth',
    'yearToDate',
    'lastYear',
  ],
  { error: 'Unknown date preset' },
);
export type DatePresetKey = z.infer<typeof datePresetKeySchema>;

export const DATE_PRESET_LABELS: Readonly<Record<DatePresetKey, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7days: 'Last 7 days',
  last30days: 'Last 30 days',
  monthToDate: 'Month to date',
  lastMonth: 'Last month',
  yearToDate: 'Year to date',
  lastYear: 'Last year',
};

/** A new date filter defaults to the last 7 days (charts.md §9). */
export const DEFAULT_DATE_PRESET: DatePresetKey = 'last7days';

/** A preset as offered in a date picker: key, label, range and its place in the list. */
export const datePresetSchema = z.object({
  key: datePresetKeySchema,
  label: z.string(),
  value: z.tuple([z.string(), z.string()]),
  /** Position in the preset list (0 first). */
  placement: z.number().int().min(0).default(0),
});
export type DatePreset = z.infer<typeof datePresetSchema>;

/** Date display formats (filters-and-rendering.md §9). */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const DATE_FORMAT = 'yyyy-MM-dd';
