import { useMemo } from 'react';
import { DASHBOARD_SCOPE_ATTRIBUTE, dashboardScopeSelector, scopeDashboardCss } from './scope-css';

/** The attribute that marks an element as a dashboard's root, for its Edit CSS. */
export function dashboardScopeProps(dashboardId: string): Record<string, string> {
  return { [DASHBOARD_SCOPE_ATTRIBUTE]: dashboardId };
}

/**
 * Whether the browser reads the scoped text as one rule on the dashboard's root and nothing
 * else: a second check, by the browser's own parser, that nothing can apply outside it.
 */
function staysInScope(css: string, dashboardId: string): boolean {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) {
    return true; // scopeDashboardCss balanced the text already
  }
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const [rule, ...others] = Array.from(sheet.cssRules);
    return (
      others.length === 0 &&
      rule instanceof CSSStyleRule &&
      rule.selectorText === dashboardScopeSelector(dashboardId)
    );
  } catch {
    return false;
  }
}

/** The CSS a dashboard root applies, or '' when there is none or it could leak. */
export function scopedStyle(css: string, dashboardId: string): string {
  const scoped = scopeDashboardCss(css, dashboardId);
  if (scoped.error !== null || !scoped.css) return '';
  return staysInScope(scoped.css, dashboardId) ? scoped.css : '';
}

/**
 * A dashboard's Edit CSS (`config.styleOverrides`), applied only inside the element marked with
 * `dashboardScopeProps(dashboardId)` (docs/decisions/020-dashboard-settings-toolbar.md).
 * Render it inside that element; it takes no room.
 */
export function DashboardStyle({ dashboardId, css = '' }: { dashboardId: string; css?: string }) {
  const text = useMemo(() => scopedStyle(css, dashboardId), [css, dashboardId]);
  return text ? <style data-testid="dashboard-style-overrides">{text}</style> : null;
}
