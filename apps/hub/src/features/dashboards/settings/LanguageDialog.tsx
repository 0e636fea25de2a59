import { Select } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { SettingsDialog } from './SettingsDialog';
import { useReloadDashboard } from './use-dashboard-settings';
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
    <SettingsDialog
      title={t('dashboardSettings.language.title')}
      hint={t('dashboardSettings.language.hint')}
      testId="dashboard-language-dialog"
      save={save}
      saveLabel={t('dashboardSettings.language.save')}
      saveTestId="dashboard-language-save"
      saveDisabled={language === saved}
      failedText={(message) => t('dashboardSettings.language.failed', { message })}
      onClose={onClose}
    >
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
    </SettingsDialog>
  );
}
