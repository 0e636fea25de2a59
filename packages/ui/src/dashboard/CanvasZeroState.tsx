import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ZERO_STATE_HEIGHT } from './grid';
import { useDashboardTranslation } from './i18n';

export interface CanvasZeroStateProps {
  /** An action to offer (for example an "Add chart" button in edit mode). */
  action?: ReactNode;
}

/** Spec zero state: a dotted placeholder box 550px high. */
export function CanvasZeroState({ action }: CanvasZeroStateProps) {
  const { t } = useDashboardTranslation();
  return (
    <Stack
      data-testid="dashboard-zero-state"
      align="center"
      justify="center"
      gap="xs"
      style={{
        height: ZERO_STATE_HEIGHT,
        border: '2px dotted var(--mantine-color-default-border)',
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
