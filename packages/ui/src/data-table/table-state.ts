import type { FormatConfig, TableOptions } from '@chartroom/core';

/** Column widths and order, reported so the host can persist them on save. */
export interface TableStateChange {
  columnWidthState: Record<string, number>;
  columnOrderState: string[];
}

/** A column's display name and format, edited from its header in edit mode. */
export interface ColumnConfigChange {
  columnNameConfigs: Record<string, string>;
  columnFormatConfigs: Record<string, FormatConfig>;
}

/**
 * The table options to save: widths and order are kept only when `persistColumnWidthsOnSave` is
 * on (spec); otherwise any previously saved ones are dropped.
 */
export function persistableTableOptions(
  options: TableOptions,
  state: TableStateChange | null | undefined,
): TableOptions {
  if (!options.persistColumnWidthsOnSave) {
    const rest = { ...options };
    delete rest.columnWidthState;
    delete rest.columnOrderState;
    return rest;
  }
  if (!state) return options;
  return {
    ...options,
    columnWidthState: state.columnWidthState,
    columnOrderState: state.columnOrderState,
  };
}

/** `order` with `id` moved by `delta` places (clamped); unknown ids leave it unchanged. */
export function moveColumn(order: readonly string[], id: string, delta: number): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  const to = Math.max(0, Math.min(order.length - 1, from + delta));
  const next = order.filter((c) => c !== id);
  next.splice(to, 0, id);
  return next;
}

/** Full column order: the saved order first (known ids only), then the remaining columns. */
export function completeOrder(saved: readonly string[], ids: readonly string[]): string[] {
  const known = saved.filter((id) => ids.includes(id));
  return [...known, ...ids.filter((id) => !known.includes(id))];
}

const DATE_KEYS = ['dateStyle', 'timeStyle', 'year', 'month', 'day', 'weekday', 'hour'];

/** Intl date options of a column format (its JSON text), or null when it has none. */
export function dateFormatOptions(config?: FormatConfig | null): Intl.DateTimeFormatOptions | null {
  const text = config?.formatConfig?.trim();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text.replace(/'/g, '"'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return DATE_KEYS.some((k) => k in parsed) ? (parsed as Intl.DateTimeFormatOptions) : null;
  } catch {
    return null;
  }
}

/** Date format presets of the column editor: i18n key → Intl options JSON ('' = default). */
export const DATE_FORMAT_PRESETS: ReadonlyArray<{ key: string; json: string }> = [
  { key: 'columnEditor.dateDefault', json: '' },
  { key: 'columnEditor.dateShort', json: '{"dateStyle":"short"}' },
  { key: 'columnEditor.dateMedium', json: '{"dateStyle":"medium"}' },
  { key: 'columnEditor.dateLong', json: '{"dateStyle":"long"}' },
  { key: 'columnEditor.dateMediumTime', json: '{"dateStyle":"medium","timeStyle":"short"}' },
];

/** Intl number options JSON for a fixed number of decimals ('' = automatic, up to 2). */
export function decimalsJson(decimals: string): string {
  if (decimals === '') return '';
  const n = Number(decimals);
  return JSON.stringify({ minimumFractionDigits: n, maximumFractionDigits: n });
}

/** The fixed decimals of a number format JSON, or '' when automatic. */
export function decimalsOf(config?: FormatConfig | null): string {
  const text = config?.formatConfig?.trim();
  if (!text) return '';
  try {
    const parsed = JSON.parse(text.replace(/'/g, '"')) as { maximumFractionDigits?: unknown };
    return typeof parsed.maximumFractionDigits === 'number'
      ? String(parsed.maximumFractionDigits)
      : '';
  } catch {
    return '';
  }
}
