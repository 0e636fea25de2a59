import type { ColumnType, ResultValue, FormatConfig } from '@chartroom/core';
import { Anchor } from '@mantine/core';
import { format } from 'date-fns';
import { parseWallClock } from '../format/date-label';
import { formatNumber } from '../format/number-format';
import { isLikelyUrl, linkLabel, toHref } from './link-detection';
import { dateFormatOptions } from './table-state';

/** Empty cell placeholder (spec). */
export const EMPTY_CELL = '-';

/**
 * Display text of a cell (links excluded). `plainNumber` (identifiers, years) shows integers as
 * they are, without thousands separators or the chart's prefix and suffix.
 */
export function cellText(
  value: ResultValue | undefined,
  type: ColumnType | undefined,
  formatConfig?: FormatConfig,
  plainNumber = false,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  const integer =
    typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(String(value));
  if (plainNumber && integer) return String(value);
  if (typeof value === 'number') return formatNumber(value, formatConfig);
  if (typeof value === 'boolean') return String(value);
  if (type === 'date') {
    const d = parseWallClock(value);
    const options = dateFormatOptions(formatConfig);
    if (d && options) {
      try {
        return new Intl.DateTimeFormat(formatConfig?.formatLocale || 'en-US', options).format(d);
      } catch {
        // Invalid options or locale: fall through to the default format.
      }
    }
    if (d) {
      const midnight = d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0;
      return format(d, midnight ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm:ss');
    }
  }
  if (type === 'number') return formatNumber(value, formatConfig);
  return value;
}

export interface TableCellValueProps {
  value: ResultValue | undefined;
  type: ColumnType | undefined;
  isLinkColumn: boolean;
  formatConfig?: FormatConfig;
  /** Identifier or year column: integers without grouping. */
  plainNumber?: boolean;
}

/** A cell: '-' when empty, the hostname as a link for URL columns, else formatted text. */
export function TableCellValue({
  value,
  type,
  isLinkColumn,
  formatConfig,
  plainNumber,
}: TableCellValueProps) {
  if (isLinkColumn && typeof value === 'string' && isLikelyUrl(value)) {
    return (
      <Anchor href={toHref(value)} target="_blank" rel="noopener noreferrer" size="sm">
        {linkLabel(value)}
      </Anchor>
    );
  }
  return <>{cellText(value, type, formatConfig, plainNumber)}</>;
}
