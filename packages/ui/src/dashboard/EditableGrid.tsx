import { Responsive, type Layout, type Layouts } from 'react-grid-layout';
import { DRAG_HANDLE_CLASS, GRID_BREAKPOINTS, GRID_ROW_HEIGHT } from './grid';
import type { GridColumns } from './build-layouts';
import type { CanvasLayouts, RenderChart } from './types';

export interface EditableGridProps {
  chartIds: string[];
  layouts: CanvasLayouts;
  cols: GridColumns;
  width: number;
  spacing: number;
  renderChart: RenderChart;
  onLayoutChange?: (layout: Layout[], all: Layouts) => void;
}

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
}: EditableGridProps) {
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
    >
      {chartIds.map((chartId) => (
        <div key={chartId} data-chart-id={chartId}>
          {renderChart(chartId)}
        </div>
      ))}
    </Responsive>
  );
}
