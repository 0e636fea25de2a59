import type { ChartRow } from '@chartroom/client';
import { resolveDashboardColumns, type Breakpoint, type GridLayout } from '@chartroom/core';
import {
  ChartAppearanceProvider,
  DashboardCanvas,
  FilterBar,
  chartAppearance,
  type FilterBarProps,
  type LayoutCommit,
} from '@chartroom/ui';
import { ActionIcon, Box, Group, Stack, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useDashboardViewed } from '../../lib/analytics/use-usage-event';
import { DashboardChart } from '../dashboards/DashboardChart';
import { DashboardSkeleton } from '../dashboards/DashboardSkeleton';
import { DashboardViewState } from '../dashboards/DashboardViewState';
import type { ViewerDashboard } from '../dashboards/dashboard-model';
import { useDashboardData } from '../dashboards/use-dashboard-data';
import { useDashboardFilters } from '../dashboards/use-dashboard-filters';
import { dashboardProblem } from '../dashboards/view-state';
import { DashboardStyle, dashboardScopeProps } from '../dashboards/settings/DashboardStyle';
import { useShareViewerLanguage } from '../dashboards/settings/use-viewer-language';

export interface EditableDashboardProps {
  dashboardId: string;
  renderHeader: (dashboard: ViewerDashboard | null) => ReactNode;
  /** Per-card 'Edit chart' (null hides it). */
  onEditChart: ((chartId: string, version: number) => void) | null;
  /** Per-card 'Remove chart' (null hides it). */
  onRemoveChart?: ((chartId: string) => void) | null;
  /** A chart being removed: its remove button spins, the others wait. */
  removing?: string | null;
  /** Shown in the zero state (e.g. 'Add chart'). */
  emptyAction?: ReactNode;
  /** '+ Add filter' (addFilter): the filter grid with its editors in place of the filter bar. */
  renderFilters?:
    | ((
        bar: FilterBarProps,
        dashboard: ViewerDashboard,
        charts: Map<string, ChartRow>,
      ) => ReactNode)
    | null;
  /**
   * A drag (by the card's handle) or resize that ended, as the admin's edit mode reads it
   * (`sameColumnsAsLg`: the breakpoint has lg's column count). Null: the grid is static.
   */
  onLayoutCommit?:
    | ((
        breakpoint: Breakpoint,
        items: readonly GridLayout[],
        before: readonly GridLayout[],
        sameColumnsAsLg: boolean,
      ) => void)
    | null;
}

/**
 * The share page's dashboard for a tenant editor: the same view states, filter bar and cards as
 * DashboardView, with 'Edit chart' and 'Remove chart' actions on each card (by the link's flags),
 * and, with `onLayoutCommit`, the cards dragged by their handle and resized as in hub edit mode.
 */
export function EditableDashboard(props: EditableDashboardProps) {
  const load = useDashboardData(props.dashboardId);
  const queryClient = useQueryClient();
  const { scope } = useApi();
  const problem = dashboardProblem(load);
  useDashboardViewed(props.dashboardId, load.status === 'ready' && !problem);
  if (load.status === 'loading') {
    return (
      <>
        {props.renderHeader(null)}
        <DashboardSkeleton withTitle={false} />
      </>
    );
  }
  if (problem || load.status !== 'ready') {
    return (
      <>
        {props.renderHeader(null)}
        <DashboardViewState
          problem={problem ?? 'error'}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: [scope] })}
        />
      </>
    );
  }
  return (
    <>
      {props.renderHeader(load.dashboard)}
      <Body
        // Not keyed by version: each of the tenant's saves is a new version, and the grid (with
        // react-grid-layout while it is editable) stays mounted through it instead of being
        // drawn again after every drag.
        key={load.dashboard.id}
        {...props}
        dashboard={load.dashboard}
        charts={load.charts}
      />
    </>
  );
}

