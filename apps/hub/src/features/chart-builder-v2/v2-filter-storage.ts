import {
  defaultFilterSubType,
  FILTER_SUB_TYPES,
  FILTER_TYPES_BY_COLUMN_TYPE,
  type ChartV2Filter,
  type DateBucketing,
  type DimensionType,
  type FilterSubType,
} from '@chartroom/core';
import type { IsoRange } from './v2-date-range';

/** Filter types of the v2 builder (charts.md §5). */
export type V2FilterType = 'Date' | 'Input' | 'Number' | 'Select';
export const V2_FILTER_TYPES: readonly V2FilterType[] = ['Date', 'Input', 'Number', 'Select'];

/** A filter as its editor holds it, before it is stored in the config. */
export interface FilterDraft {
  field: string;
  filterType: V2FilterType;
  subType: FilterSubType;
  /** Input: the text searched for. */
  text: string;
  /** Number: the value compared with. */
  number: number | null;
  /** Select: the chosen values, and the options offered. */
  selected: string[];
  options: string[];
  /** Date: ISO instants. */
  range: IsoRange | null;
  bucketing?: DateBucketing | undefined;
  customDisplayName?: string | undefined;
}

/** Filter types a field of this type offers (Toggle is not a v2 filter). */
export function filterTypesFor(type: DimensionType): V2FilterType[] {
  const allowed: readonly string[] = FILTER_TYPES_BY_COLUMN_TYPE[type];
  return V2_FILTER_TYPES.filter((t) => allowed.includes(t));
}

/** Sub-types of a type; the first of the list is the spec's default. */
export function subTypesFor(type: V2FilterType): FilterSubType[] {
  const fallback = defaultSubType(type);
  return [fallback, ...FILTER_SUB_TYPES[type].filter((s) => s !== fallback)];
}

/** 'Date Range', 'Input Equals', 'Number Equal to', 'Select Single' (charts.md §5). */
export function defaultSubType(type: V2FilterType): FilterSubType {
  return defaultFilterSubType(type)!;
}

/** A new filter draft of a field: the field's first filter type with its default sub-type. */
export function newFilterDraft(field: string, type: DimensionType, range: IsoRange): FilterDraft {
  const filterType = filterTypesFor(type)[0] ?? 'Input';
  return {
    field,
    filterType,
    subType: defaultSubType(filterType),
    text: '',
    number: null,
    selected: [],
    options: [],
    range: filterType === 'Date' ? range : null,
  };
}

const wrap = (v: string) => `%${v}%`;
const unwrap = (v: string) => v.replace(/^%/, '').replace(/%$/, '');

/**
 * The stored form of a filter (charts.md §5). The stored form alone tells the editor the filter's
 * type and sub-type back (`draftOfFilter`), since a v2 filter keeps no type of its own:
 * - Input: LIKE with % wrapping, a single value: `LIKE '%web%'`;
 * - Select Single: LIKE with % wrapping, as a one-value list: `LIKE ['%web%']`;
 * - Select Multi: IN with the '%' dropped: `IN ['web', 'app']` (one value too: `IN ['web']`);
 * - Number: `= 3`; Date: BETWEEN its two instants.
 * A select stores its first option when none is chosen on Apply.
 */
export function storeFilter(draft: FilterDraft): ChartV2Filter {
  const base = {
    field: draft.field,
    ...(draft.bucketing ? { bucketing: draft.bucketing } : {}),
    ...(draft.customDisplayName?.trim()
      ? { customDisplayName: draft.customDisplayName.trim() }
      : {}),
  };
  switch (draft.filterType) {
    case 'Input':
      return { ...base, operator: 'LIKE', value: wrap(draft.text) };
    case 'Number':
      return { ...base, operator: '=', value: draft.number ?? 0 };
    case 'Date':
      return { ...base, operator: 'BETWEEN', value: draft.range ?? [] };
    case 'Select': {
      const first = draft.options[0];
      const chosen =
        draft.selected.length > 0 ? draft.selected : first !== undefined ? [first] : [];
      if (draft.subType === 'Select Multi') {
        return { ...base, operator: 'IN', value: chosen.map(unwrap) };
      }
      return { ...base, operator: 'LIKE', value: [wrap(unwrap(chosen[0] ?? ''))] };
    }
  }
}

function stringList(value: ChartV2Filter['value']): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((v) => String(v));
}

/** The editor's draft of a stored filter (the reverse of `storeFilter`). */
export function draftOfFilter(filter: ChartV2Filter): FilterDraft {
  const values = stringList(filter.value);
  const draft: FilterDraft = {
    field: filter.field,
    filterType: 'Input',
    subType: 'Input Equals',
    text: '',
    number: null,
    selected: [],
    options: [],
    range: null,
    bucketing: filter.bucketing,
    customDisplayName: filter.customDisplayName,
  };
  switch (filter.operator) {
    case 'BETWEEN':
      return {
        ...draft,
        filterType: 'Date',
        subType: 'Date Range',
        range: [values[0] ?? '', values[1] ?? ''],
      };
    case 'IN':
      return {
        ...draft,
        filterType: 'Select',
        subType: 'Select Multi',
        selected: values.map(unwrap),
      };
    case 'LIKE':
      // A one-value list is a Select Single; a single value an Input.
      if (Array.isArray(filter.value)) {
        return {
          ...draft,
          filterType: 'Select',
          subType: 'Select Single',
          selected: values.slice(0, 1).map(unwrap),
        };
      }
      return { ...draft, text: unwrap(values[0] ?? '') };
    case '=':
      return {
        ...draft,
        filterType: 'Number',
        subType: 'Number Equal to',
        number: Number(values[0] ?? 0),
      };
    default:
      return { ...draft, text: unwrap(values[0] ?? '') };
  }
}

/** The value part of a filter chip: 'ann' for LIKE '%ann%', 'FR, TR' for IN. */
export function filterValueText(filter: ChartV2Filter): string {
  const values = stringList(filter.value);
  if (filter.operator === 'LIKE') return unwrap(values[0] ?? '');
  return values.join(', ');
}
