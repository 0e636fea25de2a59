import type { FormatConfig } from '@chartroom/core';
import { numberFormatOptions, parseFormatOptions } from './format-options';

export const DEFAULT_LOCALE = 'en-US';

type CellValue = string | number | boolean | null | undefined;

/** A result value as a number, or null when it is not numeric (big integers come as strings). */
export function toNumber(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The Intl options of the config text; unparseable text gives none (see formatConfigError). */
function parseOptions(text: string | undefined, locale: string): Intl.NumberFormatOptions {
  const parsed = parseFormatOptions(text);
  return parsed.ok ? numberFormatOptions(parsed.options, locale) : {};
}

/** Options that set the digits themselves: a format that says how many digits keeps them. */
const DIGIT_OPTIONS = [
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingIncrement',
] as const;

/**
 * True when a prefix or suffix names a currency: a currency sign ('$', '€ ', 'US$', 'R$') or an
 * ISO code (' USD', 'EUR ').
 */
export function isCurrencyAffix(text: string | null | undefined): boolean {
  const trimmed = text?.trim() ?? '';
  return /\p{Sc}/u.test(trimmed) || /^[A-Z]{3}$/.test(trimmed);
}

/** True when the config formats amounts of money (currency style, or a currency prefix/suffix). */
export function isCurrencyFormat(config?: FormatConfig | null): boolean {
  if (isCurrencyAffix(config?.formatPrefix) || isCurrencyAffix(config?.formatSuffix)) return true;
  const text = config?.formatConfig ?? '';
  let currency = currencyStyles.get(text);
  if (currency === undefined) {
    const parsed = parseFormatOptions(text);
    currency = parsed.ok && parsed.options.style === 'currency';
    currencyStyles.set(text, currency);
  }
  return currency;
}

const currencyStyles = new Map<string, boolean>();

/**
 * The formatter of a locale and options text. Numbers have at most 2 decimals (spec); amounts
 * of money (`money`) always 2 ('$177.90' next to '$174.52'), currencies by their own digits
 * (JPY none) — unless the options set the digits.
 */
function formatter(locale: string, optionsText: string | undefined, money: boolean) {
  const key = `${locale}\u0000${optionsText ?? ''}\u0000${money ? 'money' : ''}`;
  let f = formatters.get(key);
  if (!f) {
    const user = parseOptions(optionsText, locale);
    const ownDigits = DIGIT_OPTIONS.some((k) => user[k] !== undefined);
    let base: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
    if (user.style === 'currency' || ownDigits) base = {};
    else if (money) base = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      f = new Intl.NumberFormat(locale, { ...base, ...user });
    } catch {
      // Unknown locale or contradictory options: fall back to the default.
      f = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 2 });
    }
    formatters.set(key, f);
  }
  return f;
}

export interface NumberFormatOptions {
  /**
   * Amounts of money with exactly 2 decimals (default true); axis ticks turn it off, as round
   * tick values read better without '.00'.
   */
  fixedMoneyDigits?: boolean;
}

/**
 * Formats a number by `Intl.NumberFormat` in the config's locale (default en-US) with the
 * config's Intl options, prefix and suffix: at most 2 decimals (spec), amounts of money with
 * 2 ('$148,383,248.70'). Non-numeric values are returned as text.
 */
export function formatNumber(
  value: CellValue,
  config?: FormatConfig | null,
  options: NumberFormatOptions = {},
): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  const locale = config?.formatLocale?.trim() || DEFAULT_LOCALE;
  const money = (options.fixedMoneyDigits ?? true) && isCurrencyFormat(config);
  const body = formatter(locale, config?.formatConfig, money).format(n);
  return `${config?.formatPrefix ?? ''}${body}${config?.formatSuffix ?? ''}`;
}

/**
 * Why the config's number format cannot be used: 'Error parsing config: {parser message}' when its
 * JSON text does not parse, or when Intl rejects the options (e.g. an unknown currency); else null.
 */
