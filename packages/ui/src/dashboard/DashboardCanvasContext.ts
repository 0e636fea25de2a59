import { createContext, useContext } from 'react';
import type { CanvasBreakpoint } from './types';

export interface DashboardCanvasContextValue {
  /** Cards show a drag handle and can be moved and resized. */
  editable: boolean;
  /** The grid's breakpoint at its current width (lg 1200, md 996, sm 768, xs 480, xxs 0). */
  breakpoint: CanvasBreakpoint;
}

export const DashboardCanvasContext = createContext<DashboardCanvasContextValue>({
  editable: false,
  breakpoint: 'lg',
});

export function useDashboardCanvas(): DashboardCanvasContextValue {
  return useContext(DashboardCanvasContext);
}
