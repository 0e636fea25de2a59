import { describe, expect, it } from 'vitest';
import { formatDateValue } from './date-value';
import {
  CURRENCY_BY_COUNTRY,
  currencyForCountry,
  currencyForLocale,
  dateFormatOptions,
  parseFormatOptions,
} from './format-options';
import { formatConfigError, formatNumber, formatNumberOrError } from './number-format';

describe('parseFormatOptions', () => {
  it('parses JSON with single quotes converted to double quotes', () => {
    expect(parseFormatOptions("{'style': 'percent'}")).toEqual({
      ok: true,
      options: { style: 'percent' },
    });
    expect(parseFormatOptions('  ')).toEqual({ ok: true, options: {} });
    expect(parseFormatOptions('[1]')).toEqual({ ok: true, options: {} });
  });

  it("reports 'Error parsing config:' plus the parser's message", () => {
    const parsed = parseFormatOptions('{style: percent}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    let parserMessage = '';
    try {
      JSON.parse('{style: percent}');
    } catch (err) {
      parserMessage = (err as Error).message;
    }
    expect(parsed.message).toBe(`Error parsing config: ${parserMessage}`);
  });
});

describe('formatConfigError / formatNumberOrError', () => {
  it('is null for valid or empty configs', () => {
    expect(formatConfigError(undefined)).toBeNull();
    expect(formatConfigError({ formatConfig: "{'minimumFractionDigits': 1}" })).toBeNull();
  });

  it('shows the error text in place of numbers when the config does not parse', () => {
    const config = { formatConfig: 'not json' };
    expect(formatConfigError(config)).toMatch(/^Error parsing config: /);
    expect(formatNumberOrError(12, config)).toMatch(/^Error parsing config: /);
    expect(formatNumberOrError('abc', config)).toBe('abc');
    // The lenient formatter (axes) falls back to the default format.
    expect(formatNumber(12, config)).toBe('12');
  });

  it('reports options Intl rejects', () => {
    expect(formatConfigError({ formatConfig: "{'style': 'currency', 'currency': 'X'}" })).toMatch(
      /^Error parsing config: /,
    );
  });
});

describe('currencies by country', () => {
  it('maps the spec countries', () => {
    expect(CURRENCY_BY_COUNTRY).toEqual({
      Taiwan: 'TWD',
      Malaysia: 'MYR',
      'Hong Kong': 'HKD',
      Japan: 'JPY',
      Singapore: 'SGD',
      Philippines: 'PHP',
    });
    expect(currencyForCountry('hong kong')).toBe('HKD');
    expect(currencyForCountry('France')).toBeUndefined();
    expect(currencyForLocale('zh-TW')).toBe('TWD');
    expect(currencyForLocale('ms_MY')).toBe('MYR');
    expect(currencyForLocale('en-US')).toBeUndefined();
  });

  it('fills in the currency of a currency style from the locale or country option', () => {
    const currency = "{'style': 'currency'}";
    expect(formatNumber(1234.5, { formatLocale: 'ja-JP', formatConfig: currency })).toBe(
      new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(1234.5),
    );
    expect(formatNumber(10, { formatLocale: 'en-SG', formatConfig: currency })).toBe(
      new Intl.NumberFormat('en-SG', {
        style: 'currency',
        currency: 'SGD',
        maximumFractionDigits: 2,
      }).format(10),
    );
    expect(
      formatNumber(10, {
        formatConfig: "{'style': 'currency', 'country': 'Philippines'}",
      }),
    ).toBe('₱10.00');
    expect(formatNumber(10, { formatConfig: "{'style': 'currency', 'currency': 'HKD'}" })).toBe(
      'HK$10.00',
    );
  });
});

describe('formatDateValue', () => {
  it('uses yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss when there is a time of day', () => {
    expect(formatDateValue('2024-03-01T00:00:00Z')).toBe('2024-03-01');
    expect(formatDateValue('2024-03-01T13:05:09Z')).toBe('2024-03-01 13:05:09');
    expect(formatDateValue('2024-03-01T13:05:09Z', null, 'yyyy-MM-dd')).toBe('2024-03-01');
    expect(formatDateValue('n/a')).toBe('n/a');
    expect(formatDateValue(null)).toBe('');
  });

  it('uses Intl.DateTimeFormat options of the config in its locale', () => {
    const config = { formatConfig: "{'year': 'numeric', 'month': 'long'}", formatLocale: 'fr-FR' };
    expect(formatDateValue('2024-03-01', config)).toBe('mars 2024');
    expect(dateFormatOptions({ style: 'percent' })).toBeNull();
  });
});
