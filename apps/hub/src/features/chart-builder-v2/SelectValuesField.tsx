import { Loader, MultiSelect, SegmentedControl, Stack, TagsInput, Text } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';

export type OptionSource = 'Scan' | 'Manual';

export interface SelectValuesFieldProps {
  source: OptionSource;
  onSource: (source: OptionSource) => void;
  /** Scanned values of the field (Scan). */
  scanned: readonly string[];
  scanning: boolean;
  options: string[];
  onOptions: (options: string[]) => void;
  selected: string[];
  onSelected: (selected: string[]) => void;
  single: boolean;
}

/** Options of a select filter, filled by Scan (default) or Manual, and the chosen values. */
export function SelectValuesField(props: SelectValuesFieldProps) {
  const { t } = useHubTranslation();
  // Chosen values stay listed (a reopened filter's values may not be among the scanned ones).
  const offered = props.source === 'Scan' ? props.scanned : props.options;
  const options = [...new Set([...offered, ...props.selected])];
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('chartBuilderV2.filters.optionSource')}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          value={props.source}
          onChange={(v) => props.onSource(v as OptionSource)}
          data={[
            { value: 'Scan', label: t('chartBuilderV2.filters.scan') },
            { value: 'Manual', label: t('chartBuilderV2.filters.manual') },
          ]}
          data-testid="filter-option-source"
        />
      </div>
      {props.source === 'Manual' && (
        <TagsInput
          label={t('chartBuilderV2.filters.manual')}
          placeholder={t('chartBuilderV2.filters.manualPlaceholder')}
          value={props.options}
          onChange={props.onOptions}
          comboboxProps={{ withinPortal: false }}
          data-testid="filter-manual-options"
        />
      )}
      <MultiSelect
        label={t('chartBuilderV2.filters.options')}
        placeholder={t('chartBuilderV2.filters.optionsPlaceholder')}
        data={options}
        value={props.selected.filter((v) => options.includes(v))}
        onChange={(v) => props.onSelected(props.single ? v.slice(-1) : v)}
        searchable
        maxValues={props.single ? 1 : undefined}
        rightSection={props.scanning ? <Loader size={14} /> : undefined}
        comboboxProps={{ withinPortal: false }}
        data-testid="filter-values"
      />
      <Text size="xs" c="dimmed">
        {props.scanning
          ? t('chartBuilderV2.filters.scanning')
          : t('chartBuilderV2.filters.firstOptionHint')}
      </Text>
    </Stack>
  );
}
