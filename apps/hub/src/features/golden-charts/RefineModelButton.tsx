import { Button, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { RefineModelDialog } from './RefineModelDialog';
import { useRefineModel, type RefineModelChart } from './use-refine-model';

export interface RefineModelButtonProps {
  chart: RefineModelChart;
}

/**
 * 'Refine model' in the builders' footer: opens 'Refine your AI model' and stores a golden chart.
 * Disabled until the chart is saved. Not for embedded mode (charts.md §6): the footer leaves it out.
 */
export function RefineModelButton({ chart }: RefineModelButtonProps) {
  const { t } = useHubTranslation();
  const [opened, setOpened] = useState(false);
  const { refine, saving } = useRefineModel(chart);
  const unsaved = chart.id === null;
  return (
    <>
      <Tooltip label={t('goldenCharts.refine.needsSave')} disabled={!unsaved} withArrow>
        <Button
          variant="default"
          leftSection={<IconSparkles size={15} />}
          onClick={() => setOpened(true)}
          disabled={unsaved}
          data-testid="refine-model"
        >
          {t('goldenCharts.refine.button')}
        </Button>
      </Tooltip>
      <RefineModelDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onApply={refine}
        saving={saving}
      />
    </>
  );
}
