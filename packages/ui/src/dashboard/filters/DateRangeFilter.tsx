import { DatePickerInput, type DatePickerPreset } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DATE_PRESET_KEYS, presetRange, rangeToValue, valueToDay } from '../dates';
import { useDashboardTranslation } from '../i18n';
import type { DashboardFilterValue } from '../types';
import type { FilterControlProps } from './control-props';
import { useFilterDraft } from './use-filter-draft';

type DayRange = [string | null, string | null];

function toRange(value: DashboardFilterValue): DayRange {
  if (!Array.isArray(value)) return [null, null];
  return [valueToDay(value[0]), valueToDay(value[1])];
}

/** Date Range filter: a range picker with the spec's presets; applied once both ends are set. */
export function DateRangeFilter({
  filter,
  label,
  value,
  onApply,
  debounceMs,
  timeZone,
  disabled,
}: FilterControlProps) {
  const { t } = useDashboardTranslation();
  const { draft, setDraft, changeDebounced, applyNow } = useFilterDraft(value, onApply, debounceMs);
  const withTimestamp = filter.filterSubType !== 'Date Range (No Timestamp)';
  const presets = useMemo<DatePickerPreset<'range'>[]>(
    () =>
      DATE_PRESET_KEYS.map((key) => ({
        value: presetRange(key, new Date(), timeZone),
        label: t(`presets.${key}`),
      })),
    [t, timeZone],
  );

  const onChange = (range: DayRange) => {
    const [start, end] = range;
    if (!start && !end) {
      applyNow(null);
    } else if (start && end) {
      changeDebounced(rangeToValue(start, end, withTimestamp, timeZone));
    } else {
      setDraft(start ? [rangeToValue(start, start, withTimestamp, timeZone)[0]] : null);
    }
  };

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={t('filterBar.rangePlaceholder')}
      value={toRange(draft)}
      onChange={onChange}
      presets={presets}
      allowSingleDateInRange
      clearable
      disabled={disabled}
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} stroke={1.5} />}
      data-testid={`filter-input-${filter.id}`}
    />
  );
}
