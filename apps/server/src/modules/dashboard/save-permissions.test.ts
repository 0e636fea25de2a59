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

describe('removing a chart drops its references from the dashboard filters', () => {
  const what = (before: unknown, after: unknown) => saveChanges(before, after).map((c) => c.what);
  const structure = { sourceType: 'column' };
  const both = {
    id: 'f1',
    chartFilterStructures: { a: structure, b: structure },
    chartFilterIds: ['a', 'fa', 'fb'],
  };
  const onlyA = { id: 'f2', filterTargets: [{ chartId: 'a' }], chartFilterStructures: {} };
  const untargeted = { id: 'f3', chartFilterStructures: {} };
  const before = config({ a: 1, b: 1 }, [both, onlyA, untargeted]);

  it('is part of removing the chart, not a filter change', () => {
    const after = config({ b: 1 }, [
      { id: 'f1', chartFilterStructures: { b: structure }, chartFilterIds: ['fb'] },
      untargeted,
    ]);
    expect(what(before, after)).toEqual(['remove charts', 'edit dashboards']);
    // Keeping the references is fine too (older clients).
    expect(what(before, config({ b: 1 }, [both, onlyA, untargeted]))).toEqual([
      'remove charts',
      'edit dashboards',
    ]);
  });

  it('anything more is a filter change', () => {
    // Dropping another chart's structure, a filter reaching other charts, or adding an id.
    const others = [
      [{ id: 'f1', chartFilterStructures: {}, chartFilterIds: [] }, untargeted],
      [{ id: 'f1', chartFilterStructures: { b: structure }, chartFilterIds: ['fb'] }],
      [{ ...both, chartFilterIds: ['a', 'fa', 'fb', 'new'] }, onlyA, untargeted],
    ];
    for (const filters of others) {
      expect(what(before, config({ b: 1 }, filters))).toContain('change dashboard filters');
    }
    // Without a removed chart, any change of the ids is a filter change.
    const same = config({ a: 1, b: 1 }, [{ ...both, chartFilterIds: ['fb'] }, onlyA, untargeted]);
    expect(what(before, same)).toContain('change dashboard filters');
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
