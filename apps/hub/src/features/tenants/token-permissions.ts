/** The editing permissions a minted token may carry (tenant-token.ts), in the dialog's order. */
export const EDIT_PERMISSIONS = [
  'addChart',
  'addFilter',
  'removeChart',
  'createChart',
  'editCharts',
  'createChartSQL',
] as const;
export type EditPermission = (typeof EDIT_PERMISSIONS)[number];

export interface PermissionChoice {
  readOnly: boolean;
  edit: ReadonlySet<EditPermission>;
}

export const READ_ONLY: PermissionChoice = { readOnly: true, edit: new Set() };

/** Ticking read-only clears the others (it would cancel them); ticking another clears read-only. */
export function toggle(
  choice: PermissionChoice,
  name: 'readOnly' | EditPermission,
): PermissionChoice {
  if (name === 'readOnly') return choice.readOnly ? { ...choice, readOnly: false } : READ_ONLY;
  const edit = new Set(choice.edit);
  if (edit.has(name)) edit.delete(name);
  else edit.add(name);
  return { readOnly: false, edit };
}

/** The token's `permissions`: `{readOnly: true}`, or the chosen ones (none: read only). */
export function tokenPermissions(choice: PermissionChoice): Record<string, boolean> {
  if (choice.readOnly || choice.edit.size === 0) return { readOnly: true };
  return Object.fromEntries(
    EDIT_PERMISSIONS.filter((p) => choice.edit.has(p)).map((p) => [p, true]),
  );
}

/**
 * Expiry choices, in seconds: within the server's default maximum lifetime of a tenant token
 * (CHARTROOM_TENANT_TOKEN_MAX_SECONDS, one day). Longer lived tokens are for the host app's
 * backend, which signs its own; a server with a lower maximum answers the dialog with its limit.
 */
export const EXPIRY_CHOICES = [
  { key: 'minutes15', seconds: 900 },
  { key: 'hour', seconds: 3600 },
  { key: 'hours8', seconds: 28_800 },
  { key: 'day', seconds: 86_400 },
] as const;
