import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { PickedChartSink } from './use-library-actions';

export interface AddChartButtonProps {
  dashboardId: string;
  /** Ids of the charts on the dashboard. */
  chartIds: readonly string[];
  /** Edit mode: a picked chart goes into the draft (see ChartLibraryDrawer). */
  onPicked?: PickedChartSink;
}

// The library drawer is an editor: its code loads on the first click (issue 11's route budget).
const ChartLibraryDrawer = lazy(async () => ({
  default: (await import('./ChartLibraryDrawer')).ChartLibraryDrawer,
}));

/** 'Add chart' on an admin's dashboard page: opens the chart library picker. */
export function AddChartButton({ dashboardId, chartIds, onPicked }: AddChartButtonProps) {
  const { t } = useHubTranslation();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const ids = chartIds.join('\n');
  const inDashboard = useMemo(() => new Set(ids ? ids.split('\n') : []), [ids]);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
        radius="md"
        data-testid="dashboard-add-chart"
      >
        {t('chartLibrary.addChart')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ChartLibraryDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            dashboardId={dashboardId}
            inDashboard={inDashboard}
            onPicked={onPicked}
          />
        </Suspense>
      )}
    </>
  );
}
