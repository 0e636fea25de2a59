import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { GoldenPromptsDialog } from './GoldenPromptsDialog';
import { useDashboardRow } from './use-dashboard-settings';

/** The edit toolbar's Golden Prompts button and its dialog. */
export function GoldenPromptsButton({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  const row = useDashboardRow(dashboardId);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        radius="md"
        leftSection={<IconSparkles size={16} stroke={1.6} />}
        onClick={() => setOpened(true)}
        disabled={!row}
        data-testid="dashboard-golden-prompts"
      >
        {t('dashboardSettings.prompts.button')}
      </Button>
      {opened && row && (
        <GoldenPromptsDialog
          dashboardId={dashboardId}
          saved={row.golden_prompts?.prompts ?? []}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
