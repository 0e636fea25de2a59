import { describe, expect, it } from 'vitest';
import { clampWidth, draggedWidth, sidebarLimits } from './drawer-width';

describe('chart sidebar width (dashboards.md §2)', () => {
  it('opens at 1000, or 1400 for a v2 chart', () => {
    expect(sidebarLimits(false)).toEqual({ min: 100, max: 1000, initial: 1000 });
    expect(sidebarLimits(true)).toEqual({ min: 100, max: 2000, initial: 1400 });
  });

  it('steps by half the mouse movement: left widens, right narrows', () => {
    expect(draggedWidth(800, 500, 300, false)).toBe(900);
    expect(draggedWidth(800, 500, 700, false)).toBe(700);
    expect(draggedWidth(1400, 900, 801, true)).toBe(1450);
  });

  it('stays within min 100 and max 1000 (2000 for v2)', () => {
    expect(draggedWidth(1000, 500, 0, false)).toBe(1000);
    expect(draggedWidth(1400, 1000, 0, true)).toBe(1900);
    expect(draggedWidth(1400, 2000, 0, true)).toBe(2000);
    expect(draggedWidth(300, 0, 2000, false)).toBe(100);
    expect(clampWidth(5000, false)).toBe(1000);
    expect(clampWidth(-3, true)).toBe(100);
  });
});
