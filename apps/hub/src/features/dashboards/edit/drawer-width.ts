/** Chart sidebar widths (dashboards.md §2, §9): min 100, max 1000 (2000 for a v2 chart). */
export const SIDEBAR_MIN_WIDTH = 100;
export const SIDEBAR_MAX_WIDTH = 1000;
export const SIDEBAR_MAX_WIDTH_V2 = 2000;
/** Default width: 1000, or 1400 for a v2 chart. */
export const SIDEBAR_DEFAULT_WIDTH = 1000;
export const SIDEBAR_DEFAULT_WIDTH_V2 = 1400;
/** One arrow-key step of the keyboard resize, in px. */
export const SIDEBAR_KEY_STEP = 20;

export function sidebarLimits(v2: boolean) {
  return {
    min: SIDEBAR_MIN_WIDTH,
    max: v2 ? SIDEBAR_MAX_WIDTH_V2 : SIDEBAR_MAX_WIDTH,
    initial: v2 ? SIDEBAR_DEFAULT_WIDTH_V2 : SIDEBAR_DEFAULT_WIDTH,
  };
}

export function clampWidth(width: number, v2: boolean): number {
  const { min, max } = sidebarLimits(v2);
  return Math.round(Math.min(max, Math.max(min, width)));
}

/**
 * The sidebar's width while its left edge is dragged from `startX` to `x` (it opens on the
 * right, so moving left widens it): it changes by half the mouse movement, within the limits.
 */
export function draggedWidth(startWidth: number, startX: number, x: number, v2: boolean): number {
  return clampWidth(startWidth + (startX - x) / 2, v2);
}
