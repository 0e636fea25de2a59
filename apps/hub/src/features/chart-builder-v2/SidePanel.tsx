import { CloseButton, Group, Paper, ScrollArea, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** A toggleable right-hand panel (Settings, Ask dash) with its title and a close button. */
export function SidePanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useHubTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      w={300}
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }}
      data-testid="side-panel"
    >
      <Group
        justify="space-between"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text fw={600} size="sm">
          {title}
        </Text>
        <CloseButton size="sm" onClick={onClose} aria-label={t('chartBuilderV2.panels.close')} />
      </Group>
      {/* As tall as the preview beside it: a long panel scrolls, it does not stretch the row. */}
      <div style={{ flex: 1, position: 'relative' }}>
        <ScrollArea style={{ position: 'absolute', inset: 0 }} px="md" py="sm" type="auto">
          {children}
        </ScrollArea>
      </div>
    </Paper>
  );
}
