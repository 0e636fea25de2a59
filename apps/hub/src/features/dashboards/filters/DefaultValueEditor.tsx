import { MAX_OTHER_SELECT_OPTIONS, type FilterSelectedValue } from '@chartroom/core';
import { rangeToValue } from '@chartroom/ui';
import { MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useHubTranslation } from '../../../i18n/hub-i18n';

/** The day (YYYY-MM-DD) of a stored date value, for the pickers. */
function valueToDay(value: string | undefined): string | null {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '');
  return match ? match[0] : null;
}

export interface DefaultValueEditorProps {
  filterType: string;
  filterSubType: string | undefined;
  value: FilterSelectedValue | undefined;
  onChange: (value: FilterSelectedValue) => void;
  /** Select options (Manual list or scan); at most 300 are offered here (spec §5, §9). */
  options: readonly string[];
  timeZone?: string | undefined;
}

/**
 * The default value of a dashboard filter, by its type and sub type (values as the filter bar
 * applies them: a date range is [start, end] in the dashboard's zone, a day is YYYY-MM-DD). An
 * empty value is null; a NaN number is unset (spec §5).
 */
export function DefaultValueEditor({
  filterType,
  filterSubType,
  value,
  onChange,
  options,
  timeZone,
}: DefaultValueEditorProps) {
  const { t } = useHubTranslation();
  const label = t('filterAuthoring.defaultValue');
  const testId = 'filter-default-value';
  const capped = options.slice(0, MAX_OTHER_SELECT_OPTIONS);
  switch (filterSubType ?? filterType) {
    case 'Date Range':
    case 'Date Range (No Timestamp)': {
      const range = Array.isArray(value) && value.length === 2 ? value : null;
      return (
        <DatePickerInput
          type="range"
          label={label}
          clearable
          allowSingleDateInRange
          value={range ? [valueToDay(range[0]), valueToDay(range[1])] : [null, null]}
          onChange={([start, end]) => {
            if (start && end)
              onChange(rangeToValue(start, end, filterSubType === 'Date Range', timeZone));
            else if (!start && !end) onChange(null);
          }}
          valueFormat="MMM D, YYYY"
          data-testid={testId}
        />
      );
    }
    case 'Date After':
    case 'Date Before':
    case 'Date Single':
    case 'Date':
      return (
        <DatePickerInput
          label={label}
          clearable
          value={typeof value === 'string' ? valueToDay(value) : null}
          onChange={(day) => onChange(day ?? null)}
          valueFormat="MMM D, YYYY"
          data-testid={testId}
        />
      );
    case 'Select Multi':
      return (
        <MultiSelect
          label={label}
          data={capped as string[]}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next.length > 0 ? next : null)}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid={testId}
        />
      );
    case 'Select Single':
    case 'Select':
      return (
        <Select
          label={label}
          data={capped as string[]}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? null)}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid={testId}
        />
      );
    case 'Number Equal to':
    case 'Number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => {
            const n = typeof next === 'number' ? next : Number.parseFloat(next);
            onChange(Number.isNaN(n) ? null : n);
          }}
          data-testid={testId}
        />
      );
    case 'Toggle':
      return (
        <Switch
          label={label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked ? true : null)}
          data-testid={testId}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
          data-testid={testId}
        />
      );
  }
}
