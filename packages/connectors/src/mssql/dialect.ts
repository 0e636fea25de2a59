import {
  BaseDialect,
  clauses,
  type DateBucket,
  type DatePart,
  type SelectParts,
  type ZoneShift,
} from '@chartroom/core';
import { windowsTimeZone } from './windows-time-zones';

/**
 * MS SQL: `[bracketed]` names, `@p1` placeholders, `TOP` (or OFFSET … FETCH) instead of LIMIT,
 * DATETRUNC (ISO weeks), `AT TIME ZONE` with Windows zone names, STRING_AGG.
 */
export class MsSqlDialect extends BaseDialect {
  readonly name = 'mssql' as const;

  override quoteIdentifier(name: string): string {
    return `[${name.replaceAll(']', ']]')}]`;
  }

  override placeholder(index: number): string {
    return `@p${index}`;
  }

  override stringLiteral(value: string): string {
    return `N'${value.replaceAll("'", "''")}'`;
  }

  protected override shifted(expr: string, shift?: ZoneShift): string {
    if (!shift) return expr;
    const from = this.stringLiteral(windowsTimeZone(shift.from));
    const to = this.stringLiteral(windowsTimeZone(shift.to));
    return `CAST((${expr} AT TIME ZONE ${from}) AT TIME ZONE ${to} AS DATETIME2)`;
  }

  override dateTrunc(bucket: DateBucket, expr: string, shift?: ZoneShift): string {
    return `DATETRUNC(${bucket === 'week' ? 'iso_week' : bucket}, ${this.shifted(expr, shift)})`;
  }

  override datePart(part: DatePart, expr: string, shift?: ZoneShift): string {
    return `DATEPART(${part}, ${this.shifted(expr, shift)})`;
  }

  override castToText(expr: string): string {
    return `CAST(${expr} AS NVARCHAR(MAX))`;
  }

  override stringAgg(expr: string): string {
    return `STRING_AGG(${this.castToText(expr)}, ', ')`;
  }

  override ilike(expr: string, pattern: string): string {
    return `LOWER(${expr}) LIKE LOWER(${pattern})`;
  }

  /** `SELECT TOP (n) …` when the statement is a plain SELECT; otherwise wrapped. */
  override limit(sql: string, rows: number): string {
    const n = Math.max(0, Math.floor(rows));
    if (/^\s*SELECT\s/i.test(sql) && !/^\s*SELECT\s+TOP\b/i.test(sql))
      return sql.replace(
        /^\s*SELECT\s+(DISTINCT\s+)?/i,
        (_, d?: string) => `SELECT ${d ?? ''}TOP (${n}) `,
      );
    return `SELECT TOP (${n}) * FROM (\n${sql}\n) AS [limited]`;
  }

  override selectStatement(parts: SelectParts): string {
    const paged = parts.offset !== undefined && parts.offset > 0 && parts.orderBy?.length;
    const top =
      parts.limit !== undefined && !paged ? `TOP (${Math.max(0, Math.floor(parts.limit))}) ` : '';
    let sql = `SELECT ${top}${parts.select.join(', ')}\nFROM ${parts.from}${clauses(parts)}`;
    if (paged) {
      sql += `\nOFFSET ${Math.floor(parts.offset ?? 0)} ROWS`;
      if (parts.limit !== undefined)
        sql += ` FETCH NEXT ${Math.max(0, Math.floor(parts.limit))} ROWS ONLY`;
    }
    return sql;
  }

  override timestampParam(placeholder: string): string {
    return `CAST(${placeholder} AS DATETIME2)`;
  }
}

export const msSqlDialect = new MsSqlDialect();
