import { Anchor, Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  message?: string;
  color?: string;
  action?: { label: string; onClick: () => void };
  /** A link under the message (a full page load: it may leave an embedding frame's page). */
  link?: { label: string; href: string } | undefined;
  minHeight?: string | number;
  testId?: string;
  /** Widest the text runs (460 px by default). */
  maxWidth?: number;
  /** Buttons of their own (an empty list's 'Add …'), in place of `action`'s light one. */
  children?: ReactNode;
}

/** A centred message with an icon (errors, empty and coming-soon states), and its buttons. */
export function StatusScreen({
  icon,
  title,
  message,
  color = 'violet',
  action,
  link,
  minHeight = '50vh',
  testId,
  maxWidth = 460,
  children,
}: StatusScreenProps) {
  return (
    <Center mih={minHeight} p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" maw={maxWidth} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={3} fz={20}>
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        {action && (
          <Button variant="light" mt="xs" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
        {link && (
          <Anchor
            href={link.href}
            target="_blank"
            rel="noopener"
            data-testid={testId && `${testId}-link`}
          >
            {link.label}
          </Anchor>
        )}
        {children && (
          <Group gap="sm" mt="xs" justify="center">
            {children}
          </Group>
        )}
      </Stack>
    </Center>
  );
}
