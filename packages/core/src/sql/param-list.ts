import type { Dialect, ParamType } from './dialect';

export type ParamValue = string | number | boolean | null;

/** A compiled statement: SQL text in the dialect's placeholder style and its bound values. */
export interface CompiledQuery {
  sql: string;
  params: ParamValue[];
}

const MARKER = /\uE000(\d+)\uE000/g;

/**
 * Collects bound parameters while SQL text is assembled in any order. `add` returns a marker;
 * `finish` numbers the markers in text order with the dialect's placeholders, so positional
 * styles (`?`) stay right however the clauses were built, and a value used twice is bound twice.
 */
export class ParamList {
  private readonly entries: Array<{ value: ParamValue; type: ParamType }> = [];

  constructor(private readonly dialect: Dialect) {}

  /** A placeholder marker for `value`, compared as `type` (default: from the value). */
  add(value: ParamValue, type: ParamType = typeOf(value)): string {
    this.entries.push({ value, type });
    return `\uE000${this.entries.length - 1}\uE000`;
  }

  /** The values added so far, in the order added. */
  get values(): ParamValue[] {
    return this.entries.map((e) => e.value);
  }

  /** Replaces the markers of `sql` by numbered placeholders; params follow text order. */
  finish(sql: string): CompiledQuery {
    const params: ParamValue[] = [];
    const text = sql.replace(MARKER, (_, i: string) => {
      const entry = this.entries[Number(i)];
      if (!entry) throw new Error('Unknown parameter marker');
      params.push(entry.value);
      return this.dialect.placeholder(params.length, entry.type);
    });
    return { sql: text, params };
  }
}

function typeOf(value: ParamValue): ParamType {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/** User SQL (a data-prep query) must not carry parameter markers of its own. */
export function assertNoMarkers(sql: string): void {
  if (sql.includes('\uE000')) throw new Error('The query contains the reserved character U+E000');
}
