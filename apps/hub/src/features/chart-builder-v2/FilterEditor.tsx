import type { ChartDocument, ChartV2Filter, FilterSubType } from '@chartroom/core';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { DateRangeField } from './DateRangeField';
import { FieldTypeIcon } from './FieldTypeIcon';
import { SelectValuesField, type OptionSource } from './SelectValuesField';
import { useFieldValues } from './use-field-values';
import { defaultDateRange } from './v2-date-range';
import type { V2Field } from './v2-fields';
import {
  defaultSubType,
  draftOfFilter,
  filterTypesFor,
  newFilterDraft,
  storeFilter,
  subTypesFor,
  type FilterDraft,
  type V2FilterType,
} from './v2-filter-storage';

export interface FilterEditorProps {
  fields: readonly V2Field[];
  /** The filter being edited; none for a new one. */
  filter: ChartV2Filter | null;
  document: ChartDocument;
  connection: string | null;
  onApply: (filter: ChartV2Filter) => void;
  onCancel: () => void;
}

function initialDraft(fields: readonly V2Field[], filter: ChartV2Filter | null): FilterDraft {
  if (filter) return draftOfFilter(filter);
  const first = fields.find((f) => f.type === 'date') ?? fields[0];
  return newFilterDraft(first?.name ?? '', first?.type ?? 'string', defaultDateRange(new Date()));
}

/** Field, filter type, sub-type and value of one filter; Apply stores it by the spec's rules. */
export function FilterEditor({
  fields,
  filter,
  document,
  connection,
  onApply,
  onCancel,
}: FilterEditorProps) {
  const { t } = useHubTranslation();
  const [draft, setDraft] = useState<FilterDraft>(() => initialDraft(fields, filter));
  const [source, setSource] = useState<OptionSource>('Scan');
  const patch = (p: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...p }));
  const field = fields.find((f) => f.name === draft.field);
  const types = field ? filterTypesFor(field.type) : [];
  const scan = useFieldValues(
    document,
    connection,
    draft.field || null,
    draft.filterType === 'Select' && source === 'Scan',
  );
  const scanned = scan.data ?? [];

  const pickField = (name: string | null) => {
    const next = fields.find((f) => f.name === name);
    if (next) setDraft(newFilterDraft(next.name, next.type, defaultDateRange(new Date())));
  };
  const pickType = (type: V2FilterType) =>
    patch({
      filterType: type,
      subType: defaultSubType(type),
      range: type === 'Date' ? (draft.range ?? defaultDateRange(new Date())) : draft.range,
    });
  const options = source === 'Scan' ? scanned : draft.options;
  // A select stores its first option when none is chosen, so it needs one to choose from.
  const noOption =
    draft.filterType === 'Select' && options.length === 0 && draft.selected.length === 0;
  const apply = () => onApply(storeFilter({ ...draft, options: [...options] }));

  return (
    <Stack gap="sm" w={320} data-testid="filter-editor">
      <Text fw={600} size="sm">
        {t('chartBuilderV2.filters.title')}
      </Text>
      <Select
        label={t('chartBuilderV2.filters.field')}
        placeholder={t('chartBuilderV2.filters.fieldPlaceholder')}
        data={fields
          .filter((f) => filterTypesFor(f.type).length > 0)
          .map((f) => ({ value: f.name, label: f.name }))}
        value={draft.field || null}
        onChange={pickField}
        searchable
        allowDeselect={false}
        leftSection={field ? <FieldTypeIcon type={field.type} /> : undefined}
        comboboxProps={{ withinPortal: false }}
        data-testid="filter-field"
      />
      {types.length > 1 && (
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('chartBuilderV2.filters.type')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={draft.filterType}
            onChange={(v) => pickType(v as V2FilterType)}
            data={types.map((type) => ({
              value: type,
              label: t(`chartBuilderV2.filters.typeNames.${type}`),
            }))}
            data-testid="filter-type"
          />
        </div>
      )}
      <Select
        label={t('chartBuilderV2.filters.subType')}
        data={subTypesFor(draft.filterType).filter(
          (s) => draft.filterType !== 'Date' || s === 'Date Range',
        )}
        value={draft.subType}
        onChange={(v) => v && patch({ subType: v as FilterSubType })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        data-testid="filter-sub-type"
      />
      {draft.filterType === 'Input' && (
        <TextInput
          label={t('chartBuilderV2.filters.text')}
          value={draft.text}
          onChange={(e) => patch({ text: e.currentTarget.value })}
          data-autofocus
          data-testid="filter-text"
        />
      )}
      {draft.filterType === 'Number' && (
        <NumberInput
          label={t('chartBuilderV2.filters.number')}
          value={draft.number ?? ''}
          onChange={(v) => patch({ number: typeof v === 'number' ? v : null })}
          data-testid="filter-number"
        />
      )}
      {draft.filterType === 'Select' && (
        <SelectValuesField
          source={source}
          onSource={setSource}
          scanned={scanned}
          scanning={scan.isFetching}
          options={draft.options}
          onOptions={(options) => patch({ options })}
          selected={draft.selected}
          onSelected={(selected) => patch({ selected })}
          single={draft.subType === 'Select Single'}
        />
      )}
      {draft.filterType === 'Date' && (
        <DateRangeField value={draft.range} onChange={(range) => patch({ range })} />
      )}
      <TextInput
        label={t('chartBuilderV2.filters.displayName')}
        value={draft.customDisplayName ?? ''}
        placeholder={draft.field}
        onChange={(e) => patch({ customDisplayName: e.currentTarget.value })}
        data-testid="filter-display-name"
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('chartBuilderV2.filters.cancel')}
        </Button>
        <Button size="xs" onClick={apply} disabled={!field || noOption} data-testid="filter-apply">
          {t('chartBuilderV2.filters.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
