import { describe, expect, it } from 'vitest';
import { refusedChange, saveChanges } from './save-permissions';

const layout = (i: string) => ({ i, x: 0, y: 0, w: 4, h: 8 });
const config = (charts: Record<string, number>, filters: unknown[] = []) => ({
  charts: Object.fromEntries(
    Object.entries(charts).map(([id, version]) => [id, { version, layout: layout(id) }]),
  ),
  filters,
});

describe('saveChanges', () => {
  it('names each kind of change with the permissions that allow it', () => {
    const what = (before: unknown, after: unknown) => saveChanges(before, after).map((c) => c.what);
    expect(what(config({ a: 1 }), config({ a: 1 }))).toEqual(['edit dashboards']);
    expect(what(config({ a: 1 }), config({ a: 1, b: 1 }))).toContain('add charts');
    expect(what(config({ a: 1 }), config({}))).toContain('remove charts');
    expect(what(config({ a: 1 }), config({ a: 2 }))).toContain('edit charts');
    expect(what(config({}), config({}, [{ filterId: 'f' }]))).toContain('change dashboard filters');
  });
  it("counts the tenant's own chart taking a removed chart's cell as editing that chart", () => {
    const what = (after: unknown, own: string[]) =>
      saveChanges(config({ a: 1 }), after, new Set(own)).map((c) => c.what);
    expect(what(config({ c: 2 }), ['c'])).toEqual(['edit charts', 'edit dashboards']);
    // Not the tenant's, or in another cell: an add and a remove.
    expect(what(config({ c: 2 }), [])).toEqual(['add charts', 'remove charts', 'edit dashboards']);
    const moved = { charts: { c: { version: 2, layout: { ...layout('c'), y: 8 } } }, filters: [] };
    expect(what(moved, ['c'])).toEqual(['add charts', 'remove charts', 'edit dashboards']);
  });
});

describe('refusedChange', () => {
  const adding = saveChanges(config({ a: 1 }), config({ a: 1, b: 1 }));
  it('allows a change with any one of its permissions', () => {
    expect(refusedChange(adding, { addChart: true })).toBeNull();
    expect(refusedChange(adding, { createChart: true })).toBeNull();
  });
  it('refuses without one, and always with readOnly', () => {
    expect(refusedChange(adding, { removeChart: true })?.what).toBe('add charts');
    expect(refusedChange(adding, {})?.what).toBe('add charts');
    expect(refusedChange(adding, { addChart: true, readOnly: true })).not.toBeNull();
  });
});
