import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { signOutEverywhere } from '../../api/admin-client';
import { useMe } from './use-me';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2)
  ).toUpperCase();
}

export function UserMenu() {
  const { t } = useHubTranslation();
  const me = useMe();
  if (me.isPending) return <Skeleton h={32} w={140} radius="md" />;
  const user = me.data?.user;
  const name = user?.name || user?.email || '';
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu')} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="violet">
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" truncate="end" maw={160}>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.signedInAs')}</Menu.Label>
        <Menu.Item disabled style={{ cursor: 'default' }}>
          <Text size="sm" fw={500}>
            {user?.name}
          </Text>
          <Text size="xs" c="dimmed">
            {user?.email}
          </Text>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOutEverywhere()}
          data-testid="sign-out"
        >
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
