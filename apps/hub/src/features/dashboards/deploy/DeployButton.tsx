import { Button } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useOrganizationSettings } from '../../settings/use-settings';
import type { ViewerDashboard } from '../dashboard-model';
import { DeployDialog } from './DeployDialog';

/** The edit toolbar's Deploy button and its dialog (the plan read from the organisation's settings). */
export function DeployButton({ dashboard }: { dashboard: ViewerDashboard }) {
  const { t } = useHubTranslation();
  const [opened, setOpened] = useState(false);
  const settings = useOrganizationSettings();
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
      {opened && (
        <DeployDialog
          dashboard={dashboard}
          organizationId={settings.data?.id}
          reactAllowed={settings.data?.planFeatures.reactDeployTab === true}
          settingsError={settings.error}
          opened
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
