import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { adminClient } from '../../api/admin-client';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { CopyField } from './CopyField';
import { ActionError } from './SectionState';
import { SettingsCard } from './SettingsCard';

/**
 * The embed secret: hidden until revealed (a call of its own, so it is read only on demand),
 * rotated after a confirmation that says old tokens stop working.
 */
export function EmbeddingSection({ organizationId }: { organizationId: string }) {
  const { t } = useHubTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reveal = useMutation({
    mutationFn: () => adminClient.getEmbedSecret(),
    meta: { silent: true },
    onSuccess: (answer) => setSecret(answer.secret),
  });
  const rotate = useMutation({
    mutationFn: () => adminClient.rotateEmbedSecret(),
    meta: { silent: true },
    onSuccess: (answer) => {
      setSecret(answer.secret);
      setConfirming(false);
      notifications.show({ color: 'teal', message: t('settings.embedding.rotated') });
    },
  });

  return (
    <SettingsCard
      title={t('settings.embedding.title')}
      text={t('settings.embedding.text', { organizationId })}
      testId="settings-embedding"
    >
      <Stack gap="md">
        {secret ? (
          <CopyField value={secret} testId="settings-embed-secret" />
        ) : (
          <Text size="sm" c="dimmed" data-testid="settings-embed-secret-hidden">
            {t('settings.embedding.hidden')}
          </Text>
        )}
        <ActionError error={reveal.error} />
        <Group gap="sm">
          {secret ? (
            <Button
              variant="default"
              leftSection={<IconEyeOff size={16} />}
              onClick={() => setSecret(null)}
              data-testid="settings-embed-hide"
            >
              {t('settings.embedding.hide')}
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconEye size={16} />}
              loading={reveal.isPending}
              onClick={() => reveal.mutate()}
              data-testid="settings-embed-reveal"
            >
              {t('settings.embedding.reveal')}
            </Button>
          )}
          <Button
            color="red"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => setConfirming(true)}
            data-testid="settings-embed-rotate"
          >
            {t('settings.embedding.rotate')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => {
          rotate.reset();
          setConfirming(false);
        }}
        title={t('settings.embedding.rotateTitle')}
        centered
      >
        <Stack gap="md" data-testid="settings-rotate-dialog">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('settings.embedding.rotateText')}
          </Alert>
          <ActionError error={rotate.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('settings.cancel')}
            </Button>
            <Button
              color="red"
              loading={rotate.isPending}
              onClick={() => rotate.mutate()}
              data-testid="settings-rotate-confirm"
            >
              {t('settings.embedding.rotateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}
