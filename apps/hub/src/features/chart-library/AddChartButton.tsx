import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ChartLibraryDrawer } from './ChartLibraryDrawer';
import type { PickedChartSink } from './use-library-actions';

export interface AddChartButtonProps {
  dashboardId: string;
  /** Ids of the charts on the dashboard. */
  chartIds: readonly string[];
  /** Edit mode: a picked chart goes into the draft (see ChartLibraryDrawer). */
  onPicked?: PickedChartSink;
}

/** 'Add chart' on an admin's dashboard page: opens the chart library picker. */
export function AddChartButton({ dashboardId, chartIds, onPicked }: AddChartButtonProps) {
  const { t } = useHubTranslation();
  const [opened, setOpened] = useState(false);
  const ids = chartIds.join('\n');
  const inDashboard = useMemo(() => new Set(ids ? ids.split('\n') : []), [ids]);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => setOpened(true)}
        radius="md"
        data-testid="dashboard-add-chart"
      >
        {t('chartLibrary.addChart')}
      </Button>
      <ChartLibraryDrawer
        opened={opened}
        onClose={() => setOpened(false)}
        dashboardId={dashboardId}
        inDashboard={inDashboard}
        onPicked={onPicked}
      />
    </>
  );
}
