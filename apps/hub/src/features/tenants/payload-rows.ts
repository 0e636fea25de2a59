import type { Tenant, TenantPayloadValue } from '@chartroom/client';

export type PayloadValueType = 'text' | 'number' | 'boolean' | 'list' | 'null';
export type TenantPayload = Tenant['payload'];

/** One row of the payload editor: a key, its value as typed, and the value's type. */
export interface PayloadRow {
  id: string;
  key: string;
  type: PayloadValueType;
  /** The value as the admin types it (lists: comma-separated; booleans: 'true' / 'false'). */
  value: string;
}

export type PayloadRowError = 'keyRequired' | 'keyDuplicate' | 'notNumber';

let nextRowId = 0;
export function newRowId(): string {
  nextRowId += 1;
  return `payload-row-${nextRowId}`;
}

export function emptyRow(): PayloadRow {
  return { id: newRowId(), key: '', type: 'text', value: '' };
}

function typeOf(value: TenantPayloadValue): PayloadValueType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'text';
}

/** A stored payload as editor rows (in the payload's key order). */
export function rowsFromPayload(payload: TenantPayload): PayloadRow[] {
  return Object.entries(payload).map(([key, value]) => {
    const type = typeOf(value);
    const text =
      type === 'list'
        ? (value as Array<string | number | boolean>).map(String).join(', ')
        : value === null
          ? ''
          : String(value);
    return { id: newRowId(), key, type, value: text };
  });
}

/** A list item as typed: numbers and booleans keep their type, anything else is text. */
function listItem(text: string): string | number | boolean {
  if (text === 'true') return true;
  if (text === 'false') return false;
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && String(n) === text ? n : text;
}

function valueOf(row: PayloadRow): TenantPayloadValue {
  switch (row.type) {
    case 'null':
      return null;
    case 'number':
      return Number(row.value.trim());
    case 'boolean':
      return row.value === 'true';
    case 'list':
      return row.value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .map(listItem);
    default:
      return row.value;
  }
}

/** Each row's first problem (rows without one are absent). */
export function rowErrors(rows: readonly PayloadRow[]): Map<string, PayloadRowError> {
  const errors = new Map<string, PayloadRowError>();
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.key.trim(), (seen.get(row.key.trim()) ?? 0) + 1);
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') errors.set(row.id, 'keyRequired');
    else if ((seen.get(key) ?? 0) > 1) errors.set(row.id, 'keyDuplicate');
    else if (row.type === 'number' && !Number.isFinite(Number(row.value.trim()))) {
      errors.set(row.id, 'notNumber');
    } else if (row.type === 'number' && row.value.trim() === '') errors.set(row.id, 'notNumber');
  }
  return errors;
}

/** The payload the rows describe (keys trimmed); call only when `rowErrors` is empty. */
export function payloadFromRows(rows: readonly PayloadRow[]): TenantPayload {
  const payload: TenantPayload = {};
  for (const row of rows) payload[row.key.trim()] = valueOf(row);
  return payload;
}

/** A short text of a value for the table (lists joined, null as 'null'). */
export function valueText(value: TenantPayloadValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(String).join(', ')}]`;
  return String(value);
}
