import { describe, expect, it } from 'vitest';
import {
  emptyRow,
  payloadFromRows,
  rowErrors,
  rowsFromPayload,
  valueText,
  type PayloadRow,
} from './payload-rows';

const row = (key: string, type: PayloadRow['type'], value: string): PayloadRow => ({
  ...emptyRow(),
  key,
  type,
  value,
});

describe('payload rows', () => {
  it('round-trip a payload of every value type', () => {
    const payload = {
      tenant_id: 'acme',
      seats: 12.5,
      beta: false,
      none: null,
      teams: ['sales', 3, true],
    };
    const rows = rowsFromPayload(payload);
    expect(rows.map((r) => [r.key, r.type, r.value])).toEqual([
      ['tenant_id', 'text', 'acme'],
      ['seats', 'number', '12.5'],
      ['beta', 'boolean', 'false'],
      ['none', 'null', ''],
      ['teams', 'list', 'sales, 3, true'],
    ]);
    expect(rowErrors(rows).size).toBe(0);
    expect(payloadFromRows(rows)).toEqual(payload);
  });

  it('keeps text that only looks like a number as text, and trims keys', () => {
    expect(payloadFromRows([row(' tenant_id ', 'text', '007')])).toEqual({ tenant_id: '007' });
    expect(payloadFromRows([row('ids', 'list', '007, 7, , x')])).toEqual({
      ids: ['007', 7, 'x'],
    });
  });

  it('names each row’s problem: blank key, a key used twice, a number that is not one', () => {
    const rows = [
      row('', 'text', 'a'),
      row('k', 'text', 'a'),
      row(' k', 'text', 'b'),
      row('n', 'number', 'twelve'),
      row('m', 'number', ''),
      row('ok', 'number', '-3'),
    ];
    const errors = rowErrors(rows);
    expect(rows.map((r) => errors.get(r.id) ?? null)).toEqual([
      'keyRequired',
      'keyDuplicate',
      'keyDuplicate',
      'notNumber',
      'notNumber',
      null,
    ]);
  });

  it('shows values briefly', () => {
    expect(valueText(['a', 1])).toBe('[a, 1]');
    expect(valueText(null)).toBe('null');
    expect(valueText(true)).toBe('true');
  });
});
