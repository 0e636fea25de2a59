import { describe, expect, it } from 'vitest';
import {
  addTable,
  canAddTable,
  canApply,
  draftsOf,
  removeTable,
  tablesToSave,
  updateTable,
} from './golden-table-list';

describe('golden table list edits', () => {
  it('adds rows up to 3, then no more', () => {
    let drafts = addTable([]);
    drafts = addTable(drafts);
    expect(canAddTable(drafts)).toBe(true);
    drafts = addTable(drafts);
    expect(drafts).toHaveLength(3);
    expect(canAddTable(drafts)).toBe(false);
    expect(addTable(drafts)).toHaveLength(3);
  });

  it('edits and removes a row by its key; another connection clears the table', () => {
    const [a, b] = draftsOf([
      { connectionId: 'c1', table: 'orders', displayName: 'Orders' },
      { connectionId: 'c1', table: 'customers' },
    ]);
    let drafts = [a!, b!];
    drafts = updateTable(drafts, b!.key, { displayName: 'Clients' });
    expect(drafts[1]).toMatchObject({ table: 'customers', displayName: 'Clients' });
    drafts = updateTable(drafts, a!.key, { connectionId: 'c2' });
    expect(drafts[0]).toMatchObject({ connectionId: 'c2', table: null });
    expect(removeTable(drafts, a!.key).map((d) => d.key)).toEqual([b!.key]);
  });

  it('saves complete rows trimmed, without empty optional texts', () => {
    const drafts = draftsOf([{ connectionId: 'c1', table: 'orders' }]);
    const edited = updateTable(drafts, drafts[0]!.key, {
      displayName: '  Orders ',
      description: '  ',
    });
    expect(tablesToSave(edited)).toEqual([
      { connectionId: 'c1', table: 'orders', displayName: 'Orders' },
    ]);
  });

  it('applies only with at least one complete row and while not saving', () => {
    expect(canApply([], false)).toBe(false);
    const incomplete = addTable([]);
    expect(tablesToSave(incomplete)).toBeNull();
    expect(canApply(incomplete, false)).toBe(false);
    const complete = draftsOf([{ connectionId: 'c1', table: 'orders' }]);
    expect(canApply(complete, false)).toBe(true);
    expect(canApply(complete, true)).toBe(false);
  });
});
