import { lazyPart } from '../chart-renderer/lazy-part';
import type { TextChartProps } from './text-chart-props';

export { RICH_TEXT_DEBOUNCE_MS, type TextChartProps } from './text-chart-props';

/**
 * Text chart: the config's rich text, sanitised, rendered (and in edit mode edited) by TipTap.
 * TipTap, ProseMirror and DOMPurify load on the first Text chart shown (their own chunk), with
 * the loading skeleton meanwhile; the chart counts as drawn once the text has mounted.
 */
export const TextChart = lazyPart<TextChartProps>(
  async () => (await import('./TiptapTextChart')).TiptapTextChart,
  { drawnOnMount: true },
);
