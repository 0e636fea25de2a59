import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME, layoutPages, pdfFileName } from './pdf-layout';

describe('pdfFileName', () => {
  it('replaces every space of the name with an underscore', () => {
    expect(pdfFileName('Sales by  region 2026')).toBe('Sales_by__region_2026.pdf');
    expect(pdfFileName('Orders')).toBe('Orders.pdf');
  });
  it('names an unnamed dashboard', () => {
    expect(pdfFileName('   ')).toBe('dashboard.pdf');
  });
});

describe('layoutPages', () => {
  // 297 x 210 mm, margin 10, title 14; the canvas's width is the page's.
  const frame = { ...DEFAULT_FRAME, printWidthPx: 0 };
  const contentWidth = frame.width - 2 * frame.margin; // 277

  it('keeps the cards side by side, scaled to the page width, below the title', () => {
    const placed = layoutPages(
      [
        { x: 0, y: 0, width: 500, height: 300 },
        { x: 500, y: 0, width: 500, height: 300 },
      ],
      1000,
      frame,
    );
    expect(placed).toHaveLength(2);
    const [a, b] = placed;
    expect(a).toMatchObject({ page: 0, x: 10, y: 24 });
    expect(a!.width).toBeCloseTo(contentWidth / 2);
    expect(a!.height).toBeCloseTo(300 * (contentWidth / 1000));
    expect(b!.x).toBeCloseTo(10 + contentWidth / 2);
    expect(b!.page).toBe(0);
  });

  it('starts a new page for a card that would cross the bottom, at that card', () => {
    const placed = layoutPages(
      [
        { x: 0, y: 0, width: 1000, height: 400 },
        { x: 0, y: 410, width: 1000, height: 400 },
      ],
      1000,
      frame,
    );
    // 400 px → 110.8 mm: the second card would end at 24 + 113.6 + 110.8 > 200.
    expect(placed[0]!.page).toBe(0);
    expect(placed[1]).toMatchObject({ page: 1, y: 10 });
  });

  it('shrinks a card taller than a page, keeping its proportions, and answers in input order', () => {
    const placed = layoutPages(
      [
        { x: 0, y: 900, width: 1000, height: 200 },
        { x: 0, y: 0, width: 1000, height: 2000 },
      ],
      1000,
      frame,
    );
    const tall = placed.find((p) => p.index === 1)!;
    expect(tall.page).toBe(0);
    expect(tall.height).toBeCloseTo(frame.height - frame.margin - 24);
    expect(tall.width / tall.height).toBeCloseTo(1000 / 2000);
    const next = placed.find((p) => p.index === 0)!;
    expect(next.page).toBe(1);
  });

  it('leaves out empty boxes', () => {
    expect(layoutPages([{ x: 0, y: 0, width: 0, height: 100 }], 1000, frame)).toEqual([]);
  });

  it('draws a dashboard narrower than the print width at the print scale, not stretched', () => {
    const [phone] = layoutPages([{ x: 0, y: 0, width: 390, height: 240 }], 390);
    expect(phone!.width).toBeCloseTo(390 * (contentWidth / 1200));
    expect(phone!.x).toBeCloseTo(frame.margin + (contentWidth - phone!.width) / 2);
    expect(phone!.height).toBeCloseTo(240 * (contentWidth / 1200));
    const [wide] = layoutPages([{ x: 0, y: 0, width: 2400, height: 240 }], 2400);
    expect(wide!.width).toBeCloseTo(contentWidth);
  });
});
