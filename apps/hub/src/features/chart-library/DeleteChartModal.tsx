import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface DeleteChartModalProps {
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirm dialog before a draft chart is deleted for good. */
export function DeleteChartModal({ name, deleting, onCancel, onConfirm }: DeleteChartModalProps) {
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
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          {t('chartLibrary.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting} data-testid="delete-confirm">
          {t('chartLibrary.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
