import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { DashboardRow } from '@chartroom/core';
import { useDashboardRow } from './use-dashboard-settings';

export interface RowDialogButtonProps {
  dashboardId: string;
  icon: ReactNode;
  label: string;
  testId: string;
  /** The dialog, given the dashboard's stored row; mounted only while open. */
  renderDialog: (row: DashboardRow, close: () => void) => ReactNode;
}

/** An edit-toolbar button that opens a dialog over the dashboard's stored row (disabled until loaded). */
export function RowDialogButton({
  dashboardId,
  icon,
  label,
  testId,
  renderDialog,
}: RowDialogButtonProps) {
  const row = useDashboardRow(dashboardId);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        radius="md"
        leftSection={icon}
        onClick={() => setOpened(true)}
        disabled={!row}
        data-testid={testId}
      >
        {label}
      </Button>
      {opened && row && renderDialog(row, () => setOpened(false))}
    </>
  );
}
