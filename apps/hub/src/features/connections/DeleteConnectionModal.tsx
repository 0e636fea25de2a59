import type { ConnectionAdmin } from '@chartroom/client';
import { notifications } from '@mantine/notifications';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useDeleteConnection } from './use-connections';

export interface DeleteConnectionModalProps {
  connection: ConnectionAdmin | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Confirms a deletion (Enter confirms); the server refuses while charts still use the connection. */
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
    <ConfirmDeleteModal
      opened={connection !== null}
      title={t('connections.delete.title')}
      message={t('connections.delete.text', { name: connection?.name ?? '' })}
      confirmLabel={t('connections.actions.delete')}
      cancelLabel={t('connections.actions.cancel')}
      deleting={remove.isPending}
      focus="confirm"
      onCancel={onClose}
      onConfirm={confirm}
      testIds={{ confirm: 'connection-delete-confirm' }}
    />
  );
}
