import { describe, expect, it } from 'vitest';
import { formColumns, emptyFilterForm } from '../../chart-builder/filters/chart-filter-form';
import { v2FilterSources } from './V2FiltersPanel';

describe('v2FilterSources', () => {
  const table = {
    tableName: 'orders',
    columns: [
      { columnName: 'channel', type: 'string' as const, selectable: true },
      { columnName: 'paid', type: 'boolean' as const, selectable: true },
    ],
  };

  it("offers the chart's table as the raw table and its columns as output columns", () => {
    const sources = v2FilterSources('main.orders', table);
    expect(sources.rawTables).toEqual([
      {
        name: 'main.orders',
        columns: [
          { name: 'channel', type: 'string' },
          { name: 'paid', type: 'boolean' },
        ],
      },
    ]);
    const form = emptyFilterForm(sources);
    expect(form).toMatchObject({ sourceType: 'Raw', table: 'main.orders' });
    // A boolean column takes no Select, Date or Input filter.
    expect(formColumns(form, sources).map((c) => c.name)).toEqual(['channel']);
  });

  it('has no raw table before a table is chosen', () => {
    expect(v2FilterSources(null, undefined)).toEqual({ rawTables: [], outputColumns: [] });
  });
});
