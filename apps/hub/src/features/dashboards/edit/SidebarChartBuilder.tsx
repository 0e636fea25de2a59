import type { ChartFilter, ChartRow } from '@chartroom/core';
import { Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { ChartBuilder } from '../../chart-builder/ChartBuilder';
import { draftFromRow } from '../../chart-builder/chart-draft';
import { useChartFirstRun } from '../../chart-builder/use-chart-first-run';
import { V2Builder } from '../../chart-builder-v2/V2Builder';
import { savedFromRow } from '../../chart-builder-v2/v2-draft';
import { useConnectionList } from '../../connections/use-connections';

export interface SidebarChartBuilderProps {
  chart: ChartRow;
  filters: readonly ChartFilter[];
}

/** The chart's builder inside the sidebar: the v2 builder, or the classic one (as its page). */
export function SidebarChartBuilder({ chart, filters }: SidebarChartBuilderProps) {
  if (chart.config_version === 'v2') {
    return <V2Builder key={chart.id} initial={savedFromRow(chart)} />;
  }
  return <ClassicBuilder chart={chart} filters={filters} />;
}

function ClassicBuilder({ chart, filters }: SidebarChartBuilderProps) {
  const saved = useMemo(() => draftFromRow(chart, filters), [chart, filters]);
  // A chart with a query but no output columns runs it once first, as on its own page.
  const firstRun = useChartFirstRun(saved);
  const connections = useConnectionList();
  if (firstRun.pending || connections.isPending) {
    return (
      <Stack gap="md" data-testid="chart-builder-loading">
        <Skeleton h={44} w={320} radius="md" />
        <Skeleton h={420} radius="md" />
      </Stack>
    );
  }
  return (
    <ChartBuilder
      key={chart.id}
      initial={firstRun.chart ?? saved}
      connections={connections.data?.connections ?? []}
      connectionsLoading={connections.isFetching}
    />
  );
}
