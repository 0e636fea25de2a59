import { Alert, Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { errorMessage } from './use-dashboard-settings';

/** What the dialog needs of its save mutation (TanStack Query's `useMutation` result). */
export interface SettingsDialogSave {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: () => void;
}

export interface SettingsDialogProps {
  title: string;
  hint: string;
  testId: string;
  size?: ModalProps['size'];
  save: SettingsDialogSave;
  saveLabel: string;
  saveTestId: string;
  /** Nothing changed, or the input is not valid. */
  saveDisabled: boolean;
  /** The alert text of a failed save, given the server's message. */
  failedText: (message: string) => string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the edit toolbar's one-setting dialogs (Edit CSS, Language, Timezone): title,
 * hint, the setting's fields, the save error, Cancel and Save. It cannot be closed mid-save.
 */
export function SettingsDialog(props: SettingsDialogProps) {
  const { t } = useHubTranslation();
  const { save, onClose } = props;
  return (
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      centered
      radius="md"
      size={props.size}
      title={<Text fw={600}>{props.title}</Text>}
      data-testid={props.testId}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {props.hint}
        </Text>
        {props.children}
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
            {props.failedText(errorMessage(save.error))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('dashboardSettings.cancel')}
          </Button>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={props.saveDisabled}
            data-testid={props.saveTestId}
          >
            {props.saveLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
