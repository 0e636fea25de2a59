import { Card, Group, Loader, Text } from '@mantine/core';
import { useChartAppearance } from '../theme/ChartAppearanceContext';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDashboardCanvas } from './DashboardCanvasContext';
import { GRID_MARGIN, GRID_ROW_HEIGHT } from './grid';
import { useDashboardTranslation } from './i18n';
import type { ChartCardState } from './types';

/** Edit mode only (with react-grid-layout): the drag handle and its tooltip. */
const DragHandle = lazy(async () => ({ default: (await import('./DragHandle')).DragHandle }));

/** Inner padding of a card in px. */
export const CARD_PADDING = 12;

/** Height in px left for a card's content when it spans `rows` grid rows (border included). */
export function cardContentHeight(
  rows: number,
  rowHeight = GRID_ROW_HEIGHT,
  margin = GRID_MARGIN,
): number {
  return Math.max(40, rows * rowHeight + (rows - 1) * margin - 2 * CARD_PADDING - 2);
}

export interface ChartCardProps {
  chartId: string;
  /** A title top-left; omit when the content draws its own (ChartViewer does). */
  title?: ReactNode;
  /** Exposed as `data-state` for tests and styling. */
  state: ChartCardState;
  /** Shown top-right on hover or keyboard focus only (edit/remove buttons, menus). */
  controls?: ReactNode;
  /** A small spinner top-right while data is refetched behind a drawn chart. */
  refreshing?: boolean;
  /** Always shown top-right: the 'Set chart filters' button (chart-filters/). */
  filterTrigger?: ReactNode;
  children: ReactNode;
}

/**
 * One dashboard card: subtle border and radius, the content's title top-left, hover-only
 * controls and (in edit mode) a drag handle top-right.
 */
export function ChartCard({
  chartId,
  title,
  state,
  controls,
  refreshing,
  filterTrigger,
  children,
}: ChartCardProps) {
  const { editable } = useDashboardCanvas();
  const appearance = useChartAppearance();
  const { t } = useDashboardTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const active = hovered || focused;
  const hasOverlay = Boolean(controls) || Boolean(filterTrigger) || editable || refreshing;

  return (
    <Card
      data-testid={`chart-card-${chartId}`}
      data-state={state}
      withBorder
      radius="md"
      padding={CARD_PADDING}
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'hidden',
        // Set directly, not through the `shadow` prop: its CSS variable would be inherited by a
        // nested Mantine Card (ChartViewer's) and draw a second shadow inside.
        boxShadow: active ? 'var(--mantine-shadow-sm)' : undefined,
        transition: 'box-shadow 150ms ease',
        // The dashboard theme's card colours and radius, when it sets them.
        background: appearance.cardBackground,
        borderColor: appearance.cardBorderColor,
        ...(appearance.cardRadius !== undefined ? { borderRadius: appearance.cardRadius } : {}),
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {title && (
        <Text data-testid="chart-title" fw={600} size="sm" truncate="end" mb={6}>
          {title}
        </Text>
      )}
      {hasOverlay && (
        <Group gap={2} wrap="nowrap" pos="absolute" top={6} right={6} style={{ zIndex: 2 }}>
          {refreshing && <Loader size={14} mr={4} aria-label={t('canvas.refreshing')} />}
          {filterTrigger}
          {controls && (
            <Group
              gap={2}
              wrap="nowrap"
              data-testid="card-controls"
              style={{
                opacity: active ? 1 : 0,
                pointerEvents: active ? 'auto' : 'none',
                transition: 'opacity 120ms ease',
              }}
            >
              {controls}
            </Group>
          )}
          {editable && (
            <Suspense fallback={null}>
              <DragHandle label={t('canvas.dragHandle')} active={active} />
            </Suspense>
          )}
        </Group>
      )}
      <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>{children}</div>
    </Card>
  );
}
