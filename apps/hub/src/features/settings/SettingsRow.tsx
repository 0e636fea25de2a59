import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One item of a settings list (a user, a key, an invitation): its title and details on the left,
 * its action on the right, wrapping below on a phone (no table to scroll sideways).
 */
export function SettingsRow({
  title,
  details,
  action,
  testId,
}: {
  title: ReactNode;
  details?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid={testId}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {details && (
          <Text size="xs" c="dimmed" component="div" style={{ overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
