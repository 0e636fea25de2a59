import { Alert, Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface DeleteChartModalProps {
  name: string | null;
  deleting: boolean;
  /** Why the server refused (e.g. the draft is on a dashboard); the dialog stays open. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Confirm dialog before a draft chart is deleted for good. 'Cancel' has the focus, so Enter
 * or Escape never deletes by accident; a refusal (a dashboard still shows the chart) is shown
 * here with the dashboard's name.
 */
export function DeleteChartModal({
  name,
  deleting,
  error,
  onCancel,
  onConfirm,
}: DeleteChartModalProps) {
  const { t } = useHubTranslation();
  return (
    <Modal
      opened={name !== null}
      onClose={onCancel}
      centered
      radius="md"
      zIndex={400}
      title={
        <Group gap="sm">
          <ThemeIcon color="red" variant="light" radius="xl">
            <IconTrash size={16} />
          </ThemeIcon>
          <Text fw={600}>{t('chartLibrary.deleteTitle')}</Text>
        </Group>
      }
      data-testid="delete-chart-modal"
    >
      <Text size="sm" c="dimmed">
        {t('chartLibrary.deleteText', { name: name ?? '' })}
      </Text>
      {error && (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          role="alert"
          data-testid="delete-chart-error"
        >
          {t('chartLibrary.deleteFailed', { message: error })}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
          {t('chartLibrary.cancel')}
        </Button>
        <Button
          color="red"
          onClick={onConfirm}
          loading={deleting}
          disabled={!!error}
          data-testid="delete-confirm"
        >
          {t('chartLibrary.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
