import {
  FILTER_SUB_TYPES,
  filterSubTypeSchema,
  filterTypeSchema,
  type AnyDashboardFilter,
  type FilterType,
} from '@chartroom/core';
import { Select, Text } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { withFilterType } from './filter-editor-model';

export interface FilterTypeSelectsProps<F extends AnyDashboardFilter> {
  filter: F;
  setFilter: Dispatch<SetStateAction<F>>;
  /** The filter types offered (by the column's type in the V2.5 editor). */
  types: readonly FilterType[];
  /** Say so when the type has no sub-type (Toggle) rather than showing nothing. */
  explainNoSubType?: boolean;
}

/**
 * The filter type and sub-type selects of both filter editors: a new type resets the sub-type to
 * its default (withFilterType), a new sub-type clears the selected and default values.
 */
export function FilterTypeSelects<F extends AnyDashboardFilter>({
  filter,
  setFilter,
  types,
  explainNoSubType = false,
}: FilterTypeSelectsProps<F>) {
  const { t } = useHubTranslation();
  const subTypes = FILTER_SUB_TYPES[filter.filterType];
  return (
    <>
      <Select
        label={t('filterAuthoring.type')}
        data={[...types]}
        value={filter.filterType}
        allowDeselect={false}
        onChange={(next) => {
          const type = filterTypeSchema.safeParse(next);
          if (type.success) setFilter((f) => withFilterType(f, type.data));
        }}
        comboboxProps={{ withinPortal: true }}
        data-testid="filter-type"
      />
      {subTypes.length > 0 ? (
        <Select
          label={t('filterAuthoring.subType')}
          data={[...subTypes]}
          value={filter.filterSubType ?? null}
          allowDeselect={false}
          onChange={(next) => {
            const sub = filterSubTypeSchema.safeParse(next);
            if (sub.success)
              setFilter((f) => ({
                ...f,
                filterSubType: sub.data,
                selectedValue: null,
                defaultValue: null,
              }));
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-sub-type"
        />
      ) : (
        explainNoSubType && (
          <Text size="xs" c="dimmed">
            {t('filterAuthoring.noSubType')}
          </Text>
        )
      )}
    </>
  );
}
