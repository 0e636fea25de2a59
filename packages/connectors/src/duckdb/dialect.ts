import { BaseDialect } from '@chartroom/core';

/**
 * DuckDB spells almost everything the ANSI way: `"quoted"` names, `$1` placeholders, LIMIT,
 * `date_trunc`, `AT TIME ZONE`, ILIKE, `string_agg` — all from the base dialect.
 */
export class DuckDbDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}

export const duckDbDialect = new DuckDbDialect();
