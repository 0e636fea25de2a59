import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface BuilderNoticeProps {
  notice: string;
  onDismiss: () => void;
}

/** The message of a refused builder action (too many series or layers…), dismissable. */
export function BuilderNotice({ notice, onDismiss }: BuilderNoticeProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={16} />}
      data-testid="builder-notice"
      role="alert"
      py="xs"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{notice}</Text>
        <CloseButton size="sm" onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
