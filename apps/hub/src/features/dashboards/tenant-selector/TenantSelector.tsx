import { Select } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useTenantList } from '../../tenants/use-tenants';
import { useViewAsTenant } from './view-as-param';

/** The option value of Global Admin: an empty choice means Global Admin (dashboards.md §2). */
const GLOBAL_ADMIN = '';

/**
 * The edit toolbar's tenant selector: 'Global Admin' by default, then the organisation's tenants
 * (`GET /tenant/list`). Choosing a tenant shows the dashboard as that tenant sees it (every query
 * with that tenant's token on the server, decision 021); Global Admin (or clearing) goes back.
 */
export function TenantSelector() {
  const { t } = useHubTranslation();
  const { tenantId, select } = useViewAsTenant();
  const tenants = useTenantList();
  const data = useMemo(
    () => [
      { value: GLOBAL_ADMIN, label: t('tenantView.globalAdmin') },
      ...(tenants.data?.tenants ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name })),
    ],
    [tenants.data, t],
  );
  // A tenant named in the URL but not (yet) listed still shows, by its id.
  const options =
    tenantId && !data.some((o) => o.value === tenantId)
      ? [...data, { value: tenantId, label: tenantId }]
      : data;
  const nothingFound = tenants.isPending
    ? t('tenantView.loadingTenants')
    : tenants.isError
      ? t('tenantView.tenantsError')
      : t('tenantView.noTenants');

  return (
    <Select
      aria-label={t('tenantView.label')}
      data={options}
      value={tenantId ?? GLOBAL_ADMIN}
      onChange={(value) => select(value || null)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={nothingFound}
      leftSection={<IconUserScan size={16} stroke={1.6} />}
      w={{ base: '100%', xs: 220 }}
      radius="md"
      comboboxProps={{ shadow: 'md' }}
      data-testid="tenant-selector"
      data-viewing-as={tenantId ?? ''}
    />
  );
}
