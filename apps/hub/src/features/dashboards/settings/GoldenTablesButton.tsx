import { IconTable } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { GoldenTablesDialog } from './GoldenTablesDialog';
import { RowDialogButton } from './RowDialogButton';

/** The edit toolbar's Golden Tables button and its dialog. */
export function GoldenTablesButton({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  return (
    <RowDialogButton
      dashboardId={dashboardId}
      icon={<IconTable size={16} stroke={1.6} />}
      label={t('dashboardSettings.tables.button')}
      testId="dashboard-golden-tables"
      renderDialog={(row, close) => (
        <GoldenTablesDialog
          dashboardId={dashboardId}
          saved={row.selected_table?.tables ?? []}
          onClose={close}
        />
      )}
    />
  );
}
