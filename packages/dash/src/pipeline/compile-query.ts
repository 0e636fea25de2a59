import {
  compileSemanticQuery,
  type ColumnKind,
  type CompiledQuery,
  type Dialect,
} from '@chartroom/core';
import type { DashQuery, DashTable } from '../engine/types';

export interface CompileDashQueryOptions {
  timeZone?: string | undefined;
  now?: Date | undefined;
}

/**
 * A Dash query as SQL in the connection's dialect, compiled by packages/core like any v2 chart
 * (values bound as parameters), with the plan's order and row cap.
 */
export function compileDashQuery(
  dialect: Dialect,
  query: DashQuery,
  table: DashTable,
  options: CompileDashQueryOptions = {},
): CompiledQuery {
  const { config } = query;
  const fieldTypes = new Map<string, ColumnKind>(table.columns.map((c) => [c.name, c.type]));
  return compileSemanticQuery(
    dialect,
    {
      type: config.type,
      table: table.name,
      dimensions: config.dimensions,
      measures: config.measures,
      filters: config.filters,
      ...(query.orderBy ? { orderBy: query.orderBy } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
    },
    {
      fieldTypes,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      ...(options.now ? { now: options.now } : {}),
    },
  ).main;
}

const LITERAL_MARKER = /\uE001(\d+)\uE001/g;

/**
 * The same query as one SQL text with its values written as literals (strings through the
 * dialect's own quoting), for the builders' SQL editor, which holds text only. Runs through the
 * same read-only guard and tenant rewrite as any user SQL.
 */
export function compileDashQueryText(
  dialect: Dialect,
  query: DashQuery,
  table: DashTable,
  options: CompileDashQueryOptions = {},
): string {
  const literal = Object.create(dialect) as Dialect;
  literal.placeholder = (index: number) => `\uE001${index}\uE001`;
  const compiled = compileDashQuery(literal, query, table, options);
  return compiled.sql.replace(LITERAL_MARKER, (_, i: string) => {
    const value = compiled.params[Number(i) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error('A number value must be finite');
      return String(value);
    }
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    return dialect.stringLiteral(value);
  });
}
