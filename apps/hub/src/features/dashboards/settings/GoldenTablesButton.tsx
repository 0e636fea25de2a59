import { Button } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { GoldenTablesDialog } from './GoldenTablesDialog';
import { useDashboardRow } from './use-dashboard-settings';

/** The edit toolbar's Golden Tables button and its dialog. */
export function GoldenTablesButton({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  const row = useDashboardRow(dashboardId);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        radius="md"
        leftSection={<IconTable size={16} stroke={1.6} />}
        onClick={() => setOpened(true)}
        disabled={!row}
        data-testid="dashboard-golden-tables"
      >
        {t('dashboardSettings.tables.button')}
      </Button>
      {opened && row && (
        <GoldenTablesDialog
          dashboardId={dashboardId}
          saved={row.selected_table?.tables ?? []}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
