import { IconBrandCss3 } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { EditCssDialog } from './EditCssDialog';
import { RowDialogButton } from './RowDialogButton';

/** The edit toolbar's Edit CSS button and its dialog. */
export function EditCssButton({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  return (
    <RowDialogButton
      dashboardId={dashboardId}
      icon={<IconBrandCss3 size={16} stroke={1.6} />}
      label={t('dashboardSettings.css.button')}
      testId="dashboard-edit-css"
      renderDialog={(row, close) => (
        <EditCssDialog
          dashboardId={dashboardId}
          saved={row.config.styleOverrides ?? ''}
          onClose={close}
        />
      )}
    />
  );
}
