import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { formatBytes } from './upload-file';
import type { UploadState } from './use-upload';

/** Progress bar while uploading, "Processing…" until the answer, then the result. */
export function UploadProgressView({ state, onOpen }: { state: UploadState; onOpen: () => void }) {
  const { t, i18n } = useHubTranslation();
  switch (state.phase) {
    case 'uploading': {
      const percent = Math.floor(state.progress.fraction * 100);
      return (
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('connections.upload.uploading', { percent })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('connections.upload.bytes', {
                loaded: formatBytes(state.progress.loaded, i18n.language),
                total: formatBytes(state.progress.total, i18n.language),
              })}
            </Text>
          </Group>
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            transitionDuration={150}
            data-testid="upload-progress"
            data-state="uploading"
            aria-label={t('connections.upload.uploading', { percent })}
          />
        </Stack>
      );
    }
    case 'processing':
      return (
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('connections.upload.processing')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('connections.upload.processingHint')}
            </Text>
          </Group>
          <Progress
            value={100}
            size="lg"
            radius="xl"
            striped
            animated
            data-testid="upload-progress"
            data-state="processing"
            aria-label={t('connections.upload.processing')}
          />
        </Stack>
      );
    case 'done':
      return (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={t('connections.upload.doneTitle')}
          data-testid="upload-done"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('connections.upload.doneText', {
                table: state.answer.table,
                count: state.answer.rows,
                rows: new Intl.NumberFormat(i18n.language).format(state.answer.rows),
              })}
            </Text>
            <Button
              component={Link}
              to={`/connections/${encodeURIComponent(state.answer.connectionId)}?table=${encodeURIComponent(state.answer.table)}&tab=preview`}
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconTable size={14} />}
              onClick={onOpen}
              data-testid="upload-open-table"
            >
              {t('connections.upload.open')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('connections.upload.failed')}
          data-testid="upload-error"
        >
          {state.message}
        </Alert>
      );
    default:
      return null;
  }
}
