import { describe, expect, it } from 'vitest';
import {
  defaultSubType,
  draftOfFilter,
  filterTypesFor,
  filterValueText,
  newFilterDraft,
  storeFilter,
  subTypesFor,
  type FilterDraft,
} from './v2-filter-storage';

const RANGE: [string, string] = ['2025-01-01T00:00:00.000Z', '2025-01-07T23:59:59.999Z'];

function draft(patch: Partial<FilterDraft>): FilterDraft {
  return { ...newFilterDraft('channel', 'string', RANGE), ...patch };
}

describe('filter types and sub-types', () => {
  it('has the spec default sub-types', () => {
    expect(defaultSubType('Date')).toBe('Date Range');
    expect(defaultSubType('Input')).toBe('Input Equals');
    expect(defaultSubType('Number')).toBe('Number Equal to');
    expect(defaultSubType('Select')).toBe('Select Single');
    expect(subTypesFor('Select')).toEqual(['Select Single', 'Select Multi']);
    expect(subTypesFor('Date')[0]).toBe('Date Range');
  });

  it('offers the filter types of the field type', () => {
    expect(filterTypesFor('string')).toEqual(['Input', 'Select']);
    expect(filterTypesFor('number')).toEqual(['Number', 'Select']);
    expect(filterTypesFor('date')).toEqual(['Date']);
    expect(filterTypesFor('boolean')).toEqual([]);
  });

  it('starts a date field as a Date Range over the given range', () => {
    const d = newFilterDraft('created_at', 'date', RANGE);
    expect(d).toMatchObject({ filterType: 'Date', subType: 'Date Range', range: RANGE });
  });
});

describe('storeFilter', () => {
  it('stores a text filter as LIKE with % wrapping', () => {
    expect(storeFilter(draft({ filterType: 'Input', text: 'web' }))).toEqual({
      field: 'channel',
      operator: 'LIKE',
      value: '%web%',
    });
  });

  it('stores a multi-select of several values as IN and drops the %', () => {
    const d = draft({
      filterType: 'Select',
      subType: 'Select Multi',
      selected: ['%web%', 'app'],
      options: ['web', 'app'],
    });
    expect(storeFilter(d)).toEqual({ field: 'channel', operator: 'IN', value: ['web', 'app'] });
  });

  it('stores a Select Single as LIKE with % wrapping, as a one-value list', () => {
    const d = draft({
      filterType: 'Select',
      subType: 'Select Single',
      selected: ['app'],
      options: ['web', 'app'],
    });
    expect(storeFilter(d)).toEqual({ field: 'channel', operator: 'LIKE', value: ['%app%'] });
  });

  it('uses the first option when none is chosen on Apply', () => {
    const single = draft({
      filterType: 'Select',
      subType: 'Select Single',
      options: ['web', 'app'],
    });
    expect(storeFilter(single).value).toEqual(['%web%']);
    const multi = draft({ filterType: 'Select', subType: 'Select Multi', options: ['web', 'app'] });
    expect(storeFilter(multi)).toMatchObject({ operator: 'IN', value: ['web'] });
  });

  it('keeps one value of a Select Single', () => {
    const d = draft({
      filterType: 'Select',
      subType: 'Select Single',
      selected: ['web', 'app'],
      options: ['web', 'app'],
    });
    expect(storeFilter(d)).toMatchObject({ operator: 'LIKE', value: ['%web%'] });
  });

  it('stores a number as = and a date range as BETWEEN with its display name', () => {
    expect(storeFilter(draft({ filterType: 'Number', number: 3 }))).toMatchObject({
      operator: '=',
      value: 3,
    });
    expect(
      storeFilter(draft({ filterType: 'Date', range: RANGE, customDisplayName: ' Order date ' })),
    ).toEqual({
      field: 'channel',
      operator: 'BETWEEN',
      value: RANGE,
      customDisplayName: 'Order date',
    });
  });
});

describe('a stored filter reopens with its type and sub-type', () => {
  const reopen = (d: FilterDraft) => draftOfFilter(storeFilter(d));

  it('reopens a Select Single as a Select Single (not an Input)', () => {
    const d = draft({
      filterType: 'Select',
      subType: 'Select Single',
      selected: ['app'],
      options: ['web', 'app'],
    });
    expect(reopen(d)).toMatchObject({
      filterType: 'Select',
      subType: 'Select Single',
      selected: ['app'],
    });
  });

  it('reopens a Select Multi of one or several values as a Select Multi', () => {
    const one = draft({ filterType: 'Select', subType: 'Select Multi', selected: ['app'] });
    expect(reopen(one)).toMatchObject({
      filterType: 'Select',
      subType: 'Select Multi',
      selected: ['app'],
    });
    const two = draft({ filterType: 'Select', subType: 'Select Multi', selected: ['app', 'web'] });
    expect(reopen(two)).toMatchObject({ subType: 'Select Multi', selected: ['app', 'web'] });
  });

  it('reopens Input, Number and Date filters as themselves', () => {
    expect(reopen(draft({ filterType: 'Input', text: 'web' }))).toMatchObject({
      filterType: 'Input',
      subType: 'Input Equals',
      text: 'web',
    });
    expect(
      reopen(draft({ filterType: 'Number', subType: 'Number Equal to', number: 7 })),
    ).toMatchObject({ filterType: 'Number', subType: 'Number Equal to', number: 7 });
    expect(
      reopen(draft({ filterType: 'Date', subType: 'Date Range', range: RANGE })),
    ).toMatchObject({ filterType: 'Date', subType: 'Date Range', range: RANGE });
  });
});

describe('draftOfFilter and chip text', () => {
  it('reads stored filters back', () => {
    expect(draftOfFilter({ field: 'a', operator: 'LIKE', value: '%x%' })).toMatchObject({
      filterType: 'Input',
      text: 'x',
    });
    expect(draftOfFilter({ field: 'a', operator: 'IN', value: ['x', 'y'] })).toMatchObject({
      filterType: 'Select',
      subType: 'Select Multi',
      selected: ['x', 'y'],
    });
    expect(draftOfFilter({ field: 'a', operator: 'BETWEEN', value: RANGE })).toMatchObject({
      filterType: 'Date',
      range: RANGE,
    });
    expect(draftOfFilter({ field: 'a', operator: '=', value: 4 })).toMatchObject({
      filterType: 'Number',
      number: 4,
    });
  });

  it('shows LIKE without % and lists as a comma list', () => {
    expect(filterValueText({ field: 'a', operator: 'LIKE', value: '%web%' })).toBe('web');
    expect(filterValueText({ field: 'a', operator: 'LIKE', value: ['%web%'] })).toBe('web');
    expect(filterValueText({ field: 'a', operator: 'IN', value: ['x', 'y'] })).toBe('x, y');
  });
});
