import { Alert, Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { UnknownEntry } from './tenant-access-draft';

export interface UnknownTablesAlertProps {
  entries: UnknownEntry[];
  onRemove: (table: string) => void;
}

/** Policies and access entries naming tables the connection does not have, each removable. */
export function UnknownTablesAlert({ entries, onRemove }: UnknownTablesAlertProps) {
  const { t } = useHubTranslation();
  const k = 'connections.tenantAccess';
  if (entries.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={18} />}
      title={t(`${k}.unknownTitle`, { count: entries.length })}
      data-testid="tenant-access-unknown"
    >
      <Text size="sm" mb="xs">
        {t(`${k}.unknownText`)}
      </Text>
      <Stack gap={6}>
        {entries.map((entry) => (
          <Group key={`${entry.kind}:${entry.table}`} gap="xs" wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere' }}>{entry.table}</Code>
            <Badge size="sm" variant="default" radius="sm" tt="none" style={{ flex: 'none' }}>
              {t(`${k}.states.${entry.kind}`)}
            </Badge>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              ml="auto"
              leftSection={<IconTrash size={14} />}
              aria-label={t(`${k}.removeLabel`, { table: entry.table })}
              onClick={() => onRemove(entry.table)}
              data-testid={`tenant-access-unknown-remove-${entry.table}`}
            >
              {t(`${k}.remove`)}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
