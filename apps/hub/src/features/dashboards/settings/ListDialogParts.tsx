import { Alert, Badge, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useReloadDashboard } from './use-dashboard-settings';

/**
 * The save of a list dialog (Golden Prompts, Golden Tables): the call, then the dashboard
 * reloaded (the call wrote its next version) and the dialog closed; errors are shown in place.
 */
export function useListDialogSave<T>(
  dashboardId: string,
  write: (value: T) => Promise<unknown>,
  onClose: () => void,
  onError?: () => void,
) {
  const reload = useReloadDashboard(dashboardId);
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSuccess: async () => {
      await reload();
      onClose();
    },
    onError,
  });
}

/** The grey count badge over a dialog's list ('2 prompts', 'No tables selected'). */
export function ListCount({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" data-testid={testId}>
      {children}
    </Badge>
  );
}

export interface ListDialogFooterProps {
  /** The save's failure text, shown above the buttons (null: none). */
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
  applyLabel: string;
  onApply: () => void;
  applyDisabled: boolean;
  applyTestId: string;
}

/** A settings dialog's foot: the save's failure, Cancel and the Apply button. */
export function ListDialogFooter(props: ListDialogFooterProps) {
  const { t } = useHubTranslation();
  return (
    <>
      {props.failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
          {props.failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
          {t('dashboardSettings.cancel')}
        </Button>
        <Button
          onClick={props.onApply}
          loading={props.busy}
          disabled={props.applyDisabled}
          data-testid={props.applyTestId}
        >
          {props.applyLabel}
        </Button>
      </Group>
    </>
  );
}
