import { Badge, Group, Stack, Text } from '@mantine/core';
import { INVITATION_LIFETIME_DAYS } from '@chartroom/core';
import { formatDateTime } from '../../lib/format-date';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useMe } from '../shell/use-me';
import { InviteForm } from './InviteForm';
import { PendingInvitations } from './PendingInvitations';
import { SectionError, SectionLoading } from './SectionState';
import { SettingsCard } from './SettingsCard';
import { SettingsRow } from './SettingsRow';
import { useOrganizationUsers } from './use-settings';

const ROLES = ['admin', 'editor', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** The organisation's users, the invitation form and the pending invitations. */
export function UsersSection() {
  const { t, i18n } = useHubTranslation();
  const users = useOrganizationUsers();
  const me = useMe();
  return (
    <Stack gap="lg">
      <SettingsCard title={t('settings.users.title')} text={t('settings.users.text')}>
        {users.isPending ? (
          <SectionLoading />
        ) : users.isError ? (
          <SectionError error={users.error} onRetry={() => void users.refetch()} />
        ) : (
          <Stack gap={0} data-testid="settings-users">
            {users.data.users.map((user) => (
              <SettingsRow
                key={user.id}
                testId="settings-user-row"
                title={
                  <Group gap={8} wrap="wrap">
                    <span>{user.name}</span>
                    {me.data?.user.id === user.id && (
                      <Text size="sm" c="dimmed" span>
                        ({t('settings.users.you')})
                      </Text>
                    )}
                    <Badge variant="light" color="violet" size="sm">
                      {isRole(user.role) ? t(`settings.users.roles.${user.role}`) : user.role}
                    </Badge>
                  </Group>
                }
                details={`${user.email} · ${t('settings.users.since')} ${formatDateTime(
                  user.createdAt,
                  i18n.language,
                )}`}
              />
            ))}
          </Stack>
        )}
      </SettingsCard>
      <SettingsCard
        title={t('settings.users.inviteTitle')}
        text={t('settings.users.inviteText', { days: INVITATION_LIFETIME_DAYS })}
      >
        <InviteForm />
      </SettingsCard>
      <SettingsCard title={t('settings.users.pendingTitle')}>
        <PendingInvitations />
      </SettingsCard>
    </Stack>
  );
}
