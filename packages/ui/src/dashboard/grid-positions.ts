import type { CanvasLayoutItem } from './types';

/** A layout item as the grid places it (`static` items stay where they are stored). */
export interface PlacedItem extends CanvasLayoutItem {
  static?: boolean;
}

function collides(a: PlacedItem, b: PlacedItem): boolean {
  if (a.i === b.i) return false;
  return a.x + a.w > b.x && a.x < b.x + b.w && a.y + a.h > b.y && a.y < b.y + b.h;
}

function firstCollision(items: readonly PlacedItem[], item: PlacedItem): PlacedItem | undefined {
  return items.find((other) => collides(other, item));
}

function bottom(items: readonly PlacedItem[]): number {
  return items.reduce((max, item) => Math.max(max, item.y + item.h), 0);
}

/** Keeps every item inside `cols` columns (moved left, or full width when wider than the grid). */
function correctBounds(items: PlacedItem[], cols: number): PlacedItem[] {
  const statics = items.filter((item) => item.static);
  for (const item of items) {
    if (item.x + item.w > cols) item.x = cols - item.w;
    if (item.x < 0) {
      item.x = 0;
      item.w = cols;
    }
    if (!item.static) statics.push(item);
    else while (firstCollision(statics, item)) item.y += 1;
  }
  return items;
}

/** Moves `item` down to `toY`, first pushing down the later items it would then overlap. */
function pushDown(sorted: PlacedItem[], item: PlacedItem, toY: number): void {
  item.y += 1;
  const index = sorted.findIndex((other) => other.i === item.i);
  for (let k = index + 1; k < sorted.length; k += 1) {
    const other = sorted[k]!;
    if (other.static) continue;
    if (other.y > item.y + item.h) break;
    if (collides(item, other)) pushDown(sorted, other, toY + item.h);
  }
  item.y = toY;
}

/**
 * Positions of a dashboard's cards on a grid of `cols` columns, as react-grid-layout places them
 * in the editor (`compactType="vertical"`, no overlap): items kept inside the columns, then in
 * reading order (top to bottom, left to right) each moved up as far as it goes and down below
 * any card it overlaps. Returns new items in the input order; the input is not changed.
 */
export function compactLayout(layout: readonly PlacedItem[], cols: number): PlacedItem[] {
  const items = correctBounds(
    layout.map((item) => ({ ...item })),
    cols,
  );
  const placed: PlacedItem[] = items.filter((item) => item.static);
  let limit = bottom(placed);
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const out = new Array<PlacedItem>(items.length);
  for (const original of sorted) {
    const item = { ...original };
    if (!item.static) {
      item.y = Math.min(limit, item.y);
      while (item.y > 0 && !firstCollision(placed, item)) item.y -= 1;
      let hit: PlacedItem | undefined;
      while ((hit = firstCollision(placed, item))) pushDown(sorted, item, hit.y + hit.h);
      item.y = Math.max(item.y, 0);
      item.x = Math.max(item.x, 0);
      limit = Math.max(limit, item.y + item.h);
      placed.push(item);
    }
    out[items.indexOf(original)] = item;
  }
  return out;
}

/** Rows a laid-out grid spans (its height is `rows × rowHeight + (rows − 1) × margin`). */
export function layoutRows(layout: readonly PlacedItem[]): number {
  return bottom(layout);
}
