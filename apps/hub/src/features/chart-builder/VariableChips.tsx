import type { ChartFilterConfig } from '@chartroom/core';
import { Badge, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconVariable } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { variableFilterValue, type VariableChip } from './query-variables';

export interface VariableChipsProps {
  chips: readonly VariableChip[];
  /** The chart-level filter configs (the value a chip's popover shows). */
  filters?: readonly ChartFilterConfig[] | undefined;
  /**
   * Gives a variable a value (its 'Input Equals' filter's default value, created when missing).
   * When set, the chips open a popover with the value field of 'Configure Filters'.
   */
  onValue?: ((variable: string, value: string) => void) | undefined;
}

function chipColor(chip: VariableChip): string {
  if (!chip.hasFilter) return 'red';
  return chip.hasValue ? 'violet' : 'orange';
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The value a variable's filter binds now, as the value field shows it. */
function variableValue(filters: readonly ChartFilterConfig[], variable: string): string {
  const filter = filters.find(
    (f) => f.filterTarget.sourceType === 'Variable' && f.filterTarget.variableName === variable,
  );
  return filter ? valueText(variableFilterValue(filter)) : '';
}

/**
 * The query's `{{variables}}`: red when no filter exists for one (charts.md §2), orange while its
 * filter has no value, with the hint to give it one (the preview never runs without it). A red or
 * orange chip (any chip, so a value can be changed too) opens the value field right there;
 * 'Configure Filters' keeps the same field.
 */
export function VariableChips({ chips, filters = [], onValue }: VariableChipsProps) {
  const { t } = useHubTranslation();
  // The chip whose popover is open.
  const [open, setOpen] = useState<string | null>(null);
  if (chips.length === 0) return null;
  const unset = chips.filter((c) => !c.hasValue).map((c) => `{{${c.name}}}`);
  const tooltip = (chip: VariableChip) => {
    if (!chip.hasFilter) return t('chartBuilder.prepare.variableMissing');
    return chip.hasValue
      ? t('chartBuilder.prepare.variableOk')
      : t('chartBuilder.prepare.variableNoValue');
  };
  const badge = (chip: VariableChip, clickable: boolean) => (
    <Badge
      component={clickable ? 'button' : 'div'}
      type={clickable ? 'button' : undefined}
      tabIndex={0}
      variant="light"
      color={chipColor(chip)}
      leftSection={<IconVariable size={12} />}
      tt="none"
      style={clickable ? { cursor: 'pointer', border: 0 } : undefined}
      onClick={clickable ? () => setOpen((o) => (o === chip.name ? null : chip.name)) : undefined}
      aria-haspopup={clickable ? 'dialog' : undefined}
      aria-expanded={clickable ? open === chip.name : undefined}
      data-testid={`variable-chip-${chip.name}`}
      data-missing={!chip.hasFilter || undefined}
      data-no-value={!chip.hasValue || undefined}
    >
      {`{{${chip.name}}}`}
    </Badge>
  );
  return (
    // Basis 0: the hint wraps in the room left, never squeezing the 'Preview data' button.
    <Stack gap={4} style={{ flex: '1 1 0', minWidth: 0 }}>
      <Group gap={6} data-testid="variable-chips">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('chartBuilder.prepare.variables')}
        </Text>
        {chips.map((chip) => {
          if (!onValue) {
            return (
              <Tooltip key={chip.name} label={tooltip(chip)} withArrow>
                {badge(chip, false)}
              </Tooltip>
            );
          }
          return (
            <Popover
              key={chip.name}
              opened={open === chip.name}
              onChange={(opened) => setOpen(opened ? chip.name : null)}
              position="bottom-start"
              withArrow
              shadow="md"
              trapFocus
            >
              <Popover.Target>
                <Tooltip label={tooltip(chip)} withArrow disabled={open === chip.name}>
                  {badge(chip, true)}
                </Tooltip>
              </Popover.Target>
              <Popover.Dropdown data-testid={`variable-chip-popover-${chip.name}`}>
                <TextInput
                  size="xs"
                  w={240}
                  label={t('chartBuilder.filters.value')}
                  placeholder={t('chartBuilder.filters.valuePlaceholder', {
                    variable: `{{${chip.name}}}`,
                  })}
                  value={variableValue(filters, chip.name)}
                  onChange={(e) => onValue(chip.name, e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') setOpen(null);
                  }}
                  data-autofocus
                  data-testid={`variable-chip-value-${chip.name}`}
                />
              </Popover.Dropdown>
            </Popover>
          );
        })}
      </Group>
      {unset.length > 0 && (
        <Text size="xs" c="orange.8" data-testid="variable-value-hint">
          {t('chartBuilder.prepare.valueHint', { names: unset.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
