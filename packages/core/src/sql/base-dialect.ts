import type {
  DateBucket,
  DatePart,
  Dialect,
  DialectName,
  ParamType,
  SelectParts,
  ZoneShift,
} from './dialect';

/** ANSI-leaning defaults (DuckDB and PostgreSQL spell them so); engines override the rest. */
export abstract class BaseDialect implements Dialect {
  abstract readonly name: DialectName;

  quoteIdentifier(name: string): string {
    return `"${name.replaceAll('"', '""')}"`;
  }

  placeholder(index: number, _type?: ParamType): string {
    return `$${index}`;
  }

  stringLiteral(value: string): string {
    return `'${value.replaceAll("'", "''")}'`;
  }

  /** The expression as wall-clock time in `shift.to` (`AT TIME ZONE` twice). */
  protected shifted(expr: string, shift?: ZoneShift): string {
    if (!shift) return expr;
    return `((${expr} AT TIME ZONE ${this.stringLiteral(shift.from)}) AT TIME ZONE ${this.stringLiteral(shift.to)})`;
  }

  dateTrunc(bucket: DateBucket, expr: string, shift?: ZoneShift): string {
    return `date_trunc('${bucket}', ${this.shifted(expr, shift)})`;
  }

  datePart(part: DatePart, expr: string, shift?: ZoneShift): string {
    return `EXTRACT(${part.toUpperCase()} FROM ${this.shifted(expr, shift)})`;
  }

  castToText(expr: string): string {
    return `CAST(${expr} AS VARCHAR)`;
  }

  stringAgg(expr: string): string {
    return `string_agg(${this.castToText(expr)}, ', ')`;
  }

  ilike(expr: string, pattern: string): string {
    return `${expr} ILIKE ${pattern}`;
  }

  limit(sql: string, rows: number): string {
    return `${sql}\nLIMIT ${rowCount(rows)}`;
  }

  selectStatement(parts: SelectParts): string {
    let sql = `SELECT ${parts.select.join(', ')}\nFROM ${parts.from}${clauses(parts)}`;
    if (parts.limit !== undefined) sql += `\nLIMIT ${rowCount(parts.limit)}`;
    if (parts.offset) sql += ` OFFSET ${rowCount(parts.offset)}`;
    return sql;
  }

  timestampParam(placeholder: string, _timeZone?: string): string {
    return `CAST(${placeholder} AS TIMESTAMP)`;
  }
}

/** A non-negative integer row count. */
export function rowCount(rows: number): number {
  return Math.max(0, Math.floor(rows));
}

/** WHERE, GROUP BY, HAVING and ORDER BY of a SELECT, each on its own line when present. */
export function clauses(parts: SelectParts): string {
  let sql = '';
  if (parts.where?.length) sql += `\nWHERE ${parts.where.join('\n  AND ')}`;
  if (parts.groupBy?.length) sql += `\nGROUP BY ${parts.groupBy.join(', ')}`;
  if (parts.having?.length) sql += `\nHAVING ${parts.having.join('\n  AND ')}`;
  if (parts.orderBy?.length) sql += `\nORDER BY ${parts.orderBy.join(', ')}`;
  return sql;
}
