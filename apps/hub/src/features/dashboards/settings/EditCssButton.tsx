import { Button } from '@mantine/core';
import { IconBrandCss3 } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { EditCssDialog } from './EditCssDialog';
import { useDashboardRow } from './use-dashboard-settings';

/** The edit toolbar's Edit CSS button and its dialog. */
export function EditCssButton({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  const row = useDashboardRow(dashboardId);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        radius="md"
        leftSection={<IconBrandCss3 size={16} stroke={1.6} />}
        onClick={() => setOpened(true)}
        disabled={!row}
        data-testid="dashboard-edit-css"
      >
        {t('dashboardSettings.css.button')}
      </Button>
      {opened && row && (
        <EditCssDialog
          dashboardId={dashboardId}
          saved={row.config.styleOverrides ?? ''}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
