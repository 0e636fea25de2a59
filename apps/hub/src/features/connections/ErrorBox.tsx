import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { errorDetail } from './schema-model';

export interface ErrorBoxProps {
  error: unknown;
  onRetry?: () => void;
  testId?: string;
}

/** The spec's 'Error loading data' box with the engine's message (text after the last 'Error: '). */
export function ErrorBox({ error, onRetry, testId = 'error-box' }: ErrorBoxProps) {
  const { t } = useHubTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('connections.errorLoadingData')}
      data-testid={testId}
      styles={{ message: { wordBreak: 'break-word' } }}
    >
      {errorDetail(message)}
      {onRetry && (
        <Button
          variant="white"
          color="red"
          size="compact-sm"
          mt="sm"
          display="block"
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
