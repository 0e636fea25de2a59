import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-store';

/** Admin pages need a session; without one (or after a 401) go to sign-in, then come back. */
export function RequireAuth() {
  const signedIn = useSession((s) => s.signedIn);
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'setup-status' });
    }
  }, [signedIn, queryClient]);

  if (!signedIn) {
    const next = `${location.pathname}${location.search}`;
    const search = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
    return <Navigate to={`/sign-in${search}`} replace />;
  }
  return <Outlet />;
}
