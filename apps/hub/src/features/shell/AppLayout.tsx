import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { useApplyBrand } from '../settings/use-apply-brand';
import { HeaderBar } from './HeaderBar';
import { NavBar } from './NavBar';

/** Navigation width from 1200 px on, and between 768 and 1200 px. */
const NAVBAR_WIDTH = 232;
const NAVBAR_WIDTH_NARROW = 200;

/**
 * The admin shell: header (organisation, user, light/dark), left navigation, page. The navigation
 * is a burger menu on phones and narrower up to 1200 px, so that a dashboard at 1024 px keeps its
 * grid (the grid's sm breakpoint is 768 px of its own width).
 */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useApplyBrand(); // the organisation's primary colour (Settings → Organisation)
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { sm: NAVBAR_WIDTH_NARROW, lg: NAVBAR_WIDTH },
        breakpoint: 'sm',
        collapsed: { mobile: !opened },
      }}
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
