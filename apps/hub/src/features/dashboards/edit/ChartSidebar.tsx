import { Alert, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import {
  ADMIN_MODE,
  BuilderModeProvider,
  type BuilderMode,
  type SavedChartRef,
} from '../../chart-builder/builder-mode';
import { useCloseGuard } from '../../share/use-close-guard';
import { sidebarLimits } from './drawer-width';
import { SidebarChartBuilder } from './SidebarChartBuilder';
import { SidebarResizeHandle } from './SidebarResizeHandle';

export interface SidebarTarget {
  chartId: string;
  version: number;
}

export interface ChartSidebarProps {
  target: SidebarTarget | null;
  onClose: () => void;
  /** 'Apply changes' saved a new version of the chart: the draft shows it. */
  onChartSaved: (chart: SavedChartRef) => void;
}

/**
 * The chart sidebar of edit mode (dashboards.md §2): the chart in its builder (classic or v2, as
 * on its own page) in a drawer on the right, resizable by its left edge (min 100, max 1000 or
 * 2000 for a v2 chart, opening at 1000 or 1400, by half the mouse movement). Closing with
 * unsaved chart changes first warns for 5 s; a second close discards them.
 */
export function ChartSidebar({ target, onClose, onChartSaved }: ChartSidebarProps) {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const guard = useCloseGuard(onClose);
  const { setUnsaved } = guard;
  const chart = useQuery({
    queryKey: [scope, 'dashboard-sidebar-chart', target?.chartId, target?.version],
    queryFn: () =>
      client.getChart({ chart: { id: target?.chartId ?? '', version: target?.version ?? 1 } }),
    enabled: target !== null,
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const v2 = chart.data?.chart.config_version === 'v2';
  const limits = sidebarLimits(v2);
  // The width the user chose for this chart; null opens at the default of its kind.
  const [chosen, setChosen] = useState<{ key: string; width: number } | null>(null);
  const key = `${target?.chartId}@${target?.version}`;
  const width = chosen?.key === key ? chosen.width : limits.initial;
  const mode = useMemo<BuilderMode>(
    () => ({ ...ADMIN_MODE, onChartSaved, onUnsavedChange: setUnsaved, inSidebar: true }),
    [onChartSaved, setUnsaved],
  );

  return (
    <Drawer.Root
      opened={target !== null}
      onClose={guard.requestClose}
      position="right"
      size={width}
      data-testid="chart-sidebar"
    >
      <Drawer.Overlay />
      <Drawer.Content
        data-testid="chart-sidebar-content"
        data-width={width}
        style={{ display: 'flex', overflow: 'hidden', maxWidth: '100vw' }}
      >
        <SidebarResizeHandle
          width={width}
          v2={v2}
          label={t('dashboardEdit.resizeSidebar')}
          onWidth={(next) => setChosen({ key, width: next })}
        />
        <div style={{ flex: 1, minWidth: 0, height: '100%', overflowY: 'auto' }}>
          <Drawer.Header>
            <Drawer.Title>
              <Group gap="sm">
                <Text fw={650}>{t('dashboardEdit.sidebarTitle')}</Text>
                {guard.warning && (
                  <Text size="sm" c="orange.8" data-testid="unsaved-close-warning">
                    {t('dashboardEdit.unsavedWarning')}
                  </Text>
                )}
              </Group>
            </Drawer.Title>
            <Drawer.CloseButton
              aria-label={t('dashboardEdit.closeSidebar')}
              data-testid="chart-sidebar-close"
            />
          </Drawer.Header>
          <Drawer.Body>
            {chart.isPending && target && (
              <Stack gap="md" data-testid="chart-sidebar-loading">
                <Skeleton h={44} w={320} radius="md" />
                <Skeleton h={420} radius="md" />
              </Stack>
            )}
            {chart.isError && (
              <Alert color="red" variant="light" role="alert">
                {t('dashboardEdit.chartLoadError', { message: chart.error.message })}
              </Alert>
            )}
            {chart.data && (
              <BuilderModeProvider mode={mode}>
                <SidebarChartBuilder chart={chart.data.chart} filters={chart.data.filters} />
              </BuilderModeProvider>
            )}
          </Drawer.Body>
        </div>
      </Drawer.Content>
    </Drawer.Root>
  );
}
