import { DASHBOARD_TIMEZONES, dashboardTimezoneOf, type DashboardRow } from '@chartroom/core';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { errorMessage, useReloadDashboard } from './use-dashboard-settings';

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
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      centered
      radius="md"
      title={<Text fw={600}>{t('dashboardSettings.timezone.title')}</Text>}
      data-testid="dashboard-timezone-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dashboardSettings.timezone.hint')}
        </Text>
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
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
            {t('dashboardSettings.timezone.failed', { message: errorMessage(save.error) })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('dashboardSettings.cancel')}
          </Button>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={zone === savedZone && local === row.local_tz}
            data-testid="dashboard-timezone-save"
          >
            {t('dashboardSettings.timezone.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
