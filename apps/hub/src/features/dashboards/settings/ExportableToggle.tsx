import { Loader, Switch, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { errorMessage, useDashboardRow, useReloadDashboard } from './use-dashboard-settings';

/**
 * The exportable toggle (dashboards.md §2, §4): flips the current value through
 * `/dashboard/v2/set-export-flag`, with a spinner while saving; a failure says so.
 */
export function ExportableToggle({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const row = useDashboardRow(dashboardId);
  const reload = useReloadDashboard(dashboardId);
  const save = useMutation({
    mutationFn: (isExportable: boolean) => client.setExportFlag({ dashboardId, isExportable }),
    meta: { silent: true },
    onSuccess: () => reload(),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: t('dashboardSettings.exportable.failed', { message: errorMessage(error) }),
      }),
  });
  const current = row?.is_exportable ?? false;
  // While saving, the switch shows the value asked for, with a spinner in its thumb.
  const checked = save.isPending ? (save.variables ?? current) : current;
  return (
    <Tooltip label={t('dashboardSettings.exportable.tooltip')} withArrow multiline maw={260}>
      <Switch
        label={t('dashboardSettings.exportable.label')}
        checked={checked}
        onChange={() => save.mutate(!current)}
        disabled={!row || save.isPending}
        thumbIcon={
          save.isPending ? <Loader size={10} data-testid="exportable-saving" /> : undefined
        }
        data-testid="dashboard-exportable"
        aria-busy={save.isPending}
      />
    </Tooltip>
  );
}
