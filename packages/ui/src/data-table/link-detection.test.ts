import { describe, expect, it } from 'vitest';
import { detectLinkColumns, isLikelyUrl, linkLabel, toHref } from './link-detection';

describe('isLikelyUrl (spec host rules)', () => {
  it('accepts URLs with or without a scheme', () => {
    expect(isLikelyUrl('https://www.example.com/path?q=1')).toBe(true);
    expect(isLikelyUrl('example.co.uk')).toBe(true);
    expect(isLikelyUrl('http://sub-domain.example.io:8080/a')).toBe(true);
  });

  it('rejects values with spaces or commas', () => {
    expect(isLikelyUrl('example.com is great')).toBe(false);
    expect(isLikelyUrl('a.com,b.com')).toBe(false);
  });

  it('rejects purely numeric values', () => {
    expect(isLikelyUrl('3.14')).toBe(false);
    expect(isLikelyUrl('192.168.0.1')).toBe(false);
  });

  it('rejects empty labels and labels starting or ending with a dash', () => {
    expect(isLikelyUrl('example..com')).toBe(false);
    expect(isLikelyUrl('-example.com')).toBe(false);
    expect(isLikelyUrl('example-.com')).toBe(false);
    expect(isLikelyUrl('.com')).toBe(false);
  });

  it('rejects top-level domains shorter than 2 characters or with digits', () => {
    expect(isLikelyUrl('example.c')).toBe(false);
    expect(isLikelyUrl('example.c0m')).toBe(false);
    expect(isLikelyUrl('v1.2')).toBe(false);
    expect(isLikelyUrl('localhost')).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isLikelyUrl(42)).toBe(false);
    expect(isLikelyUrl(null)).toBe(false);
  });
});

describe('link cells', () => {
  it('prepends https:// when missing and shows the hostname', () => {
    expect(toHref('example.com/a')).toBe('https://example.com/a');
    expect(toHref('http://example.com')).toBe('http://example.com');
    expect(linkLabel('https://www.example.com/some/long/path')).toBe('www.example.com');
  });

  it('detects link columns from the first 10 rows only', () => {
    const columns = [
      { name: 'site', type: 'string' as const },
      { name: 'name', type: 'string' as const },
    ];
    const rows = Array.from({ length: 12 }, (_, i) => ({
      site: i < 10 ? `shop${i}.example.com` : 'not a url',
      name: i === 0 ? 'example.com' : 'Alice',
    }));
    expect([...detectLinkColumns(columns, rows)]).toEqual(['site']);
    expect(detectLinkColumns(columns, [{ site: null, name: '' }]).size).toBe(0);
  });
});
