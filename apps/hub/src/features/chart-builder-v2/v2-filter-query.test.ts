import { BaseDialect, chartDocumentSchema, compileChart } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { newFilterDraft, storeFilter, type FilterDraft } from './v2-filter-storage';

// The stored forms of v2 filters (text, Select Single, Select Multi) compiled by the real chart
// compiler: each reaches the query as the spec's LIKE with % or IN without %.
class DuckDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}
const RANGE: [string, string] = ['2025-01-01T00:00:00.000Z', '2025-01-07T23:59:59.999Z'];

function compiled(patch: Partial<FilterDraft>) {
  const filter = storeFilter({ ...newFilterDraft('channel', 'string', RANGE), ...patch });
  const document = chartDocumentSchema.parse({
    type: 'table',
    goldenTable: 'orders',
    chartConfigV2: {
      type: 'table',
      dimensions: [{ name: 'channel', field: 'channel', type: 'string' }],
      measures: [{ name: 'Orders', field: 'order_id', aggregation: 'count' }],
      filters: [filter],
    },
  });
  return compileChart(new DuckDialect(), document, { now: new Date('2025-03-15T12:00:00Z') }).main;
}

describe('stored v2 filters in the compiled query', () => {
  it('a text filter searches with LIKE and % wrapping', () => {
    const q = compiled({ filterType: 'Input', text: 'eb' });
    expect(q.sql).toMatch(/I?LIKE/i);
    expect(q.params).toContain('%eb%');
  });

  it('a Select Single (a one-value list) searches with LIKE and % wrapping', () => {
    const q = compiled({
      filterType: 'Select',
      subType: 'Select Single',
      selected: ['Web'],
      options: ['Web'],
    });
    expect(q.sql).toMatch(/I?LIKE/i);
    expect(q.params).toContain('%Web%');
  });

  it('a Select Multi matches with IN and no %', () => {
    const q = compiled({
      filterType: 'Select',
      subType: 'Select Multi',
      selected: ['Web', 'Retail'],
      options: ['Web', 'Retail'],
    });
    expect(q.sql).toContain(' IN (');
    expect(q.params).toEqual(expect.arrayContaining(['Web', 'Retail']));
    expect(q.params.some((p) => String(p).includes('%'))).toBe(false);
  });
});
