import { Badge, Stack, Table, Text } from '@mantine/core';
import { INVITATION_LIFETIME_DAYS } from '@chartroom/core';
import { formatDateTime } from '../../lib/format-date';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useMe } from '../shell/use-me';
import { InviteForm } from './InviteForm';
import { PendingInvitations } from './PendingInvitations';
import { SectionError, SectionLoading } from './SectionState';
import { SettingsCard } from './SettingsCard';
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
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" data-testid="settings-users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settings.users.name')}</Table.Th>
                  <Table.Th>{t('settings.users.email')}</Table.Th>
                  <Table.Th>{t('settings.users.role')}</Table.Th>
                  <Table.Th>{t('settings.users.since')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.users.map((user) => (
                  <Table.Tr key={user.id} data-testid="settings-user-row">
                    <Table.Td>
                      <Text size="sm" fw={500} span>
                        {user.name}
                      </Text>
                      {me.data?.user.id === user.id && (
                        <Text size="sm" c="dimmed" span>
                          {' '}
                          ({t('settings.users.you')})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="violet">
                        {isRole(user.role) ? t(`settings.users.roles.${user.role}`) : user.role}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(user.createdAt, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
