import type { DashboardColumns } from '@chartroom/core';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { Layout, Layouts } from 'react-grid-layout';
import { breakpointForWidth, buildLayouts, gridColumns } from './build-layouts';
import { CanvasZeroState } from './CanvasZeroState';
import { DashboardCanvasContext } from './DashboardCanvasContext';
import { GRID_MARGIN, GRID_WIDTH } from './grid';
import { StaticGrid } from './StaticGrid';
import type { LayoutCommit } from './EditableGrid';
import type { CanvasChartEntry, CanvasLayouts, RenderChart } from './types';
import { useContainerWidth } from './use-container-width';

/** react-grid-layout, only for editing: a chunk loaded when a canvas becomes editable. */
const EditableGrid = lazy(async () => ({ default: (await import('./EditableGrid')).EditableGrid }));

export interface DashboardCanvasProps {
  /** `config.charts`: chart id → `{ layout {i,x,y,w,h}, version }`. */
  charts: Record<string, CanvasChartEntry>;
  /** `config.layouts`: optional stored layouts per breakpoint. */
  layouts?: CanvasLayouts;
  /** Draws one chart (usually a ChartCard). */
  renderChart: RenderChart;
  /** Drag (by handle) and resize; static otherwise. */
  editable?: boolean;
  /** The theme's `dashboardColumns`: one count or one per breakpoint, 1-8 (default 8). */
  columns?: DashboardColumns;
  /** Margin between cards in px (spec default 10). */
  spacing?: number;
  /** Called after a drag or resize with the current and all layouts. */
  onLayoutChange?: (layout: Layout[], all: Layouts) => void;
  /** Called once when a drag or resize ends, with the breakpoint's layout after and before. */
  onLayoutCommit?: LayoutCommit;
  /** Shown in the zero state under the spec text (e.g. an Add chart button in edit mode). */
  emptyAction?: ReactNode;
  /** The zero state as an editing panel (edit mode, tenant editors) instead of a dotted box. */
  emptyEditing?: boolean;
}

/**
 * The dashboard grid (responsive, no overlap, vertical compaction). Read-only, a CSS grid places
 * the cards (StaticGrid); editable, react-grid-layout loads to drag (by handle only) and resize
 * them. The breakpoint follows the grid's own width, measured before the first paint so that
 * charts are drawn once at their real size; xs and xxs stack the cards unless the dashboard
 * stores a layout.
 */
export function DashboardCanvas({
  charts,
  layouts: stored,
  renderChart,
  editable = false,
  columns,
  spacing = GRID_MARGIN,
  onLayoutChange,
  onLayoutCommit,
  emptyAction,
  emptyEditing = false,
}: DashboardCanvasProps) {
  const chartIds = useMemo(() => Object.keys(charts), [charts]);
  const empty = chartIds.length === 0;
  const container = useContainerWidth<HTMLDivElement>(!empty);
  const width = container.width ?? GRID_WIDTH;
  const breakpoint = breakpointForWidth(width);
  const cols = useMemo(() => gridColumns(columns), [columns]);
  const layouts = useMemo(() => buildLayouts(charts, stored, cols), [charts, stored, cols]);
  const context = useMemo(() => ({ editable, breakpoint }), [editable, breakpoint]);

  if (empty) return <CanvasZeroState action={emptyAction} editing={emptyEditing} />;

  return (
    <DashboardCanvasContext.Provider value={context}>
      <div
        ref={container.ref}
        data-testid="dashboard-canvas"
        data-editable={editable}
        data-breakpoint={breakpoint}
        data-columns={cols[breakpoint]}
      >
        {/* Cards mount once the width is known, so that each chart is drawn at its real size. */}
        {container.measured &&
          (editable ? (
            <Suspense fallback={null}>
              <EditableGrid
                chartIds={chartIds}
                layouts={layouts}
                cols={cols}
                width={width}
                spacing={spacing}
                renderChart={renderChart}
                onLayoutChange={onLayoutChange}
                breakpoint={breakpoint}
                onLayoutCommit={onLayoutCommit}
              />
            </Suspense>
          ) : (
            <StaticGrid
              chartIds={chartIds}
              layout={layouts[breakpoint]}
              cols={cols[breakpoint]}
              spacing={spacing}
              renderChart={renderChart}
            />
          ))}
      </div>
    </DashboardCanvasContext.Provider>
  );
}
