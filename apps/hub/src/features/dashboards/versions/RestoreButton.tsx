import { Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useRestoreVersion } from './use-restore-version';
import { useShowVersion } from './use-version-param';

/**
 * 'Restore' in the Save button's place while an old version is shown (dashboards.md §2; reads
 * 'Restoring...' while it saves): that version becomes the new latest one, which is then shown.
 */
export function RestoreButton({ dashboardId, version }: { dashboardId: string; version: number }) {
  const { t } = useHubTranslation();
  const showVersion = useShowVersion();
  const restore = useRestoreVersion(dashboardId, () => showVersion(null));
  const busy = restore.isPending;
  return (
    <Button
      radius="md"
      leftSection={<IconRestore size={16} stroke={1.6} />}
      onClick={() => restore.mutate(version)}
      disabled={busy}
      aria-busy={busy}
      data-testid="dashboard-restore"
    >
      {busy ? t('dashboardVersions.restoring') : t('dashboardVersions.restore')}
    </Button>
  );
}
