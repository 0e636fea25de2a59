import { toJpeg } from 'html-to-image';

/** Thumbnail options of charts.md §9: 580x360 px, quality 0.5, pixel ratio 1.5. */
export const THUMBNAIL_OPTIONS = { width: 580, height: 360, quality: 0.5, pixelRatio: 1.5 };
/** Delay after switching to the first tab, before the screenshot (charts.md §4). */
export const THUMBNAIL_DELAY_MS = 500;
/** How long 'Changes applied' / 'Error applying change' stays (charts.md §4). */
export const APPLY_RESULT_MS = 3000;

/** A JPEG data URL of the node, or null when the browser cannot draw it. */
export async function chartThumbnail(node: HTMLElement | null): Promise<string | null> {
  if (!node) return null;
  try {
    return await toJpeg(node, { ...THUMBNAIL_OPTIONS, backgroundColor: '#ffffff' });
  } catch (error) {
    console.warn('thumbnail failed', error);
    return null;
  }
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
