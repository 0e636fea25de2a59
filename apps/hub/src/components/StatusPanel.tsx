import { Paper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useHubTranslation } from '../i18n/hub-i18n';
import { StatusScreen, type StatusScreenProps } from './StatusScreen';

/** A list page's state in place of its list (empty, or failed to load): a bordered panel. */
export function StatusPanel(props: StatusScreenProps) {
  return (
    <Paper withBorder radius="md">
      <StatusScreen minHeight={360} {...props} />
    </Paper>
  );
}

/** A list page's load failure: 'Something went wrong', the message and Retry. */
export function LoadErrorPanel({
  testId,
  message,
  onRetry,
}: {
  testId: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useHubTranslation();
  return (
    <StatusPanel
      testId={testId}
      color="red"
      icon={<IconAlertTriangle size={28} stroke={1.5} />}
      title={t('errors.title')}
      message={message}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  );
}
