import type { AnyDashboardFilter, DashboardFilter } from '@chartroom/core';
import { Center, Drawer, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SidebarResizeHandle } from '../edit/SidebarResizeHandle';
import { sidebarLimits } from '../edit/drawer-width';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { FilterEditorV25 } from './FilterEditorV25';
import { LegacyFilterEditor } from './LegacyFilterEditor';
import { drawerTypeOf, type FilterDrawerType } from './filter-editor-model';
import type { EditorSources } from './use-editor-sources';

export interface FilterDrawerTarget {
  filter: AnyDashboardFilter;
  isNew: boolean;
}

export interface FilterDrawerProps {
  dashboardId: string;
  target: FilterDrawerTarget | null;
  sources: EditorSources;
  timeZone?: string | undefined;
  busy: boolean;
  onClose: () => void;
  onSubmit: (filter: AnyDashboardFilter, isNew: boolean) => void;
}

/**
 * The right-side filter drawer (filters-and-rendering.md §2): 'Add filter' or 'Update filter',
 * the V2.5 editor for new and V2.5 filters, the legacy editors for V1 and V2 ones (their
 * 'Upgrade' continues in the V2.5 editor).
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const { t } = useHubTranslation();
  const { target } = props;
  // Spec §2: default 1000, between 100 and 1000, its left edge moves by half the mouse movement.
  const [width, setWidth] = useState(sidebarLimits(false).initial);
  return (
    <Drawer.Root
      opened={target !== null}
      onClose={props.onClose}
      position="right"
      size={width}
      data-testid="filter-drawer"
    >
      <Drawer.Overlay />
      <Drawer.Content
        data-width={width}
        style={{ display: 'flex', overflow: 'hidden', maxWidth: '100vw' }}
      >
        <SidebarResizeHandle
          width={width}
          v2={false}
          label={t('filterAuthoring.resizeDrawer')}
          onWidth={setWidth}
        />
        <div style={{ flex: 1, minWidth: 0, height: '100%', overflowY: 'auto' }}>
          <Drawer.Header>
            <Drawer.Title>
              <Text fw={650} data-testid="filter-drawer-title">
                {target?.isNew ? t('filterAuthoring.titleAdd') : t('filterAuthoring.titleUpdate')}
              </Text>
            </Drawer.Title>
            <Drawer.CloseButton aria-label={t('filterAuthoring.close')} />
          </Drawer.Header>
          <Drawer.Body>
            {target && (
              <DrawerBody
                key={`${target.filter.id}-${target.isNew ? 'new' : 'edit'}`}
                {...props}
                target={target}
              />
            )}
          </Drawer.Body>
        </div>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function DrawerBody(props: FilterDrawerProps & { target: FilterDrawerTarget }) {
  const { client, scope } = useApi();
  const { target, sources } = props;
  const [upgraded, setUpgraded] = useState<DashboardFilter | null>(null);
  const type: FilterDrawerType = target.isNew ? 'filter' : drawerTypeOf(target.filter);
  const current = upgraded ?? target.filter;
  const isSelect = current.filterType === 'Select';
  // The default-value editor's Select options: the scan of a filter already on the dashboard
  // (a new one has none yet; a failed scan offers none), 300 at most (spec §5).
  const saved = !target.isNew;
  const scan = useQuery({
    queryKey: [scope, 'filter-values', props.dashboardId, current.id, 'default-editor'],
    queryFn: () => client.getFilterValues({ dashboardId: props.dashboardId, filterId: current.id }),
    enabled: isSelect && saved && current.filterRestrictionMethod !== 'Manual',
    staleTime: 5 * 60_000,
    meta: { silent: true },
    retry: false,
  });
  if (sources.loading) {
    return (
      <Center h={200}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (!upgraded && (type === 'aggregateFilterV1' || type === 'aggregateFilterV2')) {
    return (
      <div data-drawer-type={type}>
        <LegacyFilterEditor
          initial={target.filter}
          charts={sources.charts}
          tables={sources.tables}
          timeZone={props.timeZone}
          busy={props.busy}
          onSubmit={(filter) => props.onSubmit(filter, false)}
          onUpgrade={setUpgraded}
        />
      </div>
    );
  }
  return (
    <div data-drawer-type={upgraded ? 'aggregateFilter' : type}>
      <FilterEditorV25
        key={upgraded ? 'upgraded' : 'v25'}
        initial={current as DashboardFilter}
        isNew={target.isNew}
        charts={sources.charts}
        tables={sources.tables}
        scannedOptions={scan.data?.values}
        timeZone={props.timeZone}
        busy={props.busy}
        onSubmit={(filter) => props.onSubmit(filter, target.isNew)}
      />
    </div>
  );
}
