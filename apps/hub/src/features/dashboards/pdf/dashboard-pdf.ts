import { toJpeg } from 'html-to-image';
import { jsPDF } from 'jspdf';
import { DEFAULT_FRAME, layoutPages, pdfFileName, type SourceBox } from './pdf-layout';

/** The renderer's marker on a card's chart: `"false"` until drawn, then `"true"`. */
const DRAWN = 'data-chart-drawn';
const CARD_SELECTOR = '[data-testid^="chart-card-"]';
const DRAW_TIMEOUT_MS = 20_000;
/** Pictures at twice the CSS size: sharp on paper, still a few hundred KB per card. */
const PIXEL_RATIO = 2;

export interface DashboardPdfInput {
  /** The dashboard's body (`data-testid="dashboard-body"`): its cards are drawn. */
  body: HTMLElement;
  title: string;
  /** File name base: the dashboard's name (spaces become underscores). */
  name: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until every card's chart has drawn (cards without a chart renderer count as drawn). */
async function waitForCharts(body: HTMLElement): Promise<void> {
  const deadline = Date.now() + DRAW_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const pending = [...body.querySelectorAll(`[${DRAWN}]`)].some(
      (node) => node.getAttribute(DRAWN) !== 'true',
    );
    const loading = [...body.querySelectorAll(CARD_SELECTOR)].some(
      (card) => card.getAttribute('data-state') === 'loading',
    );
    if (!pending && !loading) return;
    await wait(100);
  }
}

/** Card controls and map controls are not part of the picture. */
function keep(node: HTMLElement): boolean {
  if (!(node instanceof HTMLElement)) return true;
  const id = node.getAttribute('data-testid');
  if (id === 'card-controls' || id === 'card-drag-handle') return false;
  // A map's zoom buttons are for the screen.
  return !node.classList.contains('maplibregl-control-container');
}

function backgroundOf(node: HTMLElement): string {
  const color = getComputedStyle(node).backgroundColor;
  return !color || color === 'transparent' || color === 'rgba(0, 0, 0, 0)' ? '#ffffff' : color;
}

/**
 * Draws the dashboard into an A4 landscape PDF in the browser and saves it: each card is taken
 * as a picture (html-to-image: ECharts canvases, tables, KPIs) and placed as the dashboard shows
 * it, title on top of the first page. Answers the file name.
 */
export async function downloadDashboardPdf(input: DashboardPdfInput): Promise<string> {
  const { body } = input;
  await waitForCharts(body);
  const cards = [...body.querySelectorAll<HTMLElement>(CARD_SELECTOR)];
  const origin = body.getBoundingClientRect();
  const boxes: SourceBox[] = cards.map((card) => {
    const rect = card.getBoundingClientRect();
    return {
      x: rect.left - origin.left,
      y: rect.top - origin.top,
      width: rect.width,
      height: rect.height,
    };
  });
  const placed = layoutPages(boxes, origin.width);

  const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({ title: input.title, creator: 'Chartroom' });
  pdf.setFontSize(16);
  // The title lines up with the cards (centred when the dashboard is narrower than the page).
  const firstPage = placed.filter((place) => place.page === 0).map((place) => place.x);
  const titleX = firstPage.length > 0 ? Math.min(...firstPage) : DEFAULT_FRAME.margin;
  pdf.text(input.title, titleX, DEFAULT_FRAME.margin + 6, {
    maxWidth: DEFAULT_FRAME.width - DEFAULT_FRAME.margin - titleX,
  });
  let pages = 1;
  for (const place of placed) {
    const card = cards[place.index]!;
    const picture = await toJpeg(card, {
      quality: 0.92,
      pixelRatio: PIXEL_RATIO,
      backgroundColor: backgroundOf(card),
      filter: keep,
    });
    while (pages <= place.page) {
      pdf.addPage('a4', 'landscape');
      pages += 1;
    }
    pdf.setPage(place.page + 1);
    pdf.addImage(picture, 'JPEG', place.x, place.y, place.width, place.height, undefined, 'FAST');
  }
  const fileName = pdfFileName(input.name);
  pdf.save(fileName);
  return fileName;
}
