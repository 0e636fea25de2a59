/**
 * Pure rules of the version selector (dashboards.md §4 "Latest" and "Version change"). The page
 * shows an old version when the URL has `?version=N` and N is not the newest.
 */

/** The search parameter naming the version on screen; absent = the latest. */
export const VERSION_PARAM = 'version';

/** `?version=` as a version number, or undefined when absent or not a positive integer. */
export function parseVersionParam(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const version = Number(raw.trim());
  return version >= 1 ? version : undefined;
}

/** The newest version of a version list (any order), or undefined when empty. */
export function latestOf(versions: readonly number[] | undefined): number | undefined {
  if (!versions || versions.length === 0) return undefined;
  return Math.max(...versions);
}

/**
 * Is `requested` an old version? Not when absent, nor when it is the newest known one. While the
 * list is loading a requested version counts as old (editing stays blocked until it is known).
 */
export function isOldVersion(
  requested: number | undefined,
  versions: readonly number[] | undefined,
): boolean {
  if (requested === undefined) return false;
  const latest = latestOf(versions);
  return latest === undefined || requested < latest;
}

/** What choosing `chosen` in the selector does while `current` is on screen. */
export type VersionChoice =
  { kind: 'none' } | { kind: 'latest' } | { kind: 'version'; version: number };

export function versionChoice(
  chosen: number,
  current: number,
  versions: readonly number[],
): VersionChoice {
  if (chosen === current || !versions.includes(chosen)) return { kind: 'none' };
  if (chosen === latestOf(versions)) return { kind: 'latest' };
  return { kind: 'version', version: chosen };
}

/**
 * The newer server version an open draft is outdated by (dashboards.md §4: "If the latest server
 * version differs from the draft's version"), or null: no draft, list not loaded, or up to date.
 */
export function outdatedBy(
  draftVersion: number | null,
  versions: readonly number[] | undefined,
): number | null {
  if (draftVersion === null) return null;
  const latest = latestOf(versions);
  return latest !== undefined && latest > draftVersion ? latest : null;
}
