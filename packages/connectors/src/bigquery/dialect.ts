import { BaseDialect, type DateBucket, type DatePart, type ZoneShift } from '@chartroom/core';

/**
 * BigQuery: backtick names, `@p1` named parameters, TIMESTAMP_TRUNC (a bucket in another zone is
 * its time zone argument), STRING_AGG, LOWER(…) LIKE LOWER(…).
 */
export class BigQueryDialect extends BaseDialect {
  readonly name = 'bigquery' as const;

  override quoteIdentifier(name: string): string {
    return `\`${name.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;
  }

  override placeholder(index: number): string {
    return `@p${index}`;
  }

  override stringLiteral(value: string): string {
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  }

  override dateTrunc(bucket: DateBucket, expr: string, shift?: ZoneShift): string {
    const part = bucket === 'week' ? 'WEEK(MONDAY)' : bucket.toUpperCase();
    const tz = shift ? `, ${this.stringLiteral(shift.to)}` : '';
    return `TIMESTAMP_TRUNC(${expr}, ${part}${tz})`;
  }

  override datePart(part: DatePart, expr: string, shift?: ZoneShift): string {
    const tz = shift ? ` AT TIME ZONE ${this.stringLiteral(shift.to)}` : '';
    return `EXTRACT(${part.toUpperCase()} FROM ${expr}${tz})`;
  }

  override castToText(expr: string): string {
    return `CAST(${expr} AS STRING)`;
  }

  override stringAgg(expr: string): string {
    return `STRING_AGG(${this.castToText(expr)}, ', ')`;
  }

  override ilike(expr: string, pattern: string): string {
    return `LOWER(${expr}) LIKE LOWER(${pattern})`;
  }

  override timestampParam(placeholder: string, timeZone?: string): string {
    if (timeZone && timeZone !== 'UTC')
      return `TIMESTAMP(${placeholder}, ${this.stringLiteral(timeZone)})`;
    return `CAST(${placeholder} AS TIMESTAMP)`;
  }
}

export const bigQueryDialect = new BigQueryDialect();
