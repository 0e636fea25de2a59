import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconFilter, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { DraftFilter } from './chart-draft';
import { variableFilterValue } from './query-variables';
import { filterTargetText } from './filters/chart-filter-form';

export interface FiltersPanelProps {
  filters: readonly DraftFilter[];
  onRemove: (filterId: string) => void;
  /** Sets the value a Variable filter binds (its default value). */
  onValue?: ((filterId: string, value: string) => void) | undefined;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The chart-level filters (for now the query variables' 'Input Equals' filters). */
export function FiltersPanel({ filters, onRemove, onValue }: FiltersPanelProps) {
  const { t } = useHubTranslation();
  if (filters.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" data-testid="filters-empty">
        {t('chartBuilder.filters.empty', { example: '{{variable}}' })}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="filters-panel">
      {filters.map((f) => (
        <Paper
          key={f.filterId}
          withBorder
          radius="md"
          px="sm"
          py="xs"
          data-testid={`chart-filter-${f.config.displayName}`}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <IconFilter size={15} />
              <Text size="sm" fw={500}>
                {f.config.displayName}
              </Text>
              <Badge variant="light" size="sm" tt="none">
                {f.config.filterSubType ?? f.config.filterType}
              </Badge>
              <Badge variant="outline" size="sm" tt="none" color="violet">
                {filterTargetText(f.config)}
              </Badge>
              {!f.saved && (
                <Badge variant="dot" size="sm" color="orange" tt="none">
                  {t('chartBuilder.filters.unsaved')}
                </Badge>
              )}
            </Group>
            <Tooltip label={t('chartBuilder.filters.remove')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('chartBuilder.filters.remove')}
                onClick={() => onRemove(f.filterId)}
              >
                <IconTrash size={15} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {onValue && f.config.filterTarget.sourceType === 'Variable' && (
            <TextInput
              mt="xs"
              size="xs"
              label={t('chartBuilder.filters.value')}
              placeholder={t('chartBuilder.filters.valuePlaceholder', {
                variable: `{{${f.config.filterTarget.variableName}}}`,
              })}
              value={valueText(variableFilterValue(f.config))}
              onChange={(e) => onValue(f.filterId, e.currentTarget.value)}
              data-testid={`variable-value-${f.config.filterTarget.variableName}`}
            />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
