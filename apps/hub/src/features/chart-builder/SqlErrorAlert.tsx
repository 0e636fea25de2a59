import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { splitSqlError } from './sql-error-text';

export interface SqlErrorAlertProps {
  error: unknown;
  testId?: string;
}

/**
 * A failed query of the SQL editor in the box 'Error loading data' (charts.md §9): the message,
 * and where it points in the user's own text (`LINE n: …` with its caret) in monospace, so that
 * the caret stands under the place.
 */
export function SqlErrorAlert({ error, testId = 'sql-error' }: SqlErrorAlertProps) {
  const { t } = useHubTranslation();
  const { message, excerpt } = splitSqlError(
    error instanceof Error ? error.message : String(error),
  );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('connections.errorLoadingData')}
      data-testid={testId}
      styles={{ message: { wordBreak: 'break-word' } }}
    >
      <Stack gap="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`${testId}-message`}>
          {message}
        </Text>
        {excerpt && (
          <Code
            block
            data-testid={`${testId}-excerpt`}
            style={{ whiteSpace: 'pre', overflowX: 'auto', background: 'transparent', padding: 0 }}
          >
            {excerpt}
          </Code>
        )}
      </Stack>
    </Alert>
  );
}
