import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface DeleteDashboardModalProps {
  /** The dashboard to delete; null: closed. */
  name: string | null;
  deleting: boolean;
  /** Why the server refused; the dialog stays open. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Confirm Dashboard Deletion' / 'This action is permanent and cannot be undone...'
 * (dashboards.md §2). Cancel has the focus, so Enter or Escape never deletes by accident.
 */
export function DeleteDashboardModal(props: DeleteDashboardModalProps) {
  const { t } = useHubTranslation();
  return (
    <Modal
      opened={props.name !== null}
      onClose={props.deleting ? () => undefined : props.onCancel}
      centered
      radius="md"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" variant="light" radius="xl">
            <IconTrash size={16} />
          </ThemeIcon>
          <Text fw={600}>{t('dashboardLifecycle.deleteDialog.title')}</Text>
        </Group>
      }
      data-testid="delete-dashboard-modal"
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('dashboardLifecycle.deleteDialog.text')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('dashboardLifecycle.deleteDialog.details', { name: props.name ?? '' })}
        </Text>
      </Stack>
      {props.error && (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          role="alert"
          data-testid="delete-dashboard-error"
        >
          {t('dashboardLifecycle.deleteFailed', { message: props.error })}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel} disabled={props.deleting} data-autofocus>
          {t('dashboardLifecycle.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={props.deleting}
          onClick={props.onConfirm}
          data-testid="delete-dashboard-confirm"
        >
          {t('dashboardLifecycle.deleteDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
