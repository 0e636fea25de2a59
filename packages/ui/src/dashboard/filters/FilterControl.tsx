import { Input, Text } from '@mantine/core';
import { filterControlKind } from '../filter-values';
import { useDashboardTranslation } from '../i18n';
import type { FilterControlProps } from './control-props';
import { DateFilter } from './DateFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { InputFilter } from './InputFilter';
import { SelectFilter } from './SelectFilter';
import { ToggleFilter } from './ToggleFilter';

export interface FilterControlAllProps extends FilterControlProps {
  options: readonly string[];
  optionsLoading: boolean;
}

/** The control for one dashboard filter, chosen by its type and sub type. */
export function FilterControl(props: FilterControlAllProps) {
  const { t } = useDashboardTranslation();
  const { options, optionsLoading, ...control } = props;
  const kind = filterControlKind(props.filter.filterType, props.filter.filterSubType);
  switch (kind) {
    case 'dateRange':
      return <DateRangeFilter {...control} />;
    case 'date':
      return <DateFilter {...control} />;
    case 'selectSingle':
    case 'selectMulti':
      return (
        <SelectFilter
          {...control}
          multiple={kind === 'selectMulti'}
          options={options}
          loading={optionsLoading}
        />
      );
    case 'input':
    case 'number':
      return <InputFilter {...control} numeric={kind === 'number'} />;
    case 'toggle':
      return <ToggleFilter {...control} />;
    case 'unknown':
      return (
        <Input.Wrapper label={control.label}>
          <Text size="sm" c="dimmed" mt={6}>
            {t('filterBar.unsupported', {
              type: props.filter.filterSubType ?? props.filter.filterType ?? '?',
            })}
          </Text>
        </Input.Wrapper>
      );
  }
}
