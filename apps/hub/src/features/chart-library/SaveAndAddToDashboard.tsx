import { Button, Tooltip } from '@mantine/core';
import { IconLayoutGridAdd, IconX } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useSaveAndAdd, type ChartToAdd } from './use-save-and-add';

export interface SaveAndAddToDashboardProps {
  /** The whole config is valid (no builder error): the button is enabled only then. */
  valid: boolean;
  chart: ChartToAdd;
  /** The preview node for the thumbnail (as 'Apply changes' takes it). */
  thumbnailNode?: () => HTMLElement | null;
}

/**
 * 'Save and add to dashboard' of the builder footer. Shown only when the builder was opened
 * from a dashboard (`?dashboardId=`); saves, adds the chart at the dashboard's next version and
 * returns to the dashboard.
 */
export function SaveAndAddToDashboard({ valid, chart, thumbnailNode }: SaveAndAddToDashboardProps) {
  const { t } = useHubTranslation();
  const { dashboardId, status, run } = useSaveAndAdd(thumbnailNode);
  if (!dashboardId) return null;
  return (
    <Tooltip label={t('chartLibrary.saveAndAddInvalid')} disabled={valid} withArrow>
      <Button
        variant="light"
        color={status === 'error' ? 'red' : undefined}
        leftSection={status === 'error' ? <IconX size={15} /> : <IconLayoutGridAdd size={15} />}
        onClick={() => void run(chart)}
        loading={status === 'busy'}
        disabled={!valid}
        data-testid="save-and-add-to-dashboard"
        data-status={status}
      >
        {status === 'error' ? t('chartLibrary.saveAndAddFailed') : t('chartLibrary.saveAndAdd')}
      </Button>
    </Tooltip>
  );
}
