import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { valueToDay } from '../dates';
import { useDashboardTranslation } from '../i18n';
import type { FilterControlProps } from './control-props';
import { useFilterDraft } from './use-filter-draft';

/** Date After / Before / Single: one day, sent as YYYY-MM-DD. */
export function DateFilter({
  filter,
  label,
  value,
  onApply,
  debounceMs,
  disabled,
}: FilterControlProps) {
  const { t } = useDashboardTranslation();
  const { draft, changeDebounced, applyNow } = useFilterDraft(value, onApply, debounceMs);
  return (
    <DatePickerInput
      label={label}
      placeholder={t('filterBar.datePlaceholder')}
      value={typeof draft === 'string' ? valueToDay(draft) : null}
      onChange={(day) => (day ? changeDebounced(day) : applyNow(null))}
      clearable
      disabled={disabled}
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} stroke={1.5} />}
      data-testid={`filter-input-${filter.id}`}
    />
  );
}
