import { parseFormatConfigText } from '@chartroom/core';

/** Date formats of the spec (date-fns tokens). */
export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Currency by country (filters-and-rendering.md §9). */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  Taiwan: 'TWD',
  Malaysia: 'MYR',
  'Hong Kong': 'HKD',
  Japan: 'JPY',
  Singapore: 'SGD',
  Philippines: 'PHP',
};

/** The same currencies by ISO region code, for locales such as 'zh-TW' or 'en-SG'. */
const CURRENCY_BY_REGION: Readonly<Record<string, string>> = {
  TW: 'TWD',
  MY: 'MYR',
  HK: 'HKD',
  JP: 'JPY',
  SG: 'SGD',
  PH: 'PHP',
};

/** The currency of a country by its name ('Hong Kong' → 'HKD'), or undefined. */
export function currencyForCountry(country: string | null | undefined): string | undefined {
  if (!country) return undefined;
  const wanted = country.trim().toLowerCase();
  const key = Object.keys(CURRENCY_BY_COUNTRY).find((k) => k.toLowerCase() === wanted);
  return key ? CURRENCY_BY_COUNTRY[key] : undefined;
}

/** The currency of a locale's region ('zh-TW' → 'TWD', 'ja-JP' → 'JPY'), or undefined. */
export function currencyForLocale(locale: string | null | undefined): string | undefined {
  if (!locale) return undefined;
  const region = locale
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part));
  return region ? CURRENCY_BY_REGION[region.toUpperCase()] : undefined;
}

export type FormatOptions = Readonly<Record<string, unknown>>;

export type ParsedFormatOptions =
  { ok: true; options: FormatOptions } | { ok: false; message: string };

/**
 * Parses `formatConfig` text (Intl.NumberFormat / DateTimeFormat options as JSON, single quotes
 * converted to double quotes) with core's parser. Blank text is `{}`; a JSON value that is not an
 * object is ignored; a parse failure gives 'Error parsing config: {parser message}'.
 */
export function parseFormatOptions(text: string | null | undefined): ParsedFormatOptions {
  if (!text || text.trim() === '') return { ok: true, options: {} };
  const parsed = parseFormatConfigText(text);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: true, options: {} };
  }
  return { ok: true, options: value as FormatOptions };
}

/**
 * Intl.NumberFormat options from parsed format options: `style: 'currency'` without a currency
 * takes the locale's country currency (e.g. zh-TW → TWD), else a `country` option's.
 */
export function numberFormatOptions(
  options: FormatOptions,
  locale: string,
): Intl.NumberFormatOptions {
  const result = { ...options } as Intl.NumberFormatOptions & { country?: unknown };
  const country = typeof result.country === 'string' ? result.country : undefined;
  delete result.country;
  if (result.style === 'currency' && !result.currency) {
    const currency = currencyForCountry(country) ?? currencyForLocale(locale);
    if (currency) result.currency = currency;
  }
  return result;
}

const DATE_OPTION_KEYS = new Set([
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'hour12',
  'hourCycle',
  'timeZone',
  'timeZoneName',
  'dayPeriod',
  'fractionalSecondDigits',
]);

/** The DateTimeFormat options among the format options, or null when there are none. */
export function dateFormatOptions(options: FormatOptions): Intl.DateTimeFormatOptions | null {
  const entries = Object.entries(options).filter(([key]) => DATE_OPTION_KEYS.has(key));
  return entries.length > 0 ? (Object.fromEntries(entries) as Intl.DateTimeFormatOptions) : null;
}
