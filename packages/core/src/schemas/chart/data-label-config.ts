import { z } from 'zod';

/** Where a data label sits relative to its point or bar (ECharts label positions). */
export const dataLabelPositionSchema = z.enum(
  [
    'top',
    'bottom',
    'left',
    'right',
    'inside',
    'insideTop',
    'insideBottom',
    'insideLeft',
    'insideRight',
  ],
  { error: 'Invalid data label position' },
);
export type DataLabelPosition = z.infer<typeof dataLabelPositionSchema>;

/** Data labels of a series; defaults from charts.md §9 (top, font size 12, offset 10). */
export const dataLabelConfigSchema = z.object({
  showDataLabels: z.boolean().default(false),
  dataLabelPosition: dataLabelPositionSchema.default('top'),
  dataLabelAngle: z
    .number()
    .min(-360, 'Data label angle must be between -360 and 360')
    .max(360, 'Data label angle must be between -360 and 360')
    .default(0),
  dataLabelFontSize: z
    .number()
    .min(1, 'Data label font size must be between 1 and 100')
    .max(100, 'Data label font size must be between 1 and 100')
    .default(12),
  dataLabelOffset: z
    .number()
    .min(-1000, 'Data label offset must be between -1000 and 1000')
    .max(1000, 'Data label offset must be between -1000 and 1000')
    .default(10),
});
export type DataLabelConfig = z.infer<typeof dataLabelConfigSchema>;
