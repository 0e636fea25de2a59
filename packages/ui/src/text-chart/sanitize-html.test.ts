// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    expect(sanitizeHtml('<h2>Title</h2><p>Hello <strong>world</strong><br></p>')).toBe(
      '<h2>Title</h2><p>Hello <strong>world</strong><br></p>',
    );
  });

  it('drops scripts, event handlers, styles and unknown tags', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">a<script>alert(2)</script><img src=x onerror=alert(3)><custom>b</custom></p><iframe src="https://evil"></iframe>',
    );
    expect(out).toBe('<p>ab</p>');
  });

  it('keeps only safe link targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
