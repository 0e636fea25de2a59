import { IconAlertTriangle, IconFileAlert, IconLock, IconSearch } from '@tabler/icons-react';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { DashboardProblem } from './view-state';

export interface DashboardViewStateProps {
  problem: DashboardProblem;
  onRetry?: () => void;
  /** The dashboard asked for: the not-public screen links to its edit page on the hub. */
  dashboardId?: string;
}

/** The spec's dashboard view states, with their exact texts. */
export function DashboardViewState({ problem, onRetry, dashboardId }: DashboardViewStateProps) {
  const { t } = useHubTranslation();
  const common = { minHeight: 420, testId: `dashboard-state-${problem}` };
  switch (problem) {
    case 'error':
      return (
        <StatusScreen
          {...common}
          color="red"
          icon={<IconAlertTriangle size={28} />}
          title={t('viewStates.error')}
          action={onRetry ? { label: t('common.retry'), onClick: onRetry } : undefined}
        />
      );
    case 'malformed':
      return (
        <StatusScreen
          {...common}
          color="orange"
          icon={<IconFileAlert size={28} />}
          title={t('viewStates.malformed')}
        />
      );
    case 'notPublic':
      return (
        <StatusScreen
          {...common}
          color="gray"
          icon={<IconSearch size={28} />}
          title={t('viewStates.notPublic')}
          link={
            dashboardId
              ? {
                  label: t('viewStates.notPublicEdit'),
                  href: `/build/dashboard/${encodeURIComponent(dashboardId)}/edit`,
                }
              : undefined
          }
        />
      );
    case 'unauthorized':
      return (
        <StatusScreen
          {...common}
          color="yellow"
          icon={<IconLock size={28} />}
          title={t('viewStates.unauthorizedTitle')}
          message={t('viewStates.unauthorizedText')}
        />
      );
  }
}
