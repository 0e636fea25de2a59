import type { ApiKeyInfo, CreatedApiKey } from '@chartroom/client';
import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminClient } from '../../api/admin-client';
import { formatDateTime } from '../../lib/format-date';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { CopyField } from './CopyField';
import { ActionError, SectionError, SectionLoading } from './SectionState';
import { SettingsCard } from './SettingsCard';
import { SettingsRow } from './SettingsRow';
import { SETTINGS_KEYS, useApiKeys } from './use-settings';

/** API keys: list, create (the key shown once, with copy), revoke after a confirmation. */
export function ApiKeysSection() {
  const { t, i18n } = useHubTranslation();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);

  return (
    <SettingsCard title={t('settings.apiKeys.title')} text={t('settings.apiKeys.text')}>
      <Stack gap="md">
        <Group>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="settings-api-key-create"
          >
            {t('settings.apiKeys.create')}
          </Button>
        </Group>
        {keys.isPending ? (
          <SectionLoading />
        ) : keys.isError ? (
          <SectionError error={keys.error} onRetry={() => void keys.refetch()} />
        ) : keys.data.apiKeys.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="settings-api-keys-empty">
            {t('settings.apiKeys.empty')}
          </Text>
        ) : (
          <Stack gap={0} data-testid="settings-api-keys">
            {keys.data.apiKeys.map((key) => (
              <SettingsRow
                key={key.id}
                testId="settings-api-key-row"
                title={
                  <Group gap={8} wrap="wrap">
                    <span>{key.name}</span>
                    <Code>cr_{key.prefix}_…</Code>
                  </Group>
                }
                details={`${t('settings.apiKeys.created')} ${formatDateTime(
                  key.created_at,
                  i18n.language,
                )} · ${t('settings.apiKeys.lastUsed')} ${
                  key.last_used_at
                    ? formatDateTime(key.last_used_at, i18n.language)
                    : t('settings.apiKeys.never')
                }`}
                action={
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('settings.apiKeys.revokeAria', { name: key.name })}
                    onClick={() => setRevoking(key)}
                    data-testid="settings-api-key-revoke"
                  >
                    {t('settings.apiKeys.revoke')}
                  </Button>
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </SettingsCard>
  );
}

function CreateApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useHubTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: () => adminClient.createApiKey(name.trim()),
    meta: { silent: true },
    onSuccess: (key) => {
      setCreated(key);
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.apiKeys });
    },
  });
  const close = () => {
    setName('');
    setTouched(false);
    setCreated(null);
    create.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim()) create.mutate();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t('settings.apiKeys.newTitle') : t('settings.apiKeys.create')}
      centered
    >
      {created ? (
        <Stack gap="md" data-testid="settings-api-key-created">
          <Text size="sm">{t('settings.apiKeys.newText')}</Text>
          <CopyField value={created.key} testId="settings-api-key-value" />
          <Group justify="flex-end">
            <Button onClick={close} data-testid="settings-api-key-done">
              {t('settings.apiKeys.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('settings.apiKeys.name')}
              placeholder={t('settings.apiKeys.namePlaceholder')}
              value={name}
              data-autofocus
              leftSection={<IconKey size={16} />}
              error={touched && !name.trim() ? t('settings.apiKeys.nameRequired') : null}
              data-testid="settings-api-key-name"
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <ActionError error={create.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('settings.cancel')}
              </Button>
              <Button
                type="submit"
                loading={create.isPending}
                data-testid="settings-api-key-submit"
              >
                {t('settings.apiKeys.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function RevokeApiKeyModal({
  apiKey,
  onClose,
}: {
  apiKey: ApiKeyInfo | null;
  onClose: () => void;
}) {
  const { t } = useHubTranslation();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: string) => adminClient.revokeApiKey(id),
    meta: { silent: true },
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('settings.apiKeys.revoked') });
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.apiKeys });
      close();
    },
  });
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Modal
      opened={apiKey !== null}
      onClose={close}
      title={t('settings.apiKeys.revokeTitle')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('settings.apiKeys.revokeText', { name: apiKey?.name ?? '' })}</Text>
        <ActionError error={revoke.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('settings.cancel')}
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() => apiKey && revoke.mutate(apiKey.id)}
            data-testid="settings-api-key-revoke-confirm"
          >
            {t('settings.apiKeys.revoke')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
