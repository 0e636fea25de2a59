import { describe, expect, it } from 'vitest';
import { columnAlias } from './column-alias';

describe('columnAlias', () => {
  it('turns spaces and dashes into underscores and strips other characters', () => {
    expect(columnAlias('Sales channel')).toBe('Sales_channel');
    expect(columnAlias('net-revenue (€)')).toBe('net_revenue_');
    expect(columnAlias('a"; drop table x; --')).toBe('a_drop_table_x___');
  });

  it('starts with a letter or underscore and keeps at most 59 characters', () => {
    expect(columnAlias('2024 total')).toBe('_2024_total');
    expect(columnAlias('x'.repeat(80))).toHaveLength(59);
    expect(columnAlias('')).toBe('_');
  });
});
