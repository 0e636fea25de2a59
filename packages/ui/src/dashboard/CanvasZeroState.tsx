import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ZERO_STATE_HEIGHT } from './grid';
import { useDashboardTranslation } from './i18n';

export interface CanvasZeroStateProps {
  /** An action to offer (for example an "Add chart" button in edit mode). */
  action?: ReactNode;
  /**
   * The editing panel (hub edit mode, tenants with editing permissions): a tinted panel with a
   * solid border around the action, instead of the viewer's dotted placeholder box.
   */
  editing?: boolean;
}

/** Spec zero state (dashboards.md §2): an editing panel, or a dotted placeholder box 550px high. */
export function CanvasZeroState({ action, editing = false }: CanvasZeroStateProps) {
  const { t } = useDashboardTranslation();
  return (
    <Stack
      data-testid="dashboard-zero-state"
      data-editing={editing}
      align="center"
      justify="center"
      gap="xs"
      px="md"
      ta="center"
      style={{
        height: ZERO_STATE_HEIGHT,
        border: editing
          ? '1px solid var(--mantine-primary-color-light)'
          : '2px dotted var(--mantine-color-default-border)',
        background: editing ? 'var(--mantine-primary-color-light)' : undefined,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconLayoutDashboard size={26} stroke={1.5} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        {t('canvas.emptyTitle')}
      </Text>
      <Text c="dimmed" size="sm">
        {t('canvas.emptyText')}
      </Text>
      {action}
    </Stack>
  );
}
