import { Alert } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useStrictTenantCoverage, type StrictTenantInput } from './use-strict-tenant-coverage';

/**
 * 'This chart will only work for X/Y of your tenants' (charts.md §5) when the query output of a
 * tenant-strict connection misses the payload keys of some tenants; nothing when all are covered.
 */
export function StrictTenantWarning(props: StrictTenantInput) {
  const { t } = useHubTranslation();
  const coverage = useStrictTenantCoverage(props);
  if (!coverage || coverage.covered >= coverage.total) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconUsersGroup size={18} />}
      title={t('goldenCharts.strictTenant.warning', {
        covered: coverage.covered,
        total: coverage.total,
      })}
      data-testid="strict-tenant-warning"
    >
      {t('goldenCharts.strictTenant.hint')}
    </Alert>
  );
}
