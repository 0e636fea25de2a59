import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** The first line (the dashboard's warning), in the body's text colour. */
  message?: ReactNode;
  /** What goes, dimmed. */
  details?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  deleting: boolean;
  /** Why the server refused, already worded; the dialog stays open. */
  error?: string | null;
  /** The confirm button stays disabled while a refusal is shown (a chart still on a dashboard). */
  disableOnError?: boolean;
  /**
   * Which button has the focus: 'cancel' (Enter or Escape never deletes by accident) or
   * 'confirm' (Enter deletes: the short confirmations of a tenant or a connection).
   */
  focus: 'cancel' | 'confirm';
  onCancel: () => void;
  onConfirm: () => void;
  /** Above other overlays (the chart library's drawer). */
  zIndex?: number;
  testIds?: { modal?: string; confirm?: string; error?: string };
}

/**
 * The one confirm-delete dialog of the hub: a red bin in the title, the message and details,
 * the server's refusal in an alert, Cancel and the red confirm. Closing is refused while the
 * deletion runs.
 */
export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { testIds = {} } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.deleting ? () => undefined : props.onCancel}
      centered
      radius="md"
      {...(props.zIndex !== undefined ? { zIndex: props.zIndex } : {})}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" variant="light" radius="xl">
            <IconTrash size={16} />
          </ThemeIcon>
          <Text fw={600}>{props.title}</Text>
        </Group>
      }
      data-testid={testIds.modal}
    >
      <Stack gap="xs">
        {props.message && (
          <Text size="sm" fw={500}>
            {props.message}
          </Text>
        )}
        {props.details && (
          <Text size="sm" c="dimmed">
            {props.details}
          </Text>
        )}
      </Stack>
      {props.error && (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          role="alert"
          data-testid={testIds.error}
        >
          {props.error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button
          variant="default"
          onClick={props.onCancel}
          disabled={props.deleting}
          data-autofocus={props.focus === 'cancel' ? true : undefined}
        >
          {props.cancelLabel}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={props.deleting}
          disabled={props.disableOnError === true && Boolean(props.error)}
          onClick={props.onConfirm}
          data-autofocus={props.focus === 'confirm' ? true : undefined}
          data-testid={testIds.confirm}
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
