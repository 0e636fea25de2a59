import type { ResultColumn, ResultRow, ResultValue } from '@chartroom/core';

/** Link detection samples the first 10 rows (spec). */
export const LINK_SAMPLE_ROWS = 10;

const SCHEME = /^https?:\/\//i;
const LABEL = /^[a-z0-9-]+$/i;

/** The host part of a URL-like text (scheme, credentials, port, path and query removed). */
function hostPart(text: string): string {
  const withoutScheme = text.replace(SCHEME, '');
  const host = withoutScheme.split(/[/?#]/)[0] ?? '';
  const afterAt = host.includes('@') ? (host.split('@').pop() ?? '') : host;
  return afterAt.replace(/:\d+$/, '');
}

/**
 * True when a text looks like a URL by the spec's host rules: no spaces or commas, not purely
 * numeric, every label non-empty and not starting or ending with '-', and a top-level domain of
 * at least 2 characters with no digits.
 */
export function isLikelyUrl(value: ResultValue | undefined): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text === '' || /[\s,]/.test(text)) return false;
  const host = hostPart(text);
  if (host === '' || /^[\d.]+$/.test(host)) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label === '' || label.startsWith('-') || label.endsWith('-') || !LABEL.test(label)) {
      return false;
    }
  }
  const tld = labels[labels.length - 1] ?? '';
  return tld.length >= 2 && !/\d/.test(tld);
}

/** The link target: https:// prepended when the text has no scheme. */
export function toHref(text: string): string {
  const trimmed = text.trim();
  return SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The hostname shown for a link cell. */
export function linkLabel(text: string): string {
  try {
    return new URL(toHref(text)).hostname;
  } catch {
    return hostPart(text.trim());
  }
}

/** Columns whose non-empty values in the first 10 rows all look like URLs. */
export function detectLinkColumns(columns: ResultColumn[], rows: ResultRow[]): Set<string> {
  const sample = rows.slice(0, LINK_SAMPLE_ROWS);
  const links = new Set<string>();
  for (const column of columns) {
    if (column.type === 'number' || column.type === 'date' || column.type === 'boolean') continue;
    const values = sample
      .map((r) => r[column.name])
      .filter((v) => v !== null && v !== undefined && v !== '');
    if (values.length > 0 && values.every((v) => isLikelyUrl(v))) links.add(column.name);
  }
  return links;
}
