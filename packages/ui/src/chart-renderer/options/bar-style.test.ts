import { describe, expect, it } from 'vitest';
import { barCorners, barMaxWidth, outerEndRadius } from './bar-style';

const TOP = [3, 3, 0, 0];
const BOTTOM = [0, 0, 3, 3];
const SQUARE = [0, 0, 0, 0];

describe('outerEndRadius', () => {
  it('rounds the end away from the axis', () => {
    expect(outerEndRadius(false, false)).toEqual(TOP);
    expect(outerEndRadius(false, true)).toEqual(BOTTOM);
    expect(outerEndRadius(true, false)).toEqual([0, 3, 3, 0]);
    expect(outerEndRadius(true, true)).toEqual([3, 0, 0, 3]);
  });
});

describe('barMaxWidth', () => {
  it('caps vertical bars at 64 px and horizontal ones at 40 px', () => {
    expect(barMaxWidth(false)).toBe(64);
    expect(barMaxWidth(true)).toBe(40);
  });
});

describe('barCorners', () => {
  it('rounds only the last series of a full stack, keeping plain values', () => {
    const corners = barCorners(
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
      false,
      true,
    );
    expect(corners.series).toEqual([SQUARE, SQUARE, TOP]);
    expect(corners.data).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('rounds the segment below where the last series is empty or zero', () => {
    const corners = barCorners(
      [
        [1, 2, 4],
        [3, null, 1],
        [5, 0, null],
      ],
      false,
      true,
    );
    const rounded = (value: number) => ({ value, itemStyle: { borderRadius: TOP } });
    expect(corners.data[0]).toEqual([1, rounded(2), 4]);
    expect(corners.data[1]).toEqual([3, null, rounded(1)]);
    expect(corners.data[2]).toEqual([5, 0, null]);
  });

  it('squares a last-series segment that is inside the stack of its sign', () => {
    // Category 0: 'b' (negative) hangs below the axis; 'c' tops the positive stack.
    // Category 1: 'c' is negative, below 'b': its lower end is rounded, and 'a' tops the stack.
    const corners = barCorners(
      [
        [2, 5],
        [-1, -2],
        [3, -4],
      ],
      false,
      true,
    );
    expect(corners.data[0]).toEqual([2, { value: 5, itemStyle: { borderRadius: TOP } }]);
    expect(corners.data[1]).toEqual([{ value: -1, itemStyle: { borderRadius: BOTTOM } }, -2]);
    expect(corners.data[2]).toEqual([3, { value: -4, itemStyle: { borderRadius: BOTTOM } }]);
  });

  it('rounds every unstacked bar at its outer end, negative ones at the bottom', () => {
    const corners = barCorners([[1, -2], [3]], false, false);
    expect(corners.series).toEqual([TOP, TOP]);
    expect(corners.data).toEqual([[1, { value: -2, itemStyle: { borderRadius: BOTTOM } }], [3]]);
  });

  it('rounds horizontal stacks at their right (or left) end', () => {
    const corners = barCorners(
      [
        [1, 1],
        [2, null],
      ],
      true,
      true,
    );
    expect(corners.series).toEqual([SQUARE, [0, 3, 3, 0]]);
    expect(corners.data[0]).toEqual([1, { value: 1, itemStyle: { borderRadius: [0, 3, 3, 0] } }]);
  });
});
