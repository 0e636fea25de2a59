import { Loader, MultiSelect, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useDashboardTranslation } from '../i18n';
import type { FilterControlProps } from './control-props';
import { useFilterDraft } from './use-filter-draft';

/** Spec §5, §9: at most 1000 options in dashboard filters (300 in editors and chart filters). */
export const MAX_SELECT_OPTIONS = 1000;

export interface SelectFilterProps extends FilterControlProps {
  multiple: boolean;
  options: readonly string[];
  loading: boolean;
  /** Options shown at most (default 1000; 300 in the default-value editor and chart filters). */
  maxOptions?: number | undefined;
}

function optionList(options: readonly string[], selected: string[], max: number): string[] {
  const unique = new Set(options.slice(0, max));
  for (const value of selected) unique.add(value);
  unique.delete('');
  return [...unique];
}

/** Select Single / Select Multi, searchable, applied after the debounce. */
export function SelectFilter(props: SelectFilterProps) {
  const { filter, label, value, onApply, debounceMs, multiple, options, loading, disabled } = props;
  const max = props.maxOptions ?? MAX_SELECT_OPTIONS;
  const { t } = useDashboardTranslation();
  const { draft, changeDebounced, applyNow } = useFilterDraft(value, onApply, debounceMs);
  const selected = useMemo(
    () => (Array.isArray(draft) ? draft : typeof draft === 'string' ? [draft] : []),
    [draft],
  );
  const data = useMemo(() => optionList(options, selected, max), [options, selected, max]);
  const common = {
    label,
    data,
    searchable: true,
    clearable: true,
    disabled,
    limit: max,
    nothingFoundMessage: loading ? t('filterBar.loadingOptions') : t('filterBar.noOptions'),
    rightSection: loading ? <Loader size={14} /> : undefined,
    comboboxProps: { withinPortal: true },
    'data-testid': `filter-input-${filter.id}`,
  };

  if (multiple) {
    return (
      <MultiSelect
        {...common}
        placeholder={selected.length ? undefined : t('filterBar.multiPlaceholder')}
        value={selected}
        onChange={(next) => (next.length ? changeDebounced(next) : applyNow(null))}
        hidePickedOptions
      />
    );
  }
  return (
    <Select
      {...common}
      placeholder={t('filterBar.selectPlaceholder')}
      value={selected[0] ?? null}
      onChange={(next) => (next ? changeDebounced(next) : applyNow(null))}
      allowDeselect
    />
  );
}
