import { useMemo } from 'react';
import { Responsive, WidthProvider, type Layout, type Layouts } from 'react-grid-layout';
import { buildLayouts } from './build-layouts';
import { CanvasZeroState } from './CanvasZeroState';
import { DashboardCanvasContext } from './DashboardCanvasContext';
import {
  DEFAULT_GRID_COLUMNS,
  DRAG_HANDLE_CLASS,
  GRID_BREAKPOINTS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
} from './grid';
import type { CanvasChartEntry, CanvasLayouts, RenderChart } from './types';
import type { ReactNode } from 'react';

const ResponsiveGrid = WidthProvider(Responsive);

export interface DashboardCanvasProps {
  /** `config.charts`: chart id → `{ layout {i,x,y,w,h}, version }`. */
  charts: Record<string, CanvasChartEntry>;
  /** `config.layouts`: optional stored layouts per breakpoint. */
  layouts?: CanvasLayouts;
  /** Draws one chart (usually a ChartCard). */
  renderChart: RenderChart;
  /** Drag (by handle) and resize; static otherwise. */
  editable?: boolean;
  /** Columns per breakpoint (spec default 8; a theme may set 1-8). */
  columns?: number;
  /** Margin between cards in px (spec default 10). */
  spacing?: number;
  /** Called after a drag or resize with the current and all layouts. */
  onLayoutChange?: (layout: Layout[], all: Layouts) => void;
  /** Shown in the zero state under the spec text (e.g. an Add chart button in edit mode). */
  emptyAction?: ReactNode;
}

/** The dashboard grid (react-grid-layout, responsive, no overlap, drag by handle only). */
export function DashboardCanvas({
  charts,
  layouts: stored,
  renderChart,
  editable = false,
  columns = DEFAULT_GRID_COLUMNS,
  spacing = GRID_MARGIN,
  onLayoutChange,
  emptyAction,
}: DashboardCanvasProps) {
  const chartIds = Object.keys(charts);
  const layouts = useMemo(() => buildLayouts(charts, stored, columns), [charts, stored, columns]);
  const cols = useMemo(
    () => ({ lg: columns, md: columns, sm: columns, xs: columns, xxs: columns }),
    [columns],
  );
  const context = useMemo(() => ({ editable }), [editable]);

  if (chartIds.length === 0) return <CanvasZeroState action={emptyAction} />;

  return (
    <DashboardCanvasContext.Provider value={context}>
      <div data-testid="dashboard-canvas" data-editable={editable}>
        <ResponsiveGrid
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
        </ResponsiveGrid>
      </div>
    </DashboardCanvasContext.Provider>
  );
}
