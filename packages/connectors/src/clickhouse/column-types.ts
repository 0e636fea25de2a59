import type { ColumnType, ResultValue } from '@chartroom/core';

/** `LowCardinality(Nullable(String))` → `String`; wrappers that do not change the value type. */
export function unwrapType(typeName: string): string {
  let name = typeName.trim();
  for (;;) {
    const match = /^(?:Nullable|LowCardinality)\((.*)\)$/.exec(name);
    if (!match?.[1]) return name;
    name = match[1].trim();
  }
}

/** Maps a ClickHouse type name (from a result's header or `system.columns`). */
export function columnTypeOfName(typeName: string): Exclude<ColumnType, 'unknown'> {
  const name = unwrapType(typeName);
  if (/^(U?Int(8|16|32|64|128|256)|Float(32|64)|BFloat16|Decimal(32|64|128|256)?)\b/.test(name)) {
    return 'number';
  }
  if (/^(Date|Date32|DateTime|DateTime64)\b/.test(name)) return 'date';
  if (name === 'Bool') return 'boolean';
  if (/^(Variant|Dynamic|JSON|Object)\b/.test(name) || name === 'Nothing') return 'mixed';
  return 'string';
}

/** The wide integer types ClickHouse quotes in JSON output. */
const QUOTED_INTEGER = /^U?Int(64|128|256)$/;

/**
 * A value of a JSON result row (64-bit integers quoted, dates as ISO text because the query
 * runs with `date_time_output_format=iso`) in the result contract: numbers as numbers when
 * exact, big integers as strings beyond 2^53, arrays/maps/tuples as JSON text.
 */
export function toResultValue(value: unknown, typeName: string): ResultValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') {
    const type = unwrapType(typeName);
    if (QUOTED_INTEGER.test(type) || /^Decimal/.test(type)) return numericText(value);
    return value;
  }
  return JSON.stringify(value);
}

function numericText(text: string): number | string {
  const asNumber = Number(text);
  if (!Number.isFinite(asNumber)) return text;
  if (/^-?\d+$/.test(text)) return Number.isSafeInteger(asNumber) ? asNumber : text;
  return asNumber;
}
