import { createClient, type ApiError } from '@chartroom/client';
import { Box, Group, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiContext, type ApiContextValue } from '../../api/api-context';
import { endsSession } from '../../api/in-place-401';
import { readCsrfToken, useSession } from '../../session/session-store';
import { DashboardViewState } from '../dashboards/DashboardViewState';
import { SharePdfButton } from '../dashboards/pdf/SharePdfButton';
import { ControlledFiltersProvider } from '../dashboards/filter-control/ControlledFiltersProvider';
import type { ViewerDashboard } from '../dashboards/dashboard-model';
import { dashboardRowQuery } from '../dashboards/dashboard-row-query';
import { DashboardView } from './LazyDashboardView';
import { EmbeddedEditing } from './LazyEmbeddedEditing';
import { publicClient } from './public/public-client';
import { useTokenExpiry } from './token-expiry/use-token-expiry';
import {
  claimsOf,
  editingFlags,
  NO_EDITING,
  offersEditing,
  tokenAuthor,
  tokenPermissions,
} from './editing-flags';

/** A short, non-secret cache scope for a token (its last characters, which sign it). */
function scopeOf(token: string): string {
  return `share:${token.slice(-24)}`;
}

/**
 * /share/dashboard/:id?jwt=…&theme=light|dark — the page iframes load. No shell; the jwt is the
 * bearer token of every call (a signed-in admin's session cookie is used when no jwt is given). With a
 * tenant token that may edit and editing flags in the link (`createChart`, `editCharts`,
 * `addChart`, `removeChart`, `addFilter`, `personalWorkspace`), the tenant edits its personal
 * workspace copies of a shared dashboard, with tabs (decisions 006 and 024).
 */
export function SharePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const signedIn = useSession((s) => s.signedIn);
  const token = params.get('jwt');
  const [unauthorized, setUnauthorized] = useState(false);
  const flags = useMemo(
    () => (params.get('jwt') ? editingFlags(tokenPermissions(token ?? ''), params) : NO_EDITING),
    [params, token],
  );
  const editing = offersEditing(flags);
  const disableTabs = useMemo(() => tokenPermissions(token ?? '')?.disableTabs === true, [token]);
  const claims = useMemo(() => (token ? claimsOf(token) : null), [token]);
  useTokenExpiry(token, claims);

  const api = useMemo<ApiContextValue | null>(() => {
    // Only an expired or invalid token shows the expired-link screen; a save's or a clone's
    // spec text (401) is shown where it was asked, and a refusal (403) keeps its own message.
    const onUnauthorized = (error: ApiError) => {
      if (endsSession(error)) setUnauthorized(true);
    };
    if (token) {
      // The tenant token alone: an admin cookie of the same origin is never sent along.
      return {
        client: createClient({ token, credentials: 'omit', onUnauthorized }),
        scope: scopeOf(token),
      };
    }
    if (!signedIn) {
      // A visitor without a token: public dashboards only (decision 012); 404 → 'Oops! …'.
      return { client: publicClient(createClient({ credentials: 'omit' })), scope: 'share:public' };
    }
    const client = createClient({
      credentials: 'same-origin',
      csrfToken: readCsrfToken,
      onUnauthorized,
    });
    return { client, scope: 'share:admin' };
  }, [token, signedIn]);

  // The dashboard's row (and with it its charts' opening data) is asked for now, while the
  // dashboard view's code is still on its way, not once the view has arrived.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (api && !editing) void queryClient.prefetchQuery(dashboardRowQuery(api, id, queryClient));
  }, [api, editing, id, queryClient]);

  return (
    <Box className="hub-share" mih="100vh" p={{ base: 'sm', sm: 'md' }} data-testid="share-page">
      {!api || unauthorized ? (
        <DashboardViewState problem="unauthorized" />
      ) : (
        <ApiContext.Provider value={api}>
          {/* The host app's controlledFilterValues (docs/embedding/filter-control.md). */}
          <ControlledFiltersProvider params={params}>
            {editing ? (
              <EmbeddedEditing
                dashboardId={id}
                flags={flags}
                disableTabs={disableTabs}
                tenantAuthor={tokenAuthor(token ?? '')}
              />
            ) : (
              <DashboardView
                dashboardId={id}
                embedded
                renderHeader={(d) => <ShareHeader dashboard={d} />}
              />
            )}
          </ControlledFiltersProvider>
        </ApiContext.Provider>
      )}
    </Box>
  );
}

function ShareHeader({ dashboard }: { dashboard: ViewerDashboard | null }) {
  if (!dashboard) return null;
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <Title order={1} fz={20} fw={650} data-testid="dashboard-title">
        {dashboard.title}
      </Title>
      <SharePdfButton dashboard={dashboard} />
    </Group>
  );
}
