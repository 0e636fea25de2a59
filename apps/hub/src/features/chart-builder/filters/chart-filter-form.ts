import {
  chartFilterConfigSchema,
  FILTER_TYPES_BY_COLUMN_TYPE,
  type ChartFilterConfig,
  type FilterSubType,
  type FilterType,
} from '@chartroom/core';

/** The filter types a builder offers on a column (charts.md: Select, Date and Input). */
export const BUILDER_FILTER_TYPES = ['Select', 'Date', 'Input'] as const;
export type BuilderFilterType = (typeof BUILDER_FILTER_TYPES)[number];

/** Sub-types a chart-level filter of each type may have (filters-and-rendering.md §3). */
export const BUILDER_SUB_TYPES: Readonly<Record<BuilderFilterType, readonly FilterSubType[]>> = {
  Select: ['Select Single', 'Select Multi'],
  Date: ['Date Range', 'Date Range (No Timestamp)'],
  Input: ['Input Equals'],
};

/** Default sub-types (filters-and-rendering.md §5). */
export const DEFAULT_SUB_TYPE: Readonly<Record<BuilderFilterType, FilterSubType>> = {
  Select: 'Select Single',
  Date: 'Date Range',
  Input: 'Input Equals',
};

/** A column a filter may target, with its type. */
export interface FilterableColumn {
  name: string;
  type: string;
}

/** A raw table of the chart and its columns. */
export interface FilterableTable {
  name: string;
  columns: readonly FilterableColumn[];
}

/** Where the builder's filter columns come from: the chart's raw tables and its output. */
export interface FilterSources {
  rawTables: readonly FilterableTable[];
  outputColumns: readonly FilterableColumn[];
}

/** The builder filter types allowed on a column type (filters-and-rendering.md §5). */
export function filterTypesFor(columnType: string): BuilderFilterType[] {
  const allowed: readonly FilterType[] =
    (FILTER_TYPES_BY_COLUMN_TYPE as Record<string, readonly FilterType[]>)[columnType] ?? [];
  return BUILDER_FILTER_TYPES.filter((t) => allowed.includes(t));
}

/** The columns of a list a builder filter can target (at least one allowed type). */
export function filterableColumns(columns: readonly FilterableColumn[]): FilterableColumn[] {
  return columns.filter((c) => filterTypesFor(c.type).length > 0);
}

/** What the 'Add filter' form holds. */
export interface FilterForm {
  sourceType: 'Raw' | 'Output';
  table: string | null;
  column: string | null;
  filterType: BuilderFilterType | null;
  filterSubType: FilterSubType | null;
  displayName: string;
  restriction: 'Scan' | 'Manual';
  /** Manual options, one a line. */
  manualValues: string;
}

export function emptyFilterForm(sources: FilterSources): FilterForm {
  const sourceType = sources.rawTables.length > 0 ? 'Raw' : 'Output';
  return {
    sourceType,
    table: sources.rawTables[0]?.name ?? null,
    column: null,
    filterType: null,
    filterSubType: null,
    displayName: '',
    restriction: 'Scan',
    manualValues: '',
  };
}

/** The columns the form offers for its source (and table). */
export function formColumns(form: FilterForm, sources: FilterSources): FilterableColumn[] {
  if (form.sourceType === 'Output') return filterableColumns(sources.outputColumns);
  const table = sources.rawTables.find((t) => t.name === form.table);
  return table ? filterableColumns(table.columns) : [];
}

/** Picking a column: its first allowed type and that type's default sub-type, its name as name. */
export function withColumn(form: FilterForm, column: FilterableColumn): FilterForm {
  const types = filterTypesFor(column.type);
  const keepType = form.filterType && types.includes(form.filterType) ? form.filterType : null;
  const filterType = keepType ?? types[0] ?? null;
  const named = form.displayName.trim() === '' || form.displayName === form.column;
  return {
    ...form,
    column: column.name,
    filterType,
    filterSubType:
      keepType && form.filterSubType
        ? form.filterSubType
        : filterType && DEFAULT_SUB_TYPE[filterType],
    displayName: named ? column.name : form.displayName,
  };
}

/** Changing the type resets the sub-type to the type's default (filters-and-rendering.md §4). */
export function withType(form: FilterForm, filterType: BuilderFilterType): FilterForm {
  return { ...form, filterType, filterSubType: DEFAULT_SUB_TYPE[filterType] };
}

/** The filter config the form describes, or the first schema message. */
export function formConfig(
  form: FilterForm,
): { ok: true; config: ChartFilterConfig } | { ok: false; message: string } {
  if (form.sourceType === 'Raw' && !form.table) return { ok: false, message: 'Select a table' };
  if (!form.column) return { ok: false, message: 'Select a column' };
  const filterTarget =
    form.sourceType === 'Raw'
      ? { sourceType: 'Raw', rawTable: form.table ?? '', rawColumn: form.column ?? '' }
      : { sourceType: 'Output', outputColumn: form.column ?? '' };
  const manual = form.manualValues
    .split('\n')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const select = form.filterType === 'Select';
  const parsed = chartFilterConfigSchema.safeParse({
    displayName: form.displayName.trim() || form.column || undefined,
    filterType: form.filterType ?? undefined,
    filterSubType: form.filterSubType ?? undefined,
    filterRestrictionMethod: select ? form.restriction : 'Scan',
    filterRestrictions: { values: select && form.restriction === 'Manual' ? manual : [] },
    filterTarget,
    layout: { i: form.column ?? undefined },
  });
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid filter' };
}

/** The column a chart filter targets (raw, output or variable name). */
export function filterColumnName(config: ChartFilterConfig): string {
  const t = config.filterTarget;
  switch (t.sourceType) {
    case 'Raw':
      return t.rawColumn;
    case 'Output':
      return t.outputColumn;
    case 'Variable':
      return t.variableName;
  }
}

/** Short text of where a filter points: `orders.channel`, `channel` (output) or `{{var}}`. */
export function filterTargetText(config: ChartFilterConfig): string {
  const t = config.filterTarget;
  switch (t.sourceType) {
    case 'Raw':
      return `${t.rawTable}.${t.rawColumn}`;
    case 'Output':
      return t.outputColumn;
    case 'Variable':
      return `{{${t.variableName}}}`;
  }
}

/**
 * Whether a filter still has its column after a preview: an Output filter whose column left the
 * output is removed ("delete filters when output columns change", filters-and-rendering.md §7).
 */
export function keepsTargetColumn(
  config: ChartFilterConfig,
  outputColumns: readonly { columnName: string }[],
): boolean {
  const target = config.filterTarget;
  if (target.sourceType !== 'Output' || outputColumns.length === 0) return true;
  return outputColumns.some((c) => c.columnName === target.outputColumn);
}
