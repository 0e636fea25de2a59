import { createContext, useContext } from 'react';

export interface DashboardCanvasContextValue {
  /** Cards show a drag handle and can be moved and resized. */
  editable: boolean;
}

export const DashboardCanvasContext = createContext<DashboardCanvasContextValue>({
  editable: false,
});

export function useDashboardCanvas(): DashboardCanvasContextValue {
  return useContext(DashboardCanvasContext);
}
