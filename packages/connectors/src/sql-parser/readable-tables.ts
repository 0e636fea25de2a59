import type { PrepareScope } from '../connector';
import { TableNotReadableError } from '../errors';
import type { SqlEngine } from './sql-engine';
import { splitTableName } from './table-conditions';

/** Default-deny: the keys (`SqlEngine.readableTableKey`) of the tables a tenant may read. */
export type ReadableKeys = ReadonlySet<string> | undefined;

/**
 * The keys of the scope's readable tables and, always, of its scoped tables; undefined when the
 * scope sets no list (admins and earlier callers: nothing changes). A listed name that names no
 * table of the connection's database makes nothing readable.
 */
export function readableKeys(engine: SqlEngine, scope: PrepareScope): ReadableKeys {
  if (scope.readableTables === undefined) return undefined;
  const keys = new Set<string>();
  for (const name of [...scope.readableTables, ...scope.tenant.map((t) => t.table)]) {
    const key = engine.readableTableKey(splitTableName(name).map(unquote));
    if (key !== undefined) keys.add(key);
  }
  return keys;
}

/** Refuses a reference to a table outside `keys`, naming it as the query wrote it. */
export function assertReadable(
  engine: SqlEngine,
  keys: ReadableKeys,
  parts: readonly string[],
): void {
  if (keys === undefined) return;
  const key = engine.readableTableKey(parts);
  if (key === undefined || !keys.has(key)) throw new TableNotReadableError(parts.join('.'));
}

/** A policy name part written quoted (`"x"`, `[x]`, `` `x` ``) stands for the name inside. */
function unquote(part: string): string {
  const trimmed = part.trim();
  const quoted =
    trimmed.length >= 2 &&
    ((trimmed.startsWith('"') && trimmed.endsWith('"')) ||
      (trimmed.startsWith('`') && trimmed.endsWith('`')) ||
      (trimmed.startsWith('[') && trimmed.endsWith(']')));
  return quoted ? trimmed.slice(1, -1) : trimmed;
}
