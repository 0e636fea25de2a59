import { Burger, Divider, Group, Skeleton, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { OrganizationLogo } from '../settings/OrganizationLogo';
import { UserMenu } from './UserMenu';
import { useMe } from './use-me';

export function HeaderBar({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useHubTranslation();
  const me = useMe();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={onToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('header.toggleNav')}
        />
        <Link
          to="/dashboards"
          style={{ color: 'inherit', textDecoration: 'none' }}
          aria-label="Chartroom"
        >
          <Logo />
        </Link>
        <Divider orientation="vertical" visibleFrom="sm" />
        {me.isPending ? (
          <Skeleton h={22} w={120} radius="xl" visibleFrom="sm" />
        ) : (
          <Group gap={6} wrap="nowrap" visibleFrom="sm" c="dimmed">
            <OrganizationLogo fallback={<IconBuilding size={16} stroke={1.6} />} />
            <Text size="sm" fw={500} c="var(--mantine-color-text)" data-testid="organization-name">
              {me.data?.organization.name}
            </Text>
          </Group>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ColorSchemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
