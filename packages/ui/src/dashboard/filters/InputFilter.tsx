import { TextInput } from '@mantine/core';
import { lazy, Suspense, type KeyboardEvent } from 'react';
import { useDashboardTranslation } from '../i18n';
import type { FilterControlProps } from './control-props';
import { ControlPlaceholder } from './ControlPlaceholder';
import { useFilterDraft } from './use-filter-draft';

/** The number input (and its formatting library) loads when a Number filter shows. */
const NumberFilterInput = lazy(async () => ({
  default: (await import('./NumberFilterInput')).NumberFilterInput,
}));

export interface InputFilterProps extends FilterControlProps {
  numeric: boolean;
}

/** Input Equals / Number Equal to: applied on Enter or Tab, with the spec's hint while editing. */
export function InputFilter({
  filter,
  label,
  value,
  onApply,
  debounceMs,
  numeric,
  disabled,
}: InputFilterProps) {
  const { t } = useDashboardTranslation();
  const { draft, setDraft, applyNow, dirty } = useFilterDraft(value, onApply, debounceMs);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'Tab') applyNow();
  };
  const description = dirty ? t('filterBar.pressEnter') : undefined;
  const testId = `filter-input-${filter.id}`;

  if (numeric) {
    return (
      <Suspense fallback={<ControlPlaceholder label={label} />}>
        <NumberFilterInput
          label={label}
          description={description}
          placeholder={t('filterBar.inputPlaceholder')}
          value={typeof draft === 'number' ? draft : null}
          onChange={setDraft}
          onKeyDown={onKeyDown}
          testId={testId}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  return (
    <TextInput
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description']}
      placeholder={t('filterBar.inputPlaceholder')}
      value={typeof draft === 'string' ? draft : ''}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      data-testid={testId}
      disabled={disabled}
    />
  );
}
