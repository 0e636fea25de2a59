import { describe, expect, it } from 'vitest';
import { nullVariablesSql, previewColumnsSql } from './preview-sql';
import {
  syncVariableFilters,
  variableChips,
  variableFilter,
  variablesWithoutValue,
  withDefaultValue,
} from './query-variables';

const QUERY = "SELECT * FROM orders WHERE status = '{{status}}' AND channel = {{channel}}";

describe('variableChips', () => {
  it('lists the variables, red (no filter) until a filter targets them', () => {
    expect(variableChips(QUERY, [])).toEqual([
      { name: 'status', hasFilter: false, hasValue: false },
      { name: 'channel', hasFilter: false, hasValue: false },
    ]);
    expect(variableChips(QUERY, [variableFilter('status')])).toEqual([
      { name: 'status', hasFilter: true, hasValue: false },
      { name: 'channel', hasFilter: false, hasValue: false },
    ]);
  });

  it("has a value when its filter's current or default value is set", () => {
    const status = withDefaultValue(variableFilter('status'), 'completed');
    expect(variableChips(QUERY, [status])[0]).toEqual({
      name: 'status',
      hasFilter: true,
      hasValue: true,
    });
    const selected = { ...variableFilter('channel'), selectedValue: 'web' };
    expect(variablesWithoutValue(QUERY, [status, selected])).toEqual([]);
    expect(variablesWithoutValue(QUERY, [status])).toEqual(['channel']);
    // A blank value is no value, and clears the default.
    const blank = withDefaultValue(status, '  ');
    expect(blank.defaultValue).toBeUndefined();
    expect(variablesWithoutValue(QUERY, [blank, selected])).toEqual(['status']);
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

describe('preview SQL', () => {
  it('sets unset variables to NULL at their own length (positions stay the user’s)', () => {
    const query = "SELECT *\nFROM orders WHERE s = '{{s}}' OR {{t}} IS NULL;";
    expect(nullVariablesSql(query)).toBe(
      'SELECT *\nFROM orders WHERE s = NULL    OR NULL  IS NULL;',
    );
    expect(nullVariablesSql(query)).toHaveLength(query.length);
  });

  it('finds the columns of a query with unset variables without fetching a row', () => {
    expect(previewColumnsSql("SELECT * FROM orders WHERE s = '{{s}}' OR {{t}} IS NULL;")).toBe(
      'SELECT * FROM (\nSELECT * FROM orders WHERE s = NULL OR NULL IS NULL\n) AS builder_preview LIMIT 0',
    );
  });
});
