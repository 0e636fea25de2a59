import { timestampValue, type DuckDBValue } from '@duckdb/node-api';
import { QueryError } from '../errors';

/** Converts bound parameters to DuckDB values: string, number, bigint, boolean, null, Date. */
export function toDuckDbParams(params: readonly unknown[]): DuckDBValue[] {
  return params.map((param, index) => {
    if (param === null || param === undefined) return null;
    if (typeof param === 'string' || typeof param === 'boolean' || typeof param === 'bigint') {
      return param;
    }
    if (typeof param === 'number') {
      if (!Number.isFinite(param)) throw badParam(index, 'is not a finite number');
      return param;
    }
    if (param instanceof Date) {
      const millis = param.getTime();
      if (Number.isNaN(millis)) throw badParam(index, 'is an invalid date');
      return timestampValue(BigInt(millis) * 1000n);
    }
    throw badParam(index, `has an unsupported type (${typeof param})`);
  });
}

function badParam(index: number, problem: string): QueryError {
  return new QueryError(`Query parameter $${index + 1} ${problem}.`);
}
