import { describe, expect, it } from 'vitest';
import { clampSegmentPage, segmentPageCount, segmentPageData, segmentRange } from './segment-page';

const names = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe('segment pages', () => {
  it('counts pages of 20 segments', () => {
    expect(segmentPageCount(undefined)).toBe(1);
    expect(segmentPageCount(names(20))).toBe(1);
    expect(segmentPageCount(names(21))).toBe(2);
    expect(segmentPageCount(names(45))).toBe(3);
  });

  it('clamps the page and labels its range', () => {
    expect(clampSegmentPage(7, names(45))).toBe(2);
    expect(clampSegmentPage(-1, names(45))).toBe(0);
    expect(segmentRange(1, names(45))).toEqual({ from: 21, to: 40, total: 45 });
    expect(segmentRange(2, names(45))).toEqual({ from: 41, to: 45, total: 45 });
  });

  it("cuts the segment names to the page's 20", () => {
    const data = { columns: [], rows: [], segmentNames: names(45) };
    expect(segmentPageData(data, 1).segmentNames).toEqual(names(40).slice(20));
    expect(segmentPageData(data, 2).segmentNames).toEqual(['s41', 's42', 's43', 's44', 's45']);
    const few = { columns: [], rows: [], segmentNames: names(3) };
    expect(segmentPageData(few, 0)).toBe(few);
  });
});
