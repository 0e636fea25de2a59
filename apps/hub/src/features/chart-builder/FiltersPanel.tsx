import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFilter, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { DraftFilter } from './chart-draft';

export interface FiltersPanelProps {
  filters: readonly DraftFilter[];
  onRemove: (filterId: string) => void;
}

/** The chart-level filters (for now the query variables' 'Input Equals' filters). */
export function FiltersPanel({ filters, onRemove }: FiltersPanelProps) {
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
        <Paper key={f.filterId} withBorder radius="md" px="sm" py="xs">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconFilter size={15} />
              <Text size="sm" fw={500}>
                {f.config.displayName}
              </Text>
              <Badge variant="light" size="sm" tt="none">
                {f.config.filterSubType ?? f.config.filterType}
              </Badge>
              {f.config.filterTarget.sourceType === 'Variable' && (
                <Badge variant="outline" size="sm" tt="none" color="violet">
                  {`{{${f.config.filterTarget.variableName}}}`}
                </Badge>
              )}
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
        </Paper>
      ))}
    </Stack>
  );
}
