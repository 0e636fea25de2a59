import { Button, Group, Modal, Text } from '@mantine/core';
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
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

/**
 * In-app navigation away from a dashboard with unsaved edits asks first ('Leave with unsaved
 * changes?', Stay / Leave), through react-router's blocker (the hub's router is a data router,
 * App.tsx). Reloading or closing the tab is the browser's own prompt (useLeaveWarning). Without a
 * data router around it (a component test's MemoryRouter) it does nothing.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <Blocking {...props} /> : null;
}

function Blocking({ active, dashboardId }: LeaveGuardProps) {
  const { t } = useHubTranslation();
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    active && leavesDashboard(dashboardId, currentLocation, nextLocation);
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('dashboardEdit.leaveTitle')}
      centered
      data-testid="leave-guard"
    >
      <Text size="sm">{t('dashboardEdit.leaveText')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-testid="leave-stay">
          {t('dashboardEdit.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-confirm">
          {t('dashboardEdit.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
