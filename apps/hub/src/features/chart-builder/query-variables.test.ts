import { describe, expect, it } from 'vitest';
import { previewSql } from './preview-sql';
import { syncVariableFilters, variableChips, variableFilter } from './query-variables';

const QUERY = "SELECT * FROM orders WHERE status = '{{status}}' AND channel = {{channel}}";

describe('variableChips', () => {
  it('lists the variables, red (no filter) until a filter targets them', () => {
    expect(variableChips(QUERY, [])).toEqual([
      { name: 'status', hasFilter: false },
      { name: 'channel', hasFilter: false },
    ]);
    expect(variableChips(QUERY, [variableFilter('status')])).toEqual([
      { name: 'status', hasFilter: true },
      { name: 'channel', hasFilter: false },
    ]);
  });
});

describe('syncVariableFilters', () => {
  it("creates an 'Input Equals' filter per new variable", () => {
    const filters = syncVariableFilters(QUERY, []);
    expect(filters.map((f) => [f.filterType, f.filterSubType, f.filterTarget])).toEqual([
      ['Input', 'Input Equals', { sourceType: 'Variable', variableName: 'status' }],
      ['Input', 'Input Equals', { sourceType: 'Variable', variableName: 'channel' }],
    ]);
  });

  it('removes filters of variables gone from the query and keeps the others', () => {
    const start = syncVariableFilters(QUERY, []);
    const next = syncVariableFilters("SELECT * FROM orders WHERE status = '{{status}}'", start);
    expect(next).toEqual([start[0]]);
  });
});

describe('previewSql', () => {
  it('caps to 100 rows, drops the semicolon and nulls the variables', () => {
    expect(previewSql("SELECT * FROM orders WHERE s = '{{s}}';")).toBe(
      'SELECT * FROM (\nSELECT * FROM orders WHERE s = NULL\n) AS builder_preview LIMIT 100',
    );
  });
});
