import { QueryRefusedError } from '../errors';
import { isAstObject, stringField, type AstObject, type AstValue } from './sql-ast';

/**
 * Checks the `$n` parameters of a parsed query against the number of values given, so the
 * parameters Chartroom appends (tenant and table-filter values) can never be read by a `$n` of
 * the query itself. `?` placeholders arrive from DuckDB's parser already numbered; named
 * parameters (`$name`) are refused because values are bound by position.
 */
export function assertPositionalParameters(statement: AstObject, given: number): void {
  forEachParameter(statement, (parameter) => {
    const identifier = stringField(parameter, 'identifier');
    if (!/^\d+$/.test(identifier)) {
      throw new QueryRefusedError(
        `Named parameters such as $${identifier} are not supported: use $1, $2 …`,
      );
    }
    const index = Number(identifier);
    if (index < 1 || index > given) {
      throw new QueryRefusedError(
        `The query uses parameter $${index} but ${given === 0 ? 'no values were' : `only ${given} value${given === 1 ? ' was' : 's were'}`} given.`,
      );
    }
  });
}

/** Adds `offset` to every `$n` of `node` (in place) and returns it. */
export function shiftParameters<T extends AstValue>(node: T, offset: number): T {
  forEachParameter(node, (parameter) => {
    parameter.identifier = String(Number(stringField(parameter, 'identifier')) + offset);
  });
  return node;
}

function forEachParameter(value: AstValue, visit: (parameter: AstObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachParameter(item, visit);
    return;
  }
  if (!isAstObject(value)) return;
  if (value.class === 'PARAMETER') visit(value);
  for (const child of Object.values(value)) forEachParameter(child, visit);
}
