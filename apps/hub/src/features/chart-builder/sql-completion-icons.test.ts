import { describe, expect, it } from 'vitest';
import { COMPLETION_ICONS, iconUrl } from './sql-completion-icons';

describe('completion icons', () => {
  it('gives every completion kind of the SQL editor an icon', () => {
    // CodeMirror's kinds (its glyphs draw as boxes without their font) and ours.
    const kinds = ['keyword', 'type', 'property', 'function', 'variable', 'constant', 'text'];
    for (const kind of [...kinds, 'table', 'namespace']) {
      expect(COMPLETION_ICONS[kind], kind).toBeDefined();
    }
  });

  it('draws an icon as an SVG data URL usable as a CSS mask', () => {
    const url = iconUrl('table');
    expect(url.startsWith('url("data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2));
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg.match(/<path /g)).toHaveLength(3);
  });
});
