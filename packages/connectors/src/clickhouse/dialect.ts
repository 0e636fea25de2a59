import {
  BaseDialect,
  type DateBucket,
  type DatePart,
  type ParamType,
  type ZoneShift,
} from '@chartroom/core';

const FUNCTIONS: Record<DateBucket, string> = {
  hour: 'toStartOfHour',
  day: 'toStartOfDay',
  week: 'toMonday',
  month: 'toStartOfMonth',
  quarter: 'toStartOfQuarter',
  year: 'toStartOfYear',
};

const TYPES: Record<ParamType, string> = {
  string: 'String',
  number: 'Float64',
  boolean: 'Bool',
  timestamp: 'String',
};

/**
 * ClickHouse: backtick names, typed `{p1:String}` placeholders, toStartOf… buckets (DateTime
 * values are instants: a bucket in another zone is the function's time zone argument), groupArray.
 */
export class ClickHouseDialect extends BaseDialect {
  readonly name = 'clickhouse' as const;

  override quoteIdentifier(name: string): string {
    return `\`${name.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;
  }

  override placeholder(index: number, type: ParamType = 'string'): string {
    return `{p${index}:${TYPES[type]}}`;
  }

  override stringLiteral(value: string): string {
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  }

  private zoneArg(shift?: ZoneShift): string {
    return shift ? `, ${this.stringLiteral(shift.to)}` : '';
  }

  override dateTrunc(bucket: DateBucket, expr: string, shift?: ZoneShift): string {
    return `${FUNCTIONS[bucket]}(${expr}${this.zoneArg(shift)})`;
  }

  override datePart(part: DatePart, expr: string, shift?: ZoneShift): string {
    return `${part === 'month' ? 'toMonth' : 'toDayOfMonth'}(${expr}${this.zoneArg(shift)})`;
  }

  override castToText(expr: string): string {
    return `toString(${expr})`;
  }

  override stringAgg(expr: string): string {
    return `arrayStringConcat(groupArray(toString(${expr})), ', ')`;
  }

  override timestampParam(placeholder: string, timeZone = 'UTC'): string {
    return `parseDateTime64BestEffort(${placeholder}, 3, ${this.stringLiteral(timeZone)})`;
  }
}

export const clickHouseDialect = new ClickHouseDialect();
