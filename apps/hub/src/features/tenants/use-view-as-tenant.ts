import type { Tenant } from '@chartroom/client';
import { notifications } from '@mantine/notifications';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { shareLink, useMintToken } from './use-tenants';

/** Lifetime of a "View as tenant" token: long enough to look around. */
const VIEW_AS_SECONDS = 3600;

/**
 * Opens a dashboard's share page as the tenant sees it, in a new tab, with a freshly minted
 * read-only token for that dashboard. The tab opens at once (the click allows it) and goes to
 * the page when the token is there.
 */
export function useViewAsTenant() {
  const { t } = useHubTranslation();
  const mint = useMintToken();
  return (tenant: Tenant, dashboardId: string) => {
    const tab = window.open('', '_blank');
    if (!tab) {
      notifications.show({ color: 'red', message: t('tenants.notify.popupBlocked') });
      return;
    }
    tab.opener = null;
    mint.mutate(
      {
        tenantId: tenant.id,
        permissions: { readOnly: true },
        dashboardIds: [dashboardId],
        expiresInSeconds: VIEW_AS_SECONDS,
      },
      {
        onSuccess: ({ token }) => tab.location.replace(shareLink(dashboardId, token)),
        onError: (error) => {
          tab.close();
          notifications.show({ color: 'red', title: t('errors.title'), message: error.message });
        },
      },
    );
  };
}
