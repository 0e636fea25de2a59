import { useMatch } from 'react-router-dom';

/** Hub edit mode is the route `/build/dashboard/:id/edit`; `/dashboards/:id` is the view. */
export function useDashboardEditMode(): boolean {
  return useMatch('/build/dashboard/:id/edit') !== null;
}
