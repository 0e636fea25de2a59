import type { ConnectionAdmin } from '@chartroom/client';
import { Modal } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ConnectionForm } from './ConnectionForm';

export interface ConnectionFormModalProps {
  opened: boolean;
  /** The connection to edit; null adds one. */
  connection: ConnectionAdmin | null;
  onClose: () => void;
  onSaved?: (saved: ConnectionAdmin, created: boolean) => void;
}

/** Add or edit a connection in a dialog (Esc closes, Enter saves). */
export function ConnectionFormModal({
  opened,
  connection,
  onClose,
  onSaved,
}: ConnectionFormModalProps) {
  const { t } = useHubTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={720}
      radius="md"
      title={connection ? t('connections.form.editTitle') : t('connections.form.addTitle')}
      styles={{ title: { fontWeight: 650, fontSize: 18 } }}
    >
      {opened && (
        <ConnectionForm
          key={connection?.id ?? 'new'}
          connection={connection}
          onCancel={onClose}
          onSaved={(saved, created) => {
            onSaved?.(saved, created);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
