import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// Server rendering has no DOM: DOMPurify cannot check anything there, so nothing passes.
describe('sanitizeHtml without a DOM', () => {
  it('returns nothing rather than unchecked HTML', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('<p>Hello <strong>world</strong></p>')).toBe('');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
  });
});
