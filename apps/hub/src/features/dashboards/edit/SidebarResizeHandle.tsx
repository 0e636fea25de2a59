import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SIDEBAR_KEY_STEP, clampWidth, draggedWidth, sidebarLimits } from './drawer-width';

export interface SidebarResizeHandleProps {
  width: number;
  v2: boolean;
  label: string;
  onWidth: (width: number) => void;
}

/**
 * The left edge of the chart sidebar: dragged with the mouse (the width changes by half the
 * movement) or moved with the arrow keys when focused (Home / End: narrowest / widest).
 */
export function SidebarResizeHandle({ width, v2, label, onWidth }: SidebarResizeHandleProps) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const { min, max } = sidebarLimits(v2);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onWidth(draggedWidth(start.current.width, start.current.x, event.clientX, v2));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft'
        ? width + SIDEBAR_KEY_STEP
        : event.key === 'ArrowRight'
          ? width - SIDEBAR_KEY_STEP
          : event.key === 'Home'
            ? min
            : event.key === 'End'
              ? max
              : null;
    if (next === null) return;
    event.preventDefault();
    onWidth(clampWidth(next, v2));
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={width}
      tabIndex={0}
      data-testid="chart-sidebar-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      style={{
        flex: '0 0 8px',
        height: '100%',
        cursor: 'col-resize',
        touchAction: 'none',
        borderRight: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-default-hover)',
      }}
    />
  );
}
