import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** Placeholder rows while a section loads. */
export function SectionLoading({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" data-testid="settings-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={36} radius="sm" />
      ))}
    </Stack>
  );
}

/** A section's load error with its message and a retry button. */
export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useHubTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="settings-error"
    >
      <Group justify="space-between" gap="sm">
        <span style={{ wordBreak: 'break-word' }}>{t('settings.loadError', { message })}</span>
        <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
          {t('settings.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** An error of a save or an action, in place (the server's message). */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" data-testid="settings-action-error">
      {message}
    </Alert>
  );
}
