import { NumberInput, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useDashboardTranslation } from '../i18n';
import type { FilterControlProps } from './control-props';
import { useFilterDraft } from './use-filter-draft';

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
      <NumberInput
        label={label}
        description={description}
        inputWrapperOrder={['label', 'input', 'description']}
        placeholder={t('filterBar.inputPlaceholder')}
        value={typeof draft === 'number' ? draft : ''}
        onChange={(next) =>
          setDraft(typeof next === 'number' ? next : next === '' ? null : Number(next))
        }
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
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
    />
  );
}
