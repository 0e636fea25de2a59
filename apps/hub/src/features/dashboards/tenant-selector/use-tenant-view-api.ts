import { createClient } from '@chartroom/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi, type ApiContextValue } from '../../../api/api-context';

/** Lifetime of a view-as token: short; it is minted again before it runs out. */
export const VIEW_AS_TOKEN_SECONDS = 900;
const REFRESH_MS = (VIEW_AS_TOKEN_SECONDS - 120) * 1000;

export type TenantViewApi =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; api: ApiContextValue };

/**
 * The API as `tenantId` sees `dashboardId` (decision 021): the admin mints a short-lived, read-only
 * tenant token for that tenant and that dashboard (`POST /tenant/create-token` with the stored
 * tenant's payload), and every call of the view goes out with it alone (no admin cookie), so the
 * server scopes every query to the tenant exactly as on the share page. The cache scope names the
 * tenant and the token, so admin and tenant answers never mix. Usage events are not sent from it:
 * the admin's look is not the tenant's activity.
 */
export function useTenantViewApi(tenantId: string, dashboardId: string): TenantViewApi {
  const admin = useApi();
  const queryClient = useQueryClient();
  const token = useQuery({
    queryKey: [admin.scope, 'view-as-token', tenantId, dashboardId],
    queryFn: () =>
      admin.client.mintTenantToken({
        tenantId,
        permissions: { readOnly: true },
        dashboardIds: [dashboardId],
        expiresInSeconds: VIEW_AS_TOKEN_SECONDS,
      }),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    retry: false,
    meta: { silent: true },
  });
  const value = token.data?.token;
  const api = useMemo<ApiContextValue | null>(() => {
    if (!value) return null;
    const onUnauthorized = () =>
      void queryClient.invalidateQueries({
        queryKey: [admin.scope, 'view-as-token', tenantId, dashboardId],
      });
    const client = createClient({ token: value, credentials: 'omit', onUnauthorized });
    return {
      // An admin looking is not the tenant's activity: no usage events from this view.
      client: { ...client, sendEvent: () => Promise.resolve({ received: true as const }) },
      scope: `view-as:${tenantId}:${value.slice(-24)}`,
    };
  }, [value, queryClient, admin.scope, tenantId, dashboardId]);

  if (token.isError) return { status: 'error', error: token.error };
  if (!api) return { status: 'loading' };
  return { status: 'ready', api };
}
