import { isFormatConfigEmpty, type FormatConfig } from '@chartroom/core';
import { formatConfigError } from '@chartroom/ui';

/** 'No format config provided' when all five format fields are empty (charts.md §5). */
export const NO_FORMAT_CONFIG = 'No format config provided';

/** The five fields of the format popover, as typed. */
export interface FormatDraft {
  formatLabel: string;
  formatLocale: string;
  formatPrefix: string;
  formatSuffix: string;
  formatConfig: string;
}

export function formatDraftOf(config: FormatConfig | undefined): FormatDraft {
  return {
    formatLabel: config?.formatLabel ?? '',
    formatLocale: config?.formatLocale ?? '',
    formatPrefix: config?.formatPrefix ?? '',
    formatSuffix: config?.formatSuffix ?? '',
    formatConfig: config?.formatConfig ?? '',
  };
}

export type AppliedFormat =
  { ok: true; formatConfig: FormatConfig | undefined } | { ok: false; message: string };

/**
 * What Apply stores: nothing when every field is empty, else the non-empty fields, provided the
 * JSON options parse (quotes converted to double quotes) and Intl accepts them; otherwise
 * 'Error parsing config: {parser message}'.
 */
export function applyFormatDraft(draft: FormatDraft): AppliedFormat {
  if (isFormatConfigEmpty(draft)) return { ok: true, formatConfig: undefined };
  const entries = Object.entries(draft).filter(([, v]) => v.trim() !== '');
  const formatConfig = Object.fromEntries(entries) as FormatConfig;
  const error = formatConfigError(formatConfig);
  return error ? { ok: false, message: error } : { ok: true, formatConfig };
}
