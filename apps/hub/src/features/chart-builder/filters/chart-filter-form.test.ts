import { describe, expect, it } from 'vitest';
import {
  emptyFilterForm,
  filterTypesFor,
  formColumns,
  formConfig,
  keepsTargetColumn,
  withColumn,
  withType,
  type FilterSources,
} from './chart-filter-form';

const sources: FilterSources = {
  rawTables: [
    {
      name: 'orders',
      columns: [
        { name: 'channel', type: 'string' },
        { name: 'amount', type: 'number' },
        { name: 'created_at', type: 'date' },
        { name: 'paid', type: 'boolean' },
      ],
    },
    { name: 'flags', columns: [{ name: 'paid', type: 'boolean' }] },
  ],
  outputColumns: [{ name: 'revenue', type: 'number' }],
};

describe('chart filter form', () => {
  it('offers Select, Date and Input by column type (filters-and-rendering.md §5)', () => {
    expect(filterTypesFor('string')).toEqual(['Select', 'Input']);
    expect(filterTypesFor('mixed')).toEqual(['Select', 'Input']);
    expect(filterTypesFor('number')).toEqual(['Select']);
    expect(filterTypesFor('date')).toEqual(['Date']);
    expect(filterTypesFor('boolean')).toEqual([]);
  });

  it('lists the filterable columns of the picked raw table or of the output', () => {
    const form = emptyFilterForm(sources);
    expect(form).toMatchObject({ sourceType: 'Raw', table: 'orders' });
    expect(formColumns(form, sources).map((c) => c.name)).toEqual([
      'channel',
      'amount',
      'created_at',
    ]);
    expect(formColumns({ ...form, table: 'flags' }, sources)).toEqual([]);
    expect(formColumns({ ...form, sourceType: 'Output' }, sources).map((c) => c.name)).toEqual([
      'revenue',
    ]);
  });

  it('picks the default type and sub-type with the column, and resets the sub-type on a type change', () => {
    let form = withColumn(emptyFilterForm(sources), { name: 'created_at', type: 'date' });
    expect(form).toMatchObject({
      filterType: 'Date',
      filterSubType: 'Date Range',
      displayName: 'created_at',
    });
    form = withColumn(form, { name: 'channel', type: 'string' });
    expect(form).toMatchObject({ filterType: 'Select', filterSubType: 'Select Single' });
    expect(form.displayName).toBe('channel');
    form = withType({ ...form, filterSubType: 'Select Multi' }, 'Input');
    expect(form.filterSubType).toBe('Input Equals');
  });

  it('builds a valid Raw config, a Manual select, or answers the first message', () => {
    const form = withColumn(emptyFilterForm(sources), { name: 'channel', type: 'string' });
    const raw = formConfig({ ...form, displayName: 'Sales channel' });
    expect(raw).toMatchObject({
      ok: true,
      config: {
        displayName: 'Sales channel',
        filterType: 'Select',
        filterSubType: 'Select Single',
        filterRestrictionMethod: 'Scan',
        filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
      },
    });
    const manual = formConfig({ ...form, restriction: 'Manual', manualValues: 'Web\n\n Retail ' });
    expect(manual).toMatchObject({
      ok: true,
      config: {
        filterRestrictionMethod: 'Manual',
        filterRestrictions: { values: ['Web', 'Retail'] },
      },
    });
    expect(formConfig(emptyFilterForm(sources))).toEqual({ ok: false, message: 'Select a column' });
    expect(formConfig({ ...emptyFilterForm(sources), table: null })).toEqual({
      ok: false,
      message: 'Select a table',
    });
    const output = formConfig(
      withColumn(
        { ...emptyFilterForm(sources), sourceType: 'Output' },
        { name: 'revenue', type: 'number' },
      ),
    );
    expect(output).toMatchObject({
      ok: true,
      config: { filterTarget: { sourceType: 'Output', outputColumn: 'revenue' } },
    });
  });

  it('keeps an Output filter only while the output has its column', () => {
    const output = formConfig(
      withColumn(
        { ...emptyFilterForm(sources), sourceType: 'Output' },
        { name: 'revenue', type: 'number' },
      ),
    );
    if (!output.ok) throw new Error(output.message);
    expect(keepsTargetColumn(output.config, [{ columnName: 'revenue' }])).toBe(true);
    expect(keepsTargetColumn(output.config, [{ columnName: 'total' }])).toBe(false);
    expect(keepsTargetColumn(output.config, [])).toBe(true);
    const raw = formConfig(
      withColumn(emptyFilterForm(sources), { name: 'channel', type: 'string' }),
    );
    if (!raw.ok) throw new Error(raw.message);
    expect(keepsTargetColumn(raw.config, [{ columnName: 'total' }])).toBe(true);
  });
});
