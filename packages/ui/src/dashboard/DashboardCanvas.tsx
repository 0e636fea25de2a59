import type { DashboardColumns } from '@chartroom/core';
import { useMemo } from 'react';
import { Responsive, type Layout, type Layouts } from 'react-grid-layout';
import { breakpointForWidth, buildLayouts, gridColumns } from './build-layouts';
import { CanvasZeroState } from './CanvasZeroState';
import { DashboardCanvasContext } from './DashboardCanvasContext';
import {
  DRAG_HANDLE_CLASS,
  GRID_BREAKPOINTS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  GRID_WIDTH,
} from './grid';
import type { CanvasChartEntry, CanvasLayouts, RenderChart } from './types';
import { useContainerWidth } from './use-container-width';
import type { ReactNode } from 'react';

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
  /** Shown in the zero state under the spec text (e.g. an Add chart button in edit mode). */
  emptyAction?: ReactNode;
}

/**
 * The dashboard grid (react-grid-layout, responsive, no overlap, drag by handle only). The
 * breakpoint follows the grid's own width, measured before the first paint so that charts are
 * drawn once at their real size; xs and xxs stack the cards unless the dashboard stores a layout.
 */
export function DashboardCanvas({
  charts,
  layouts: stored,
  renderChart,
  editable = false,
  columns,
  spacing = GRID_MARGIN,
  onLayoutChange,
  emptyAction,
}: DashboardCanvasProps) {
  const chartIds = Object.keys(charts);
  const empty = chartIds.length === 0;
  const container = useContainerWidth<HTMLDivElement>(!empty);
  const width = container.width ?? GRID_WIDTH;
  const breakpoint = breakpointForWidth(width);
  const cols = useMemo(() => gridColumns(columns), [columns]);
  const layouts = useMemo(() => buildLayouts(charts, stored, cols), [charts, stored, cols]);
  const context = useMemo(() => ({ editable, breakpoint }), [editable, breakpoint]);

  if (empty) return <CanvasZeroState action={emptyAction} />;

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
        {container.measured && (
          <Responsive
            width={width}
            className="chartroom-dashboard-grid"
            layouts={layouts as Layouts}
            breakpoints={GRID_BREAKPOINTS}
            cols={cols}
            rowHeight={GRID_ROW_HEIGHT}
            margin={[spacing, spacing]}
            containerPadding={[0, 0]}
            compactType="vertical"
            allowOverlap={false}
            preventCollision={false}
            isDraggable={editable}
            isResizable={editable}
            draggableHandle={`.${DRAG_HANDLE_CLASS}`}
            onLayoutChange={editable ? onLayoutChange : undefined}
          >
            {chartIds.map((chartId) => (
              <div key={chartId} data-chart-id={chartId}>
                {renderChart(chartId)}
              </div>
            ))}
          </Responsive>
        )}
      </div>
    </DashboardCanvasContext.Provider>
  );
}
