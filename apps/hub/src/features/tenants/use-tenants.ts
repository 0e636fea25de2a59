import type { CreateTenantBody, MintTenantTokenBody, UpdateTenantBody } from '@chartroom/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

export function useTenantList() {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'tenant-list'],
    queryFn: () => client.listTenants(),
    meta: { silent: true },
  });
}

/** The organisation's dashboards (the same cache as the Dashboards page). */
export function useDashboardChoices() {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'dashboard-list'],
    queryFn: () => client.listDashboards(),
  });
}

function useInvalidateTenants() {
  const { scope } = useApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [scope, 'tenant-list'] });
}

/** Create and update show their errors in the form (a key clash names the key). */
export function useSaveTenant() {
  const { client } = useApi();
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (body: { create: CreateTenantBody } | { update: UpdateTenantBody }) =>
      'create' in body ? client.createTenant(body.create) : client.updateTenant(body.update),
    onSuccess: () => invalidate(),
    meta: { silent: true },
  });
}

export function useDeleteTenant() {
  const { client } = useApi();
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (id: string) => client.deleteTenant(id),
    onSuccess: () => invalidate(),
  });
}

export function useMintToken() {
  const { client } = useApi();
  return useMutation({
    mutationFn: (body: MintTenantTokenBody) => client.mintTenantToken(body),
    meta: { silent: true },
  });
}

/** The share page of a dashboard opened with a tenant token (`?jwt=`, as iframes load it). */
export function shareLink(dashboardId: string, token: string): string {
  return `${window.location.origin}/share/dashboard/${encodeURIComponent(dashboardId)}?jwt=${encodeURIComponent(token)}`;
}
