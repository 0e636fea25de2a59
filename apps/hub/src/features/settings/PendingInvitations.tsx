import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient } from '../../api/admin-client';
import { formatDateTime } from '../../lib/format-date';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ActionError, SectionError, SectionLoading } from './SectionState';
import { SettingsRow } from './SettingsRow';
import { SETTINGS_KEYS, useInvitations } from './use-settings';

/** Pending invitations, each with its revoke button. */
export function PendingInvitations() {
  const { t, i18n } = useHubTranslation();
  const queryClient = useQueryClient();
  const invitations = useInvitations();
  const revoke = useMutation({
    mutationFn: (id: string) => adminClient.revokeInvitation(id),
    meta: { silent: true },
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('settings.users.revoked') });
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.invitations });
    },
  });

  if (invitations.isPending) return <SectionLoading rows={2} />;
  if (invitations.isError) {
    return <SectionError error={invitations.error} onRetry={() => void invitations.refetch()} />;
  }
  const list = invitations.data.invitations;
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="settings-invitations-empty">
        {t('settings.users.pendingEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="settings-invitations">
      <ActionError error={revoke.error} />
      {list.map((invitation) => (
        <SettingsRow
          key={invitation.id}
          testId="settings-invitation-row"
          title={invitation.email}
          details={[
            invitation.invitedBy
              ? t('settings.users.invitedBy', { name: invitation.invitedBy })
              : null,
            t('settings.users.expires', {
              date: formatDateTime(invitation.expiresAt, i18n.language),
            }),
          ]
            .filter(Boolean)
            .join(' · ')}
          action={
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={revoke.isPending && revoke.variables === invitation.id}
              aria-label={t('settings.users.revokeAria', { email: invitation.email })}
              onClick={() => revoke.mutate(invitation.id)}
              data-testid="settings-invitation-revoke"
            >
              {t('settings.users.revoke')}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
