import type { OrganizationSettingsAnswer } from '@chartroom/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClient } from '../../api/admin-client';

export const SETTINGS_KEYS = {
  organization: ['organization-settings'] as const,
  users: ['organization-users'] as const,
  invitations: ['organization-invitations'] as const,
  apiKeys: ['api-keys'] as const,
};

/** The organisation's settings (name, logo, colours, plan): the header reads them too. */
export function useOrganizationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEYS.organization,
    queryFn: () => adminClient.getOrganizationSettings(),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** After a save: the settings answer replaces the cached one, and the header's name refreshes. */
export function useStoreOrganizationSettings() {
  const queryClient = useQueryClient();
  return (settings: OrganizationSettingsAnswer) => {
    queryClient.setQueryData(SETTINGS_KEYS.organization, settings);
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  };
}

export function useOrganizationUsers() {
  return useQuery({
    queryKey: SETTINGS_KEYS.users,
    queryFn: () => adminClient.listOrganizationUsers(),
    meta: { silent: true },
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: SETTINGS_KEYS.invitations,
    queryFn: () => adminClient.listInvitations(),
    meta: { silent: true },
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: SETTINGS_KEYS.apiKeys,
    queryFn: () => adminClient.listApiKeys(),
    meta: { silent: true },
  });
}
