import { describe, expect, it } from 'vitest';
import { dashboardScopeSelector, scopeDashboardCss } from './scope-css';

const root = '[data-dashboard-scope="d1"]';

describe('scopeDashboardCss', () => {
  it('nests the text in the dashboard root’s selector', () => {
    expect(scopeDashboardCss('.card { border: 0 }', 'd1')).toEqual({
      css: `${root} {\n.card { border: 0 }\n}\n`,
      error: null,
    });
  });

  it('gives nothing for empty or blank text', () => {
    expect(scopeDashboardCss('', 'd1')).toEqual({ css: '', error: null });
    expect(scopeDashboardCss('  \n ', 'd1')).toEqual({ css: '', error: null });
  });

  it('closes blocks, comments and strings left open at the end', () => {
    expect(scopeDashboardCss('.a { color: red', 'd1').css).toBe(`${root} {\n.a { color: red}\n}\n`);
    expect(scopeDashboardCss('.a { color: red } /* note', 'd1').css).toBe(
      `${root} {\n.a { color: red } /* note*/\n}\n`,
    );
    expect(scopeDashboardCss('.a { content: "x', 'd1').css).toBe(
      `${root} {\n.a { content: "x"}\n}\n`,
    );
  });

  it('refuses a stray closing brace that would end the scope and leak to the page', () => {
    expect(scopeDashboardCss('} body { background: red }', 'd1')).toEqual({
      css: '',
      error: 'unbalanced',
    });
    expect(scopeDashboardCss('.a { color: red } } body { color: red }', 'd1').error).toBe(
      'unbalanced',
    );
  });

  it('reads braces in strings, comments, escapes and unquoted urls as text, as CSS does', () => {
    for (const css of [
      '.a::after { content: "}" }',
      ".a::after { content: '}}' }",
      '/* } */ .a { color: red }',
      '.a\\} { color: red }',
      '.a { background: url(x}.png) }',
    ]) {
      expect(scopeDashboardCss(css, 'd1')).toEqual({ css: `${root} {\n${css}\n}\n`, error: null });
    }
  });

  it('does not take a quote inside an unquoted url for the start of a string', () => {
    // The browser reads url(x"y) as one (bad) url: the `}` after it are real braces.
    expect(scopeDashboardCss('.a { background: url(x"y) } } body { color: red }', 'd1').error).toBe(
      'unbalanced',
    );
  });

  it('ends a string at a line break, as CSS does, so a brace after it counts', () => {
    expect(scopeDashboardCss('.a { content: "x\n} } body { color: red }', 'd1').error).toBe(
      'unbalanced',
    );
  });

  it('escapes the dashboard id in the attribute selector', () => {
    expect(dashboardScopeSelector('a"b')).toBe('[data-dashboard-scope="a\\"b"]');
  });
});