function Body({
  dashboard,
  charts,
  onEditChart,
  onRemoveChart = null,
  removing = null,
  emptyAction,
  onLayoutCommit = null,
  renderFilters = null,
}: EditableDashboardProps & {
  dashboard: ViewerDashboard;
  charts: Map<string, ChartRow>;
}) {
  const { t } = useHubTranslation();
  const filters = useDashboardFilters(dashboard);
  useShareViewerLanguage(dashboard.language); // the dashboard's language for its viewers
  const mode = useComputedColorScheme('light');
  const appearance = useMemo(() => chartAppearance(dashboard.theme, mode), [dashboard.theme, mode]);
  const themeColumns = dashboard.theme?.common.dashboardColumns;
  const bar: FilterBarProps = {
    filters: dashboard.filters,
    values: filters.values,
    onChange: filters.setValue,
    onClearAll: filters.clearAll,
    options: filters.options,
    optionsLoading: filters.optionsLoading,
    timeZone: dashboard.timeZone,
    embedded: true,
  };
  const commit = useCallback<LayoutCommit>(
    (breakpoint, layout, before) =>
      onLayoutCommit?.(
        breakpoint,
        layout,
        before,
        resolveDashboardColumns(themeColumns, breakpoint) ===
          resolveDashboardColumns(themeColumns, 'lg'),
      ),
    [onLayoutCommit, themeColumns],
  );
  return (
    <ChartAppearanceProvider appearance={appearance}>
      <Stack
        gap="md"
        data-testid="dashboard-body"
        {...dashboardScopeProps(dashboard.id)}
        style={{
          background: appearance.dashboardBackground,
          color: appearance.dashboardTextColor,
          fontFamily: appearance.fontFamily,
        }}
      >
        <DashboardStyle dashboardId={dashboard.id} css={dashboard.styleOverrides} />
        {renderFilters ? renderFilters(bar, dashboard, charts) : <FilterBar {...bar} />}
        <DashboardCanvas
          charts={dashboard.charts}
          layouts={dashboard.layouts}
          columns={themeColumns}
          editable={onLayoutCommit !== null}
          onLayoutCommit={onLayoutCommit ? commit : undefined}
          emptyAction={emptyAction}
          renderChart={(chartId, cell) => {
            const version = dashboard.charts[chartId]?.version ?? 1;
            return (
              <Box pos="relative" h="100%" className="embedded-card">
                <DashboardChart
                  chartId={chartId}
                  version={version}
                  rows={cell?.h ?? dashboard.charts[chartId]?.layout?.h ?? 8}
                  chart={charts.get(chartId)}
                  dashboardId={dashboard.id}
                  filterValues={filters.valuesForChart(chartId)}
                  embedded
                />
                {(onEditChart || onRemoveChart) && (
                  <Group
                    gap={4}
                    pos="absolute"
                    top={8}
                    // Left of the card's drag handle (top-right) when the grid is editable.
                    right={onLayoutCommit ? 36 : 8}
                    style={{ zIndex: 3 }}
                  >
                    {onEditChart && (
                      <Tooltip label={t('embeddedEditing.editChart')} withArrow>
                        <ActionIcon
                          variant="default"
                          size="sm"
                          aria-label={t('embeddedEditing.editChart')}
                          onClick={() => onEditChart(chartId, version)}
                          data-testid={`edit-chart-${chartId}`}
                        >
                          <IconPencil size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {onRemoveChart && (
                      <Tooltip label={t('embeddedEditing.removeChart')} withArrow>
                        <ActionIcon
                          variant="default"
                          color="red"
                          size="sm"
                          aria-label={t('embeddedEditing.removeChart')}
                          loading={removing === chartId}
                          disabled={removing !== null && removing !== chartId}
                          onClick={() => onRemoveChart(chartId)}
                          data-testid={`remove-chart-${chartId}`}
                        >
                          <IconX size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                )}
              </Box>
            );
          }}
        />
      </Stack>
    </ChartAppearanceProvider>
  );
}
