import { BaseDialect, type DateBucket, type DatePart, type ZoneShift } from '@chartroom/core';

const FORMATS: Record<Exclude<DateBucket, 'week' | 'quarter'>, string> = {
  hour: '%Y-%m-%d %H:00:00',
  day: '%Y-%m-%d 00:00:00',
  month: '%Y-%m-01 00:00:00',
  year: '%Y-01-01 00:00:00',
};

/**
 * MySQL / MariaDB: backtick names, `?` placeholders, DATE_FORMAT buckets, CONVERT_TZ (needs the
 * server's time zone tables), GROUP_CONCAT, LOWER(…) LIKE LOWER(…).
 */
export class MySqlDialect extends BaseDialect {
  readonly name = 'mysql' as const;

  override quoteIdentifier(name: string): string {
    return `\`${name.replaceAll('`', '``')}\``;
  }

  override placeholder(): string {
    return '?';
  }

  override stringLiteral(value: string): string {
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  }

  protected override shifted(expr: string, shift?: ZoneShift): string {
    if (!shift) return expr;
    return `CONVERT_TZ(${expr}, ${this.stringLiteral(shift.from)}, ${this.stringLiteral(shift.to)})`;
  }

  override dateTrunc(bucket: DateBucket, expr: string, shift?: ZoneShift): string {
    const local = this.shifted(expr, shift);
    switch (bucket) {
      case 'week':
        return `CAST(DATE_SUB(DATE(${local}), INTERVAL WEEKDAY(${local}) DAY) AS DATETIME)`;
      case 'quarter':
        return `CAST(MAKEDATE(YEAR(${local}), 1) + INTERVAL (QUARTER(${local}) - 1) QUARTER AS DATETIME)`;
      default:
        return `CAST(DATE_FORMAT(${local}, '${FORMATS[bucket]}') AS DATETIME)`;
    }
  }

  override datePart(part: DatePart, expr: string, shift?: ZoneShift): string {
    return `${part === 'month' ? 'MONTH' : 'DAYOFMONTH'}(${this.shifted(expr, shift)})`;
  }

  override castToText(expr: string): string {
    return `CAST(${expr} AS CHAR)`;
  }

  override stringAgg(expr: string): string {
    return `GROUP_CONCAT(${expr} SEPARATOR ', ')`;
  }

  override ilike(expr: string, pattern: string): string {
    return `LOWER(${expr}) LIKE LOWER(${pattern})`;
  }

  override timestampParam(placeholder: string): string {
    return `CAST(${placeholder} AS DATETIME(3))`;
  }
}

export const mySqlDialect = new MySqlDialect();
