import { Flex, Group, Stack, Text, Title, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  above?: ReactNode;
  titleTestId?: string;
  /**
   * Below this breakpoint the title takes the whole width and the actions go on rows under it
   * (a page with many actions, e.g. a dashboard in edit mode, at phone width). Unset: side by side.
   */
  stackBelow?: MantineBreakpoint;
}

export function PageHeader({
  title,
  description,
  actions,
  above,
  titleTestId,
  stackBelow,
}: PageHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      {above}
      <Flex
        justify="space-between"
        align={stackBelow ? { base: 'stretch', [stackBelow]: 'flex-start' } : 'flex-start'}
        direction={stackBelow ? { base: 'column', [stackBelow]: 'row' } : 'row'}
        wrap="nowrap"
        gap={stackBelow ? { base: 'sm', [stackBelow]: 'md' } : 'md'}
        data-stacked-below={stackBelow}
      >
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
      </Flex>
    </Stack>
  );
}
