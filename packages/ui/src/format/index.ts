export {
  formatNumber,
  formatNumberOrError,
  isCurrencyAffix,
  isCurrencyFormat,
  formatConfigError,
  formatCompactNumber,
  formatPercentChange,
  toNumber,
  axisLabelFormatter,
  prefersCompactAxis,
  maxAbsValue,
  COMPACT_AXIS_THRESHOLD,
  DEFAULT_LOCALE,
} from './number-format';
export type { NumberFormatOptions } from './number-format';
export { formatDateLabel, parseWallClock, looksLikeDates } from './date-label';
export { formatDateValue } from './date-value';
export {
  CURRENCY_BY_COUNTRY,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  currencyForCountry,
  currencyForLocale,
  dateFormatOptions,
  numberFormatOptions,
  parseFormatOptions,
} from './format-options';
export type { FormatOptions, ParsedFormatOptions } from './format-options';
