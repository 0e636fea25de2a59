import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserScan } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ApiContext } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useTenantList } from '../../tenants/use-tenants';
import type { ViewerDashboard } from '../dashboard-model';
import { DashboardSkeleton } from '../DashboardSkeleton';
import { DashboardView } from '../DashboardView';
import { useDashboardData } from '../use-dashboard-data';
import { useTenantViewApi } from './use-tenant-view-api';

// The toolbar holds the selector, so it stays while viewing as a tenant (loaded as edit mode loads it).
const EditToolbar = lazy(async () => ({
  default: (await import('../toolbar/EditToolbar')).EditToolbar,
}));

export interface TenantViewProps {
  dashboardId: string;
  tenantId: string;
  /** Back to Global Admin. */
  onBack: () => void;
  /** The admin page's header (title, toolbar), drawn from the admin's own load of the dashboard. */
  renderHeader: (dashboard: ViewerDashboard | null, loading: boolean) => ReactNode;
}

/**
 * The admin dashboard page while viewing as a tenant: the admin's header and edit toolbar stay (so
 * the selector can switch back), a banner says whose view this is, and below it the dashboard as
 * the share page draws it for that tenant, every call made with the tenant's own token. Nothing is
 * editable meanwhile (the token is read-only; the admin's draft is not shown).
 */
export function TenantView({ dashboardId, tenantId, onBack, renderHeader }: TenantViewProps) {
  const { t } = useHubTranslation();
  const admin = useDashboardData(dashboardId);
  const tenants = useTenantList();
  const name = tenants.data?.tenants.find((tenant) => tenant.id === tenantId)?.name ?? tenantId;
  const view = useTenantViewApi(tenantId, dashboardId);

  return (
    <>
      {renderHeader(admin.status === 'ready' ? admin.dashboard : null, admin.status === 'loading')}
      {admin.status === 'ready' && (
        <Suspense fallback={null}>
          <EditToolbar dashboard={admin.dashboard} />
        </Suspense>
      )}
      <Alert
        color="grape"
        variant="light"
        radius="md"
        my="md"
        icon={<IconUserScan size={20} />}
        title={t('tenantView.banner', { name })}
        data-testid="tenant-view-banner"
        role="status"
      >
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" style={{ flex: '1 1 260px' }}>
            {t('tenantView.bannerHint', { name })}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={onBack}
            data-testid="tenant-view-back"
          >
            {t('tenantView.back')}
          </Button>
        </Group>
      </Alert>
      {view.status === 'loading' && (
        <Box aria-label={t('tenantView.preparing', { name })}>
          <DashboardSkeleton withTitle={false} />
        </Box>
      )}
      {view.status === 'error' && (
        <Alert color="red" variant="light" radius="md" data-testid="tenant-view-error">
          {t('tenantView.tokenError', { name, message: view.error.message })}
        </Alert>
      )}
      {view.status === 'ready' && (
        <ApiContext.Provider value={view.api}>
          <Box data-testid="tenant-view" data-tenant={tenantId}>
            <DashboardView dashboardId={dashboardId} embedded renderHeader={() => null} />
          </Box>
        </ApiContext.Provider>
      )}
    </>
  );
}
