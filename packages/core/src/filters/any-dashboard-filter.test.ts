import { describe, expect, it } from 'vitest';
import { anyDashboardFilterSchema } from '../schemas/filter/legacy-filter';

const first = (input: unknown) => anyDashboardFilterSchema.safeParse(input).error?.issues[0];

describe('anyDashboardFilterSchema', () => {
  it("reports the first message of the branch meant, not the union's 'Invalid input'", () => {
    expect(first({ id: 'x', filterType: 'Colour' })?.message).toBe(
      'Filter type must be one of Input, Number, Date, Select, Toggle',
    );
    expect(first({ id: 'x', filterType: 'Colour', filterTargets: [] })?.message).toBe(
      'Filter type must be one of Input, Number, Date, Select, Toggle',
    );
  });

  it("refuses a legacy target without a column: 'Filter needs target column'", () => {
    const issue = first({
      id: 'x',
      filterType: 'Select',
      filterTargets: [{ chartId: 'c', type: 'After logic', targetColumn: '' }],
    });
    expect(issue?.message).toBe('Filter needs target column');
    expect(issue?.path).toEqual(['filterTargets', 0, 'targetColumn']);
  });

  it('keeps legacy targets and current filters apart', () => {
    const legacy = anyDashboardFilterSchema.parse({
      id: 'x',
      filterType: 'Input',
      filterTargets: [{ chartId: 'c', type: 'Before logic', targetColumn: 'a' }],
    });
    expect('filterTargets' in legacy && legacy.filterTargets).toHaveLength(1);
    const current = anyDashboardFilterSchema.parse({ id: 'y', filterType: 'Toggle' });
    expect(current).not.toHaveProperty('filterTargets');
  });
});
