import { IconPlugConnectedX } from '@tabler/icons-react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useSetupStatus } from './use-setup-status';

/** Sends every hub page to /setup while no organisation exists, and /setup away once one does. */
export function SetupGate() {
  const { t } = useHubTranslation();
  const { pathname } = useLocation();
  const status = useSetupStatus();

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return (
      <StatusScreen
        icon={<IconPlugConnectedX size={28} />}
        color="red"
        title={t('setup.unreachableTitle')}
        message={t('setup.unreachableText', { message: status.error.message })}
        action={{ label: t('common.retry'), onClick: () => void status.refetch() }}
        minHeight="100vh"
      />
    );
  }
  const onSetup = pathname === '/setup';
  if (status.data.needsSetup && !onSetup) return <Navigate to="/setup" replace />;
  if (!status.data.needsSetup && onSetup) return <Navigate to="/" replace />;
  return <Outlet />;
}
