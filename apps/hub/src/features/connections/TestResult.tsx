import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export type TestOutcome = { ok: true; latencyMs: number } | { ok: false; message: string };

/** Green with the latency, or red with the engine's own message. */
export function TestResult({ outcome }: { outcome: TestOutcome }) {
  const { t } = useHubTranslation();
  return outcome.ok ? (
    <Alert
      variant="light"
      color="teal"
      icon={<IconCircleCheck size={18} />}
      data-testid="connection-test-result"
      data-state="success"
      py="xs"
    >
      <Text span size="sm" fw={600} c="teal">
        {t('connections.test.success')}
      </Text>{' '}
      <Text span size="sm">
        {t('connections.test.latency', { ms: outcome.latencyMs })}
      </Text>
    </Alert>
  ) : (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertCircle size={18} />}
      title={t('connections.test.failure')}
      data-testid="connection-test-result"
      data-state="error"
      py="xs"
      styles={{ message: { wordBreak: 'break-word' } }}
    >
      {outcome.message}
    </Alert>
  );
}
