import { BaseDialect } from '@chartroom/core';

/** PostgreSQL: `"quoted"` names, `$1` placeholders, `date_trunc`, ILIKE, `string_agg` over TEXT. */
export class PostgresDialect extends BaseDialect {
  readonly name = 'postgres' as const;

  override castToText(expr: string): string {
    return `CAST(${expr} AS TEXT)`;
  }
}

export const postgresDialect = new PostgresDialect();
