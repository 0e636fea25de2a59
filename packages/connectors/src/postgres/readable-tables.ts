import { TableNotReadableError } from '../errors';
import { stringField, type PgObject } from './pg-ast';
import { isCteReference, walkRangeVars } from './table-ref-walker';

/** The schema unqualified names resolve to under PostgreSQL's default `search_path`. */
const DEFAULT_SCHEMA = 'public';

/** One listed name part: as PostgreSQL stores it, or (unquoted) as it would fold it too. */
interface NamePart {
  exact: string;
  folded: string | undefined;
}

interface ListedTable {
  schema: NamePart;
  table: NamePart;
}

/**
 * Default-deny for tenants: refuses any reference (outside CTE references, at any depth) to a
 * relation not among `names` (the policies' scoped and shared tables) with a
 * TableNotReadableError naming it.
 *
 * Matching follows PostgreSQL's resolution, never wider (unlike the tenant rewrite, which is
 * deliberately wide because over-filtering is safe): the parser has already folded unquoted
 * names, so `relname` is the stored name; a listed name matches its stored spelling, and an
 * unquoted listed name its lower-case folding too (`Orders` in a policy may mean either). An
 * unqualified name on either side stands for the `public` schema (the default search path), so
 * `orders` and `public.orders` match each other but never `sales.orders`; a catalog qualifier is
 * not compared (PostgreSQL refuses other databases itself).
 */
export function assertReadableTables(statement: PgObject, names: readonly string[]): void {
  const listed = names.map(parseListedName);
  walkRangeVars(statement, (rangeVar, ctes) => {
    if (isCteReference(rangeVar, ctes)) return;
    const schema = stringField(rangeVar, 'schemaname') || DEFAULT_SCHEMA;
    const table = stringField(rangeVar, 'relname');
    const readable = listed.some(
      (name) => matches(name.table, table) && matches(name.schema, schema),
    );
    if (!readable) throw new TableNotReadableError(writtenName(rangeVar));
  });
}

function matches(part: NamePart, stored: string): boolean {
  return part.exact === stored || part.folded === stored;
}

function parseListedName(name: string): ListedTable {
  const parts = name.split('.').map(parsePart);
  const table = parts[parts.length - 1] ?? parsePart('');
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  return { table, schema: schema ?? parsePart(DEFAULT_SCHEMA) };
}

function parsePart(part: string): NamePart {
  const trimmed = part.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return { exact: trimmed.slice(1, -1).replaceAll('""', '"'), folded: undefined };
  }
  return { exact: trimmed, folded: trimmed.toLowerCase() };
}

/** The reference as PostgreSQL read it (`catalog.schema.table`, unquoted names folded). */
function writtenName(rangeVar: PgObject): string {
  return ['catalogname', 'schemaname', 'relname']
    .map((key) => stringField(rangeVar, key))
    .filter((part) => part !== '')
    .join('.');
}
