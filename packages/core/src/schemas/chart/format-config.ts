import { z } from 'zod';

/**
 * Number/date formatting of a chart or table column (charts.md §3). `formatConfig` is JSON text
 * (Intl.NumberFormat / date options); stored documents may hold anything, so the stored schema
 * stays lenient and `formatConfigJsonSchema` checks the text where the user types it.
 */
export const formatConfigSchema = z.object({
  formatLocale: z.string().optional(),
  formatConfig: z.string().optional(),
  formatPrefix: z.string().optional(),
  formatSuffix: z.string().optional(),
  formatLabel: z.string().optional(),
});
export type FormatConfig = z.infer<typeof formatConfigSchema>;

/** Parses format-config text, single quotes converted to double quotes (charts.md §5). */
export function parseFormatConfigText(
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text.replace(/'/g, '"')) as unknown };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, message: `Error parsing config: ${message}` };
  }
}

/** The format-config text as typed in the format popover: blank or parseable JSON. */
export const formatConfigJsonSchema = z.string().superRefine((text, ctx) => {
  if (text.trim() === '') return;
  const parsed = parseFormatConfigText(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

/** 'No format config provided' when all five fields are empty (charts.md §5). */
export function isFormatConfigEmpty(config: FormatConfig | undefined): boolean {
  if (!config) return true;
  return [
    config.formatLocale,
    config.formatConfig,
    config.formatPrefix,
    config.formatSuffix,
    config.formatLabel,
  ].every((v) => v === undefined || v.trim() === '');
}

export const DEFAULT_FORMAT_LOCALE = 'en-US';
