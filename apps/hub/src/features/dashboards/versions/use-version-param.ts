import { useCallback } from 'react';
import { useMatch, useSearchParams } from 'react-router-dom';
import { parseVersionParam, VERSION_PARAM } from './version-choice';

/** The admin dashboard routes where `?version=N` opens an old version (not the share page). */
function useOnAdminDashboard(): boolean {
  const view = useMatch('/dashboards/:id');
  const edit = useMatch('/build/dashboard/:id/edit');
  return view !== null || edit !== null;
}

/** The version `?version=N` asks for on an admin dashboard page; undefined = the latest. */
export function useRequestedVersion(): number | undefined {
  const [params] = useSearchParams();
  const admin = useOnAdminDashboard();
  return admin ? parseVersionParam(params.get(VERSION_PARAM)) : undefined;
}

/** Shows `version` (null: the latest, the parameter removed), keeping the other parameters. */
export function useShowVersion(): (version: number | null) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (version: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (version === null) next.delete(VERSION_PARAM);
        else next.set(VERSION_PARAM, String(version));
        return next;
      }),
    [setParams],
  );
}