export function formatConfigError(config?: FormatConfig | null): string | null {
  const locale = config?.formatLocale?.trim() || DEFAULT_LOCALE;
  const key = `${locale}\u0000${config?.formatConfig ?? ''}`;
  const cached = configErrors.get(key);
  if (cached !== undefined) return cached;
  const parsed = parseFormatOptions(config?.formatConfig);
  let error: string | null = null;
  if (!parsed.ok) error = parsed.message;
  else {
    try {
      new Intl.NumberFormat(locale, numberFormatOptions(parsed.options, locale));
    } catch (err) {
      error = `Error parsing config: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
  configErrors.set(key, error);
  return error;
}

const configErrors = new Map<string, string | null>();

/**
 * {@link formatNumber} for tooltips and data labels: a numeric value shows the config's error
 * text ('Error parsing config: …') instead when the format config is invalid.
 */
export function formatNumberOrError(value: CellValue, config?: FormatConfig | null): string {
  if (toNumber(value) !== null) {
    const error = formatConfigError(config);
    if (error) return error;
  }
  return formatNumber(value, config);
}

/** A percent change with 1 decimal and an explicit sign, e.g. '+12.3%'. */
export function formatPercentChange(change: number, locale = DEFAULT_LOCALE): string {
  const body = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
  return `${body}%`;
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

function compactFormatter(
  locale: string,
  optionsText: string | undefined,
  digits: number,
): Intl.NumberFormat {
  const key = `${locale}\u0000${optionsText ?? ''}\u0000${digits}`;
  let f = compactFormatters.get(key);
  if (!f) {
    const user = parseOptions(optionsText, locale);
    const maximumFractionDigits = Math.min(user.maximumFractionDigits ?? digits, digits);
    const options: Intl.NumberFormatOptions = {
      ...user,
      notation: 'compact',
      compactDisplay: 'short',
      maximumFractionDigits,
      minimumFractionDigits: Math.min(user.minimumFractionDigits ?? 0, maximumFractionDigits),
    };
    delete options.maximumSignificantDigits;
    delete options.minimumSignificantDigits;
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat(DEFAULT_LOCALE, {
        notation: 'compact',
        compactDisplay: 'short',
        maximumFractionDigits: 2,
      });
    }
    compactFormatters.set(key, f);
  }
  return f;
}

/**
 * A number in compact notation ('1.5M', '200K', '29.69M') with at most `maxFractionDigits`
 * decimals (default 2; KPIs show 1: '$148.4M'), in the config's locale (default en-US) and Intl
 * options, with its prefix and suffix. Non-numeric values are returned as text.
 */
export function formatCompactNumber(
  value: CellValue,
  config?: FormatConfig | null,
  maxFractionDigits = 2,
): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  const locale = config?.formatLocale?.trim() || DEFAULT_LOCALE;
  const digits = Math.max(0, Math.min(2, Math.floor(maxFractionDigits)));
  const body = compactFormatter(locale, config?.formatConfig, digits).format(n);
  return `${config?.formatPrefix ?? ''}${body}${config?.formatSuffix ?? ''}`;
}

/** From this magnitude on, value-axis labels use compact notation (10,000 → '10K'). */
export const COMPACT_AXIS_THRESHOLD = 10_000;

/** True when an axis whose values reach `maxAbs` should label its ticks compactly. */
export function prefersCompactAxis(maxAbs: number): boolean {
  return Number.isFinite(maxAbs) && Math.abs(maxAbs) >= COMPACT_AXIS_THRESHOLD;
}

/**
 * The label formatter of a value axis whose values reach `maxAbs`: compact ('1.5M', '200K')
 * for large numbers, else the regular format. Tooltips keep using {@link formatNumber}.
 */
export function axisLabelFormatter(
  maxAbs: number,
  config?: FormatConfig | null,
): (value: number) => string {
  return prefersCompactAxis(maxAbs)
    ? (value) => formatCompactNumber(value, config)
    : (value) => formatNumber(value, config, { fixedMoneyDigits: false });
}

/** The largest absolute finite number of the values (0 when there is none). */
export function maxAbsValue(values: Iterable<number | null | undefined>): number {
  let max = 0;
  for (const v of values) {
    if (typeof v === 'number' && Number.isFinite(v)) max = Math.max(max, Math.abs(v));
  }
  return max;
}
