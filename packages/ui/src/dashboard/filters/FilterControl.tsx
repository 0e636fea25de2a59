import { Input, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { filterControlKind } from '../filter-values';
import { useDashboardTranslation } from '../i18n';
import type { FilterControlProps } from './control-props';
import { ControlPlaceholder } from './ControlPlaceholder';
import { InputFilter } from './InputFilter';

// Each kind of control is a chunk of its own, loaded when a dashboard shows one (date pickers,
// selects and switches are not in a page's initial JavaScript).
const DateRangeFilter = lazy(async () => ({
  default: (await import('./DateRangeFilter')).DateRangeFilter,
}));
const DateFilter = lazy(async () => ({ default: (await import('./DateFilter')).DateFilter }));
const SelectFilter = lazy(async () => ({ default: (await import('./SelectFilter')).SelectFilter }));
const ToggleFilter = lazy(async () => ({ default: (await import('./ToggleFilter')).ToggleFilter }));

export interface FilterControlAllProps extends FilterControlProps {
  options: readonly string[];
  optionsLoading: boolean;
  /** Select options shown at most: 1000 (dashboard filters, the default) or 300 (§5). */
  maxOptions?: number | undefined;
}

/**
 * The control for one dashboard filter, chosen by its type and sub type. A bound filter is
 * disabled with the spec's hint 'This filter can be set at the dashboard level.'
 */
export function FilterControl(props: FilterControlAllProps) {
  const { t } = useDashboardTranslation();
  const bound = props.filter.isBound === true;
  const control = (
    <Suspense fallback={<ControlPlaceholder label={props.label} />}>
      <Control {...props} disabled={props.disabled === true || bound} />
    </Suspense>
  );
  if (!bound) return control;
  return (
    <Stack gap={2} data-bound="true">
      {control}
      <Text size="xs" c="dimmed" data-testid={`filter-bound-hint-${props.filter.id}`}>
        {t('filterBar.boundHint')}
      </Text>
    </Stack>
  );
}

function Control(props: FilterControlAllProps) {
  const { t } = useDashboardTranslation();
  const { options, optionsLoading, maxOptions, ...control } = props;
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
          maxOptions={maxOptions}
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
