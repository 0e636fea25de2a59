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
