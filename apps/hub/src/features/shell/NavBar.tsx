import { AppShell, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconApi } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { NAV_ITEMS } from './nav-items';

export function NavBar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useHubTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="sm">
        <Stack gap={2}>
          {NAV_ITEMS.map(({ path, key, icon: Icon }) => (
            <NavLink
              key={path}
              component={Link}
              to={path}
              label={t(`nav.${key}`)}
              leftSection={<Icon size={18} stroke={1.6} />}
              active={pathname === path || pathname.startsWith(`${path}/`)}
              onClick={onNavigate}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              data-testid={`nav-${key}`}
            />
          ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section
        p="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <NavLink
          component="a"
          href="/docs"
          target="_blank"
          rel="noreferrer"
          label={t('nav.apiDocs')}
          leftSection={<IconApi size={18} stroke={1.6} />}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
        <Text size="xs" c="dimmed" px="sm" mt={4}>
          {t('nav.version', { version: '0.1.0' })}
        </Text>
      </AppShell.Section>
    </>
  );
}
