import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface PersonalCopyDialogProps {
  opened: boolean;
  busy: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Make a personal copy?' (dashboards.md §3, §6): a tenant editing a shared dashboard saves into
 * its own copy, which receives no future updates of the original.
 */
export function PersonalCopyDialog({
  opened,
  busy,
  error,
  onConfirm,
  onCancel,
}: PersonalCopyDialogProps) {
  const { t } = useHubTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={650}>{t('embeddedEditing.copyTitle')}</Text>}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      data-testid="personal-copy-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t('embeddedEditing.copyText')}</Text>
        {error && (
          <Alert color="red" variant="light" data-testid="personal-copy-error">
            {t('embeddedEditing.copyError', { message: error })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onCancel}
            disabled={busy}
            data-testid="personal-copy-cancel"
          >
            {t('embeddedEditing.copyCancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid="personal-copy-confirm">
            {t('embeddedEditing.copyConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
