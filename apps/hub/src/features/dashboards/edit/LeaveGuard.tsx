import { Button, Group, Modal, Text } from '@mantine/core';
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';
import { useHubTranslation } from '../../../i18n/hub-i18n';

export interface LeaveGuardProps {
  /** Unsaved changes (or a save on its way). */
  active: boolean;
  /** Going to another page of this dashboard (view, edit, ?version=) is not leaving it. */
  dashboardId: string;
}

/** Whether a navigation from `current` to `next` leaves dashboard `dashboardId`'s pages. */
export function leavesDashboard(
  dashboardId: string,
  current: { pathname: string },
  next: { pathname: string },
): boolean {
  if (next.pathname === current.pathname) return false;
  const parts = next.pathname.split('/').map((part) => decodeURIComponent(part));
  return !parts.includes(dashboardId);
}

/** The path a navigation goes to (`to` relative to the current path, as the router resolves it). */
function nextPathname(to: To, currentPathname: string): string {
  if (typeof to === 'string') {
    return new URL(to, `http://hub${currentPathname}`).pathname;
  }
  return to.pathname
    ? new URL(to.pathname, `http://hub${currentPathname}`).pathname
    : currentPathname;
}

type Navigate = (to: To, ...rest: unknown[]) => void;
interface PushReplace {
  push: Navigate;
  replace: Navigate;
}

/**
 * In-app navigation away from a dashboard with unsaved edits asks first ('Leave with unsaved
 * changes?', Stay / Leave). Links and `navigate()` go through the router's navigator; while there
 * are edits, its push / replace are wrapped to hold a navigation that leaves the dashboard until
 * the user chooses. (A data router's blocker would do the same but costs 16 kB gzipped on every
 * page, issue 11.) Reloading or closing the tab is the browser's own prompt (useLeaveWarning);
 * the browser's Back button is not held.
 */
export function LeaveGuard({ active, dashboardId }: LeaveGuardProps) {
  const { t } = useHubTranslation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return;
    const nav = navigator as unknown as PushReplace;
    const { push, replace } = nav;
    const guard =
      (original: Navigate): Navigate =>
      (to, ...rest) => {
        const go = () => original.call(nav, to, ...rest);
        const current = { pathname: pathname.current };
        if (
          !leavesDashboard(dashboardId, current, { pathname: nextPathname(to, current.pathname) })
        ) {
          go();
          return;
        }
        setPending(() => go);
      };
    nav.push = guard(push);
    nav.replace = guard(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [active, navigator, dashboardId]);

  const stay = () => setPending(null);
  const leave = () => {
    const go = pending;
    setPending(null);
    go?.();
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={stay}
      title={t('dashboardEdit.leaveTitle')}
      centered
      data-testid="leave-guard"
    >
      <Text size="sm">{t('dashboardEdit.leaveText')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={stay} data-testid="leave-stay">
          {t('dashboardEdit.stay')}
        </Button>
        <Button color="red" onClick={leave} data-testid="leave-confirm">
          {t('dashboardEdit.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
