import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { SettingsDialog } from './SettingsDialog';
import { scopeDashboardCss } from './scope-css';
import { useReloadDashboard } from './use-dashboard-settings';

const CssEditor = lazy(async () => ({ default: (await import('./CssEditor')).CssEditor }));

export interface EditCssDialogProps {
  dashboardId: string;
  saved: string;
  onClose: () => void;
}

/**
 * Edit CSS (dashboards.md §2): the dashboard's `config.styleOverrides`, applied only inside the
 * dashboard. Saving writes the next version with the config changed (decision 020).
 */
export function EditCssDialog({ dashboardId, saved, onClose }: EditCssDialogProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const reload = useReloadDashboard(dashboardId);
  const [css, setCss] = useState(saved);
  const unbalanced = scopeDashboardCss(css, dashboardId).error !== null;
  const save = useMutation({
    mutationFn: () => client.updateDashboardConfig(dashboardId, { styleOverrides: css }),
    meta: { silent: true },
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });
  return (
    <SettingsDialog
      title={t('dashboardSettings.css.title')}
      hint={t('dashboardSettings.css.hint')}
      testId="edit-css-dialog"
      size="xl"
      save={save}
      saveLabel={t('dashboardSettings.css.save')}
      saveTestId="edit-css-save"
      saveDisabled={unbalanced || css === saved}
      failedText={(message) => t('dashboardSettings.css.failed', { message })}
      onClose={onClose}
    >
      <Suspense fallback={<Loader size="sm" data-testid="css-editor-loading" />}>
        <CssEditor value={css} onChange={setCss} label={t('dashboardSettings.css.editorLabel')} />
      </Suspense>
      {unbalanced && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
          {t('dashboardSettings.css.unbalanced')}
        </Alert>
      )}
    </SettingsDialog>
  );
}
