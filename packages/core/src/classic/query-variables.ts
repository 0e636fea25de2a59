import type { VariableValue } from '../filters/resolve-filters';
import { assertNoMarkers, type ParamList } from '../sql/param-list';

const VARIABLE = /'\{\{([A-Za-z0-9_]+)\}\}'|\{\{([A-Za-z0-9_]+)\}\}/g;

/** The names of the `{{variables}}` a data-prep query uses, in order of first use. */
export function queryVariableNames(sql: string): string[] {
  const names = new Set<string>();
  for (const m of sql.matchAll(VARIABLE)) names.add((m[1] ?? m[2])!);
  return [...names];
}

/**
 * Replaces each `{{name}}` of a data-prep query (also written `'{{name}}'`) by a bound parameter
 * with the variable's value (docs/dev/contracts.md "Query variables"); a list becomes one
 * parameter per item (for `IN ({{name}})`). An unset variable is an error.
 */
export function bindQueryVariables(
  sql: string,
  values: ReadonlyMap<string, VariableValue>,
  params: ParamList,
): string {
  assertNoMarkers(sql);
  return sql.replace(VARIABLE, (_, quoted: string | undefined, bare: string | undefined) => {
    const name = (quoted ?? bare)!;
    const value = values.get(name);
    if (value === undefined || (Array.isArray(value) && value.length === 0))
      throw new Error(`Variable {{${name}}} has no value`);
    const list: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    return list.map((v) => params.add(v)).join(', ');
  });
}
