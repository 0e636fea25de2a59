import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { HeaderBar } from './HeaderBar';
import { NavBar } from './NavBar';

/** The admin shell: header (organisation, user, light/dark), left navigation, page. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <HeaderBar opened={opened} onToggle={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <NavBar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className="hub-main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
