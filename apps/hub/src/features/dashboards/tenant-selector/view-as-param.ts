import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDashboardEditMode } from '../toolbar/use-edit-mode';

/** The search parameter naming the tenant an admin views the dashboard as (absent: Global Admin). */
export const VIEW_AS_PARAM = 'viewAs';

export interface ViewAsTenant {
  /** The tenant's id, or null for Global Admin (the admin's own view). */
  tenantId: string | null;
  /** Chooses a tenant; null or '' goes back to Global Admin. */
  select: (tenantId: string | null) => void;
}

/**
 * The tenant selector's choice, kept in the URL (`?viewAs=<tenant id>`) so a reload or a shared
 * link keeps it. It applies in edit mode only (`/build/dashboard/:id/edit`), where the selector is.
 */
export function useViewAsTenant(): ViewAsTenant {
  const editMode = useDashboardEditMode();
  const [params, setParams] = useSearchParams();
  const chosen = params.get(VIEW_AS_PARAM);
  const select = useCallback(
    (tenantId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tenantId) next.set(VIEW_AS_PARAM, tenantId);
          else next.delete(VIEW_AS_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tenantId: editMode && chosen ? chosen : null, select };
}
