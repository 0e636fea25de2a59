import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { errorMessage, useReloadDashboard } from './use-dashboard-settings';
import { DASHBOARD_LANGUAGES, isDashboardLanguage } from './use-viewer-language';

export interface LanguageDialogProps {
  dashboardId: string;
  saved: string;
  onClose: () => void;
}

/**
 * Language (settings menu, dashboards.md §2, §9): `config.advanced.language`, the interface
 * language of the dashboard's viewers. Saved as the next version (decision 020).
 */
export function LanguageDialog({ dashboardId, saved, onClose }: LanguageDialogProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const reload = useReloadDashboard(dashboardId);
  const initial = isDashboardLanguage(saved) ? saved : 'en';
  const [language, setLanguage] = useState(initial);
  const data = useMemo(
    () =>
      DASHBOARD_LANGUAGES.map((value) => ({
        value,
        label: t(`dashboardSettings.language.names.${value}`),
      })),
    [t],
  );
  const save = useMutation({
    mutationFn: () => client.updateDashboardConfig(dashboardId, { language }),
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
      title={<Text fw={600}>{t('dashboardSettings.language.title')}</Text>}
      data-testid="dashboard-language-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dashboardSettings.language.hint')}
        </Text>
        <Select
          label={t('dashboardSettings.language.label')}
          data={data}
          value={language}
          onChange={(value) => value && setLanguage(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          data-testid="dashboard-language-select"
        />
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
            {t('dashboardSettings.language.failed', { message: errorMessage(save.error) })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('dashboardSettings.cancel')}
          </Button>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={language === saved}
            data-testid="dashboard-language-save"
          >
            {t('dashboardSettings.language.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
