import { describe, expect, it } from 'vitest';
import { searchDashboards } from './dashboard-search';

const items = [
  { name: 'Sales overview', updated_at: '2026-01-01T00:00:00.000Z' },
  { name: 'Marketing Q3', updated_at: '2026-03-01T00:00:00.000Z' },
  { name: 'Ventes élevées', updated_at: '2026-02-01T00:00:00.000Z' },
];

describe('searchDashboards', () => {
  it('lists every dashboard, newest first, for an empty search', () => {
    expect(searchDashboards(items, '  ').map((i) => i.name)).toEqual([
      'Marketing Q3',
      'Ventes élevées',
      'Sales overview',
    ]);
  });

  it('matches every word of the name, ignoring case and accents', () => {
    expect(searchDashboards(items, 'OVER sales').map((i) => i.name)).toEqual(['Sales overview']);
    expect(searchDashboards(items, 'elevees').map((i) => i.name)).toEqual(['Ventes élevées']);
    expect(searchDashboards(items, 'sales q3')).toEqual([]);
  });
});
