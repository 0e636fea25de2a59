/** A4 landscape in millimetres (dashboards.md §2: PDF download, A4 landscape). */
export const A4_LANDSCAPE = { width: 297, height: 210 } as const;

/** A card's box on the dashboard, in CSS pixels relative to the dashboard's canvas. */
export interface SourceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a card goes: page (0-based) and box in millimetres. */
export interface PlacedBox {
  index: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageFrame {
  width: number;
  height: number;
  margin: number;
  /** Space above the cards on the first page (the title). */
  titleHeight: number;
  /**
   * CSS pixels the page's width stands for at the least: a narrower dashboard (a laptop, a phone)
   * is drawn at that print scale, not stretched; a wider one is scaled down to fit.
   */
  printWidthPx: number;
}

export const DEFAULT_FRAME: PageFrame = {
  ...A4_LANDSCAPE,
  margin: 10,
  titleHeight: 14,
  printWidthPx: 1200,
};

/**
 * Lays the cards out as the dashboard shows them: same relative places and sizes, the canvas's
 * width scaled to the page's (or less: `printWidthPx`), top to bottom. A card that would cross the page's bottom starts a
 * new page, whose top is that card's top (cards beside it that started higher stay on the page
 * before). A card taller than a page is shrunk to fit, keeping its proportions.
 */
export function layoutPages(
  boxes: readonly SourceBox[],
  canvasWidth: number,
  frame: PageFrame = DEFAULT_FRAME,
): PlacedBox[] {
  const contentWidth = frame.width - 2 * frame.margin;
  const scale = contentWidth / Math.max(canvasWidth, frame.printWidthPx, 1);
  // A dashboard narrower than the print width is centred on the page.
  const left = frame.margin + Math.max(0, (contentWidth - canvasWidth * scale) / 2);
  const order = boxes
    .map((box, index) => ({ box, index }))
    .filter(({ box }) => box.width > 0 && box.height > 0)
    .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const placed: PlacedBox[] = [];
  let page = 0;
  let pageTop = order[0]?.box.y ?? 0;
  const top = (p: number) => frame.margin + (p === 0 ? frame.titleHeight : 0);
  const available = (p: number) => frame.height - frame.margin - top(p);

  for (const { box, index } of order) {
    let width = box.width * scale;
    let height = box.height * scale;
    const fits = (p: number) => Math.min(height, available(p));
    let y = top(page) + (box.y - pageTop) * scale;
    if (y + fits(page) > frame.height - frame.margin + 0.01 && y > top(page) + 0.01) {
      page += 1;
      pageTop = box.y;
      y = top(page);
    }
    if (height > available(page)) {
      const shrink = available(page) / height;
      width *= shrink;
      height *= shrink;
    }
    const x = Math.min(left + box.x * scale, frame.width - frame.margin - width);
    placed.push({ index, page, x, y, width, height });
  }
  return placed;
}

/** The PDF's file name: the dashboard's name with spaces replaced by underscores. */
export function pdfFileName(name: string): string {
  const base = name.trim().replace(/ /g, '_') || 'dashboard';
  return `${base}.pdf`;
}
