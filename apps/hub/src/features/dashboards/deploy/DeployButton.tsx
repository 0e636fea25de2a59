import { Button } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { ViewerDashboard } from '../dashboard-model';
import { DeployDialog } from './DeployDialog';

/** The edit toolbar's Deploy button and its dialog. */
export function DeployButton({ dashboard }: { dashboard: ViewerDashboard }) {
  const { t } = useHubTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        radius="md"
        leftSection={<IconRocket size={16} stroke={1.6} />}
        onClick={() => setOpened(true)}
        data-testid="dashboard-deploy"
      >
        {t('dashboardExport.deploy.button')}
      </Button>
      {opened && <DeployDialog dashboard={dashboard} opened onClose={() => setOpened(false)} />}
    </>
  );
}
