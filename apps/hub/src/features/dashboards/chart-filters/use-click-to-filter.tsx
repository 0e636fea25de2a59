import type { ChartRow } from '@chartroom/client';
import type { DashboardFilterValue } from '@chartroom/ui';
import { Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFilterPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { ViewerDashboard } from '../dashboard-model';
import { boundFilterFor, clickedValue, type ClickedDatum } from './click-to-filter';
import { newClickFilter } from './new-click-filter';

interface Offer {
  chartId: string;
  datum: ClickedDatum;
  x: number;
  y: number;
}

export interface ClickToFilterInput {
  dashboard: ViewerDashboard;
  charts: Map<string, ChartRow>;
  setValue: (filterId: string, value: DashboardFilterValue) => void;
  /** Editors in edit mode: a click on a column no filter is bound to offers to add one. */
  canAddFilter: boolean;
}

/**
 * Click to filter (decision 031): a click on a chart's datum sets the dashboard filter bound to
 * that chart's column (its chip in the filter bar undoes it); for an editor in edit mode with no
 * such filter, a small menu at the click offers to add a 'Select Multi' filter on the column.
 */
export function useClickToFilter({
  dashboard,
  charts,
  setValue,
  canAddFilter,
}: ClickToFilterInput) {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<Offer | null>(null);
  const pointer = useRef({ x: 0, y: 0 });
  useEffect(() => {
    if (!canAddFilter) return undefined;
    const track = (e: PointerEvent) => {
      pointer.current = { x: e.clientX, y: e.clientY };
    };
    window.addEventListener('pointerdown', track, true);
    return () => window.removeEventListener('pointerdown', track, true);
  }, [canAddFilter]);

  const latest = useRef({ dashboard, setValue, canAddFilter });
  latest.current = { dashboard, setValue, canAddFilter };

  const handle = useCallback((chartId: string, datum: ClickedDatum) => {
    const current = latest.current;
    const filter = boundFilterFor(current.dashboard.filters, chartId, datum.column);
    if (filter) {
      const value = clickedValue(filter, datum);
      if (value !== null) current.setValue(filter.id, value);
      return;
    }
    if (current.canAddFilter) setOffer({ chartId, datum, ...pointer.current });
  }, []);
  // One stable handler per chart (the chart's renderer is not redrawn for a new function).
  const handlers = useRef(new Map<string, (datum: ClickedDatum) => void>());
  const onDatumClick = useCallback(
    (chartId: string) => {
      let handler = handlers.current.get(chartId);
      if (!handler) {
        handler = (datum) => handle(chartId, datum);
        handlers.current.set(chartId, handler);
      }
      return handler;
    },
    [handle],
  );

  const addFilter = async (o: Offer) => {
    setOffer(null);
    const chart = charts.get(o.chartId);
    const filter = chart ? newClickFilter(crypto.randomUUID(), chart, o.datum) : null;
    if (!filter) {
      notifications.show({ color: 'yellow', message: t('chartFilters.clickFilter.unavailable') });
      return;
    }
    try {
      await client.createOrUpdateDashboardFilterV2({
        filterConfig: filter,
        parentDashboardId: dashboard.id,
        filterId: filter.id,
        chartIds: [o.chartId],
      });
      notifications.show({
        color: 'green',
        message: t('chartFilters.clickFilter.added', { name: filter.displayName }),
      });
      await queryClient.invalidateQueries({ queryKey: [scope] });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('chartFilters.clickFilter.failed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    }
  };

  const menu: ReactNode = offer ? (
    <Menu
      opened
      onChange={(opened) => !opened && setOffer(null)}
      position="bottom-start"
      withinPortal
      shadow="md"
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{ position: 'fixed', left: offer.x, top: offer.y, width: 1, height: 1 }}
        />
      </Menu.Target>
      <Menu.Dropdown data-testid="click-filter-menu">
        <Menu.Label>
          <Text size="xs" truncate="end" maw={260}>
            {t('chartFilters.clickFilter.title', {
              column: offer.datum.column,
              value: String(offer.datum.value ?? '-'),
            })}
          </Text>
        </Menu.Label>
        <Menu.Item
          leftSection={<IconFilterPlus size={14} />}
          onClick={() => void addFilter(offer)}
          data-testid="click-filter-add"
        >
          {t('chartFilters.clickFilter.add', { column: offer.datum.column })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ) : null;

  return { onDatumClick, menu };
}
