/** The attribute that marks a dashboard's root; its value is the dashboard id. */
export const DASHBOARD_SCOPE_ATTRIBUTE = 'data-dashboard-scope';

/** The selector of one dashboard's root (`[data-dashboard-scope="id"]`). */
export function dashboardScopeSelector(dashboardId: string): string {
  return `[${DASHBOARD_SCOPE_ATTRIBUTE}="${escapeAttributeValue(dashboardId)}"]`;
}

function escapeAttributeValue(value: string): string {
  return value.replace(/["\\\n\r]/g, (c) => `\\${c === '\n' ? 'a ' : c === '\r' ? 'd ' : c}`);
}

/** At `i` starts `url(` whose argument is not a quoted string. */
function isUnquotedUrl(css: string, i: number): boolean {
  if (css.slice(i, i + 4).toLowerCase() !== 'url(') return false;
  if (i > 0 && /[\w-]/.test(css[i - 1] ?? '')) return false;
  const argument = /^\s*(.)/.exec(css.slice(i + 4));
  return argument?.[1] !== '"' && argument?.[1] !== "'";
}

/** Index after the `)` that ends an unquoted url (escapes skipped), or the text's end. */
function urlEnd(css: string, i: number): number {
  let j = i + 4;
  while (j < css.length && css[j] !== ')') j += css[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, css.length);
}

/**
 * Closes what the text leaves open at its end, the way a CSS parser reads it (comments, strings
 * and backslash escapes), and tells whether a `}` closes a block it did not open. Such a brace
 * would end the scoping block early and let the rest apply to the whole page.
 */
function balance(css: string): { text: string; escapes: boolean } {
  let depth = 0;
  let i = 0;
  let quote: string | null = null;
  let comment = false;
  while (i < css.length) {
    const c = css[i];
    if (comment) {
      if (c === '*' && css[i + 1] === '/') {
        comment = false;
        i += 2;
        continue;
      }
    } else if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
      else if (c === '\n' || c === '\r' || c === '\f') quote = null; // a bad string ends here
    } else if (c === '\\') {
      i += 1;
    } else if (isUnquotedUrl(css, i)) {
      i = urlEnd(css, i); // an unquoted url( … ) holds quotes and braces as plain text
      continue;
    } else if (c === '/' && css[i + 1] === '*') {
      comment = true;
      i += 2;
      continue;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '{') {
      depth += 1;
    } else if (c === '}') {
      if (depth === 0) return { text: css, escapes: true };
      depth -= 1;
    }
    i += 1;
  }
  let text = css;
  if (css.endsWith('\\')) text += ' ';
  if (comment) text += '*/';
  if (quote) text += quote;
  text += '}'.repeat(depth);
  return { text, escapes: false };
}

/** A scoped stylesheet, or why the text was refused. */
export type ScopedCss = { css: string; error: null } | { css: ''; error: 'unbalanced' };

/**
 * A dashboard's custom CSS (`config.styleOverrides`, Edit CSS) scoped to its root: the text is
 * nested in the root's selector (native CSS nesting), so `.card { … }` means `root .card`, and
 * `body { … }` matches nothing outside the dashboard. Blocks left open are closed; a stray `}`
 * that would close the scoping block refuses the whole text (it would otherwise leak).
 * `@import`, `@font-face` and `@keyframes` are not valid inside a rule and are dropped by the
 * browser: a dashboard's CSS cannot load fonts or define animations for the page.
 */
export function scopeDashboardCss(css: string, dashboardId: string): ScopedCss {
  if (!css.trim()) return { css: '', error: null };
  const { text, escapes } = balance(css.replace(/<\/style/gi, '<\\/style'));
  if (escapes) return { css: '', error: 'unbalanced' };
  return { css: `${dashboardScopeSelector(dashboardId)} {\n${text}\n}\n`, error: null };
}
