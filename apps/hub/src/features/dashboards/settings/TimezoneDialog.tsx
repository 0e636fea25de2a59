import { DASHBOARD_TIMEZONES, dashboardTimezoneOf, type DashboardRow } from '@chartroom/core';
import { Checkbox, Select } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { SettingsDialog } from './SettingsDialog';
import { useReloadDashboard } from './use-dashboard-settings';

/** The configured zones by IANA name, labelled as the spec's list names them. */
const ZONE_OPTIONS = DASHBOARD_TIMEZONES.map((zone) => ({ value: zone.name, label: zone.label }));

export interface TimezoneDialogProps {
  dashboardId: string;
  row: DashboardRow;
  onClose: () => void;
}

/**
 * Timezone (settings menu, dashboards.md §2, §4): a zone of the configured list (default
 * 'Greenwich Mean Time (GMT)') and the local-timezone flag, saved by `/dashboard/set-timezone`
 * (numeric `tz` and the IANA name beside it, decision 012).
 */
export function TimezoneDialog({ dashboardId, row, onClose }: TimezoneDialogProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const reload = useReloadDashboard(dashboardId);
  const savedZone = dashboardTimezoneOf(row).name;
  const [zone, setZone] = useState(savedZone);
  const [local, setLocal] = useState(row.local_tz);
  const save = useMutation({
    mutationFn: () =>
      client.setDashboardTimezone({ dashboardId, selectedTimezone: zone, localTimezone: local }),
    meta: { silent: true },
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });
  return (
    <SettingsDialog
      title={t('dashboardSettings.timezone.title')}
      hint={t('dashboardSettings.timezone.hint')}
      testId="dashboard-timezone-dialog"
      save={save}
      saveLabel={t('dashboardSettings.timezone.save')}
      saveTestId="dashboard-timezone-save"
      saveDisabled={zone === savedZone && local === row.local_tz}
      failedText={(message) => t('dashboardSettings.timezone.failed', { message })}
      onClose={onClose}
    >
      <Select
        label={t('dashboardSettings.timezone.label')}
        data={ZONE_OPTIONS}
        value={zone}
        onChange={(value) => value && setZone(value)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="—"
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        data-testid="dashboard-timezone-select"
      />
      <Checkbox
        label={t('dashboardSettings.timezone.local')}
        checked={local}
        onChange={(event) => setLocal(event.currentTarget.checked)}
        data-testid="dashboard-timezone-local"
      />
    </SettingsDialog>
  );
}
