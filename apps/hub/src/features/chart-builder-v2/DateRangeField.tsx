import type { DatePresetKey } from '@chartroom/core';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import {
  dayRangeIso,
  presetRange,
  rangePreset,
  V2_DATE_PRESETS,
  type IsoRange,
} from './v2-date-range';

const CUSTOM = 'custom';

export interface DateRangeFieldProps {
  value: IsoRange | null;
  onChange: (range: IsoRange) => void;
}

/** A date range: one of the v2 presets (detected from the range) or custom calendar days (UTC). */
export function DateRangeField({ value, onChange }: DateRangeFieldProps) {
  const { t } = useHubTranslation();
  const now = new Date();
  const preset = value ? rangePreset(value, now) : null;
  const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : null);
  // The first day clicked, until the second one: the calendar needs the half range as its value
  // to take the next click as the range's other end.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  return (
    <Stack gap="xs">
      <Select
        label={t('chartBuilderV2.filters.preset')}
        data={[
          ...V2_DATE_PRESETS.map((key) => ({
            value: key,
            label: t(`chartBuilderV2.filters.presets.${key}`),
          })),
          { value: CUSTOM, label: t('chartBuilderV2.filters.custom') },
        ]}
        value={preset ?? CUSTOM}
        onChange={(v) => v && v !== CUSTOM && onChange(presetRange(v as DatePresetKey, now))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        data-testid="filter-date-preset"
      />
      <DatePickerInput
        type="range"
        label={t('chartBuilderV2.filters.custom')}
        leftSection={<IconCalendar size={16} />}
        value={picking ?? [day(value?.[0]), day(value?.[1])]}
        onChange={([from, to]) => {
          if (from && to) {
            setPicking(null);
            onChange(dayRangeIso(from, to));
          } else setPicking(from || to ? [from, to] : null); // cleared: back to the stored range
        }}
        onDropdownClose={() => setPicking(null)}
        valueFormat="YYYY-MM-DD"
        popoverProps={{ withinPortal: false }}
        data-testid="filter-date-range"
      />
    </Stack>
  );
}
