import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  above?: ReactNode;
  titleTestId?: string;
}

export function PageHeader({ title, description, actions, above, titleTestId }: PageHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      {above}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title
            order={1}
            fz={24}
            fw={650}
            data-testid={titleTestId}
            style={{ letterSpacing: '-0.01em' }}
          >
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
