import type { TenantClaims } from '@chartroom/core';

type Permissions = TenantClaims['permissions'];

/**
 * What the share page offers a tenant editor (dashboards.md §2, §6; charts.md §6): each is on when
 * the link asks for it (`name=true`) and the token's permissions allow it (decision 024). The
 * server checks the token again on every write.
 */
export interface EditingFlags {
  /** 'New chart' (a new chart in the sidebar builder): createChart or createChartSQL. */
  createChart: boolean;
  /** Per-card 'Edit chart'. */
  editCharts: boolean;
  /** Technical embedded user: the classic builder's SQL steps. */
  createChartSQL: boolean;
  /** 'Add chart': a published chart of the library, copied onto the dashboard. */
  addChart: boolean;
  /** Per-card 'Remove chart'. */
  removeChart: boolean;
  /** '+ Add filter'. */
  addFilter: boolean;
  /** The personal workspace's actions: make a personal copy, rename, 'Create a copy', delete. */
  personalWorkspace: boolean;
}

export const NO_EDITING: EditingFlags = {
  createChart: false,
  editCharts: false,
  createChartSQL: false,
  addChart: false,
  removeChart: false,
  addFilter: false,
  personalWorkspace: false,
};

/** Whether the link and token offer any editing at all (else the read-only view). */
export function offersEditing(flags: EditingFlags): boolean {
  return (
    flags.createChart ||
    flags.editCharts ||
    flags.addChart ||
    flags.removeChart ||
    flags.addFilter ||
    flags.personalWorkspace
  );
}

/**
 * The editing permissions a tenant token claims, read without verifying it (the server verifies
 * every call and refuses what the token does not allow); null for other tokens.
 */
export function tokenPermissions(token: string): Permissions | null {
  const p = claimsOf(token)?.permissions;
  return p && typeof p === 'object' && !Array.isArray(p) ? (p as Permissions) : null;
}

/**
 * The claims of a JWT (its base64url payload, UTF-8 JSON), without verifying it (the server
 * does); null for other strings. By hand rather than with jose: the share page's initial JS.
 */
export function claimsOf(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `author` of the charts the token's tenant created or copied (`tenant:<id>`), else null. */
export function tokenAuthor(token: string): string | null {
  const tenant = claimsOf(token)?.tenant;
  const id = tenant && typeof tenant === 'object' ? (tenant as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? `tenant:${id}` : null;
}

/**
 * Editing is offered when the token allows it (not readOnly) and the link asks for it
 * (`createChart=true`, `editCharts=true`, `addChart=true`, `removeChart=true`, `addFilter=true`,
 * `personalWorkspace=true`). `personalWorkspace` needs any one editing permission (a personal
 * copy is an edit).
 */
export function editingFlags(
  permissions: Permissions | null,
  params: URLSearchParams,
): EditingFlags {
  if (!permissions || permissions.readOnly === true) return NO_EDITING;
  const asked = (name: string) => params.get(name) === 'true';
  const has = (name: keyof Permissions) => permissions[name] === true;
  const sql = has('createChartSQL');
  const anyEdit =
    sql ||
    has('createChart') ||
    has('editCharts') ||
    has('addChart') ||
    has('removeChart') ||
    has('addFilter');
  return {
    createChart: asked('createChart') && (has('createChart') || sql),
    editCharts: asked('editCharts') && has('editCharts'),
    createChartSQL: sql,
    addChart: asked('addChart') && has('addChart'),
    removeChart: asked('removeChart') && has('removeChart'),
    addFilter: asked('addFilter') && has('addFilter'),
    personalWorkspace: asked('personalWorkspace') && anyEdit,
  };
}
