import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered block of the Settings screen with its title and a line of explanation. */
export function SettingsCard({
  title,
  text,
  children,
  testId,
}: {
  title: string;
  text?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap={4} mb="md">
        <Title order={2} fz={17} fw={600}>
          {title}
        </Title>
        {text && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
