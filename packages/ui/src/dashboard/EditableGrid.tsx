import { Responsive, type Layout, type Layouts } from 'react-grid-layout';
import { DRAG_HANDLE_CLASS, GRID_BREAKPOINTS, GRID_ROW_HEIGHT } from './grid';
import type { GridColumns } from './build-layouts';
import type { CanvasBreakpoint, CanvasLayoutItem, CanvasLayouts, RenderChart } from './types';

/** A drag or resize that ended: the breakpoint's layout after it, and before it. */
export type LayoutCommit = (
  breakpoint: CanvasBreakpoint,
  layout: CanvasLayoutItem[],
  before: CanvasLayoutItem[],
) => void;

export interface EditableGridProps {
  chartIds: string[];
  layouts: CanvasLayouts;
  cols: GridColumns;
  width: number;
  spacing: number;
  renderChart: RenderChart;
  onLayoutChange?: (layout: Layout[], all: Layouts) => void;
  /** The grid's current breakpoint (from its width). */
  breakpoint: CanvasBreakpoint;
  /** Called once when a drag or a resize ends (not when the grid lays itself out). */
  onLayoutCommit?: LayoutCommit;
}

const plain = (l: Layout): CanvasLayoutItem => ({ i: l.i, x: l.x, y: l.y, w: l.w, h: l.h });

/**
 * The grid in edit mode: react-grid-layout (responsive, no overlap, drag by handle, resize). A
 * chunk of its own, loaded when a canvas becomes editable; the read-only grid is StaticGrid.
 */
export function EditableGrid({
  chartIds,
  layouts,
  cols,
  width,
  spacing,
  renderChart,
  onLayoutChange,
  breakpoint,
  onLayoutCommit,
}: EditableGridProps) {
  const cells = new Map((layouts[breakpoint] ?? []).map((item) => [item.i, item]));
  const commit = (layout: Layout[]) =>
    onLayoutCommit?.(breakpoint, layout.map(plain), (layouts[breakpoint] ?? []).map(plain));
  return (
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
      isDraggable
      isResizable
      draggableHandle={`.${DRAG_HANDLE_CLASS}`}
      onLayoutChange={onLayoutChange}
      onDragStop={commit}
      onResizeStop={commit}
    >
      {chartIds.map((chartId) => (
        <div key={chartId} data-chart-id={chartId}>
          {renderChart(chartId, cells.get(chartId))}
        </div>
      ))}
    </Responsive>
  );
}
