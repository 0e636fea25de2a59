// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { colourStyle, sanitizeHtml } from './sanitize-html';

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

/** Nothing that can run script or load anything survives. */
function expectInert(html: string): void {
  expect(html).not.toMatch(
    /<(script|iframe|object|embed|svg|math|style|form|img|video|audio|link|meta|base|template|noscript|input|button|textarea|select)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
}

describe('sanitizeHtml keeps formatting', () => {
  it('keeps headings, bold, italics, lists, quotes, code and line breaks', () => {
    const html =
      '<h2>Title</h2><p>Hello <strong>world</strong>, <em>really</em> <u>so</u> <s>not</s><br></p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
      '<blockquote>quote</blockquote><pre><code>x = 1</code></pre><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps web and mail links, opening them in a new tab without referrer', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1">x</a>')).toBe(
      `<a href="https://example.com/a?b=1" ${LINK}>x</a>`,
    );
    expect(sanitizeHtml('<a href="http://example.com">x</a>')).toBe(
      `<a href="http://example.com" ${LINK}>x</a>`,
    );
    expect(sanitizeHtml('<a href="mailto:ops@acme.example">mail</a>')).toBe(
      `<a href="mailto:ops@acme.example" ${LINK}>mail</a>`,
    );
    expect(sanitizeHtml('<a href="/dashboards/1">in app</a>')).toBe(
      `<a href="/dashboards/1" ${LINK}>in app</a>`,
    );
  });

  it('keeps text and background colours, and only them', () => {
    expect(
      sanitizeHtml(
        '<p><span style="color: #e03131">red</span> <mark style="background-color: rgb(255, 236, 153)">hi</mark></p>',
      ),
    ).toBe(
      '<p><span style="color: #e03131">red</span> <mark style="background-color: rgb(255, 236, 153)">hi</mark></p>',
    );
    expect(sanitizeHtml('<span style="color: teal; position: fixed; top: 0">x</span>')).toBe(
      '<span style="color: teal">x</span>',
    );
    expect(colourStyle('background-image: url(https://evil.example/t.png)')).toBe('');
    expect(colourStyle('color: expression(alert(1))')).toBe('');
    expect(colourStyle('color: red; color: url(x)')).toBe('color: red');
    expect(sanitizeHtml('<span style="background: url(//evil.example/x)">x</span>')).toBe(
      '<span>x</span>',
    );
  });
});

describe('sanitizeHtml removes XSS vectors', () => {
  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<script src="https://evil.example/x.js"></script><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitizeHtml('<style>body{display:none}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p>a</p><SCRIPT>alert(1)</SCRIPT>')).toBe('<p>a</p>');
  });

  it('drops event handlers and elements that load things', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="alert(2)">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<body onload=alert(1)><p>x</p></body>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<object data="x.swf"></object><embed src="x.swf"><p>x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeHtml('<video><source onerror="alert(1)"></video><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<details open ontoggle=alert(1)>x</details>')).toBe('x');
  });

  it('keeps links only to safe URLs', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href="https://example.com" target="_self" onclick="x()">x</a>')).toBe(
      `<a href="https://example.com" ${LINK}>x</a>`,
    );
  });

  it('drops SVG and MathML with their content', () => {
    expect(sanitizeHtml('<svg onload=alert(1)><script>alert(2)</script></svg><p>x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeHtml('<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>')).toBe(
      '',
    );
    expect(
      sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'),
    ).not.toMatch(/img|onerror/);
    expect(sanitizeHtml('<math href="javascript:alert(1)">x</math>')).toBe('');
  });

  it('drops forms, inputs and buttons with their content', () => {
    expect(
      sanitizeHtml(
        '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">Go</button></form><p>x</p>',
      ),
    ).toBe('<p>x</p>');
    expect(sanitizeHtml('<textarea>secret</textarea><select><option>a</option></select>')).toBe('');
  });

  it('is not fooled by mutation XSS classics', () => {
    const vectors = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<a href="https://example.com"><img src=x onerror=alert(1)></a>',
      '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
      '<template><script>alert(1)</script></template><p>x</p>',
      '<div><![CDATA[</div><img src=x onerror=alert(1)>]]></div>',
      '<!--<img src=x onerror=alert(1)>--><p>x</p>',
    ];
    for (const vector of vectors) {
      const once = sanitizeHtml(vector);
      expectInert(once);
      // Re-parsing the output (as TipTap and the browser do) must not bring anything back.
      const twice = sanitizeHtml(once);
      expect(twice, vector).toBe(once);
      const reparsed = document.createElement('div');
      reparsed.innerHTML = once;
      expect(reparsed.querySelector('img, script, style, svg, math, iframe'), vector).toBeNull();
    }
  });

  it('removes unknown elements and attributes but keeps their text', () => {
    expect(sanitizeHtml('<custom-el data-x="1">b</custom-el><p class="c" id="i">t</p>')).toBe(
      'b<p>t</p>',
    );
    expect(sanitizeHtml('')).toBe('');
  });
});
