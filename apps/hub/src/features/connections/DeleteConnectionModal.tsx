import type { ConnectionAdmin } from '@chartroom/client';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useDeleteConnection } from './use-connections';

export interface DeleteConnectionModalProps {
  connection: ConnectionAdmin | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Confirms a deletion; the server refuses while charts still use the connection. */
export function DeleteConnectionModal({
  connection,
  onClose,
  onDeleted,
}: DeleteConnectionModalProps) {
  const { t } = useHubTranslation();
  const remove = useDeleteConnection();

  function confirm() {
    if (!connection) return;
    remove.mutate(connection.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: t('connections.notify.deleted'),
          message: connection.name,
        });
        onClose();
        onDeleted?.();
      },
    });
  }

  return (
    <Modal
      opened={connection !== null}
      onClose={onClose}
      title={t('connections.delete.title')}
      radius="md"
      styles={{ title: { fontWeight: 650 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="lg">
          <Text size="sm">{t('connections.delete.text', { name: connection?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" color="gray" onClick={onClose}>
              {t('connections.actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              data-autofocus
              data-testid="connection-delete-confirm"
            >
              {t('connections.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
