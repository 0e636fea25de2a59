export { TextChart, RICH_TEXT_DEBOUNCE_MS, type TextChartProps } from './TextChart';
export { sanitizeHtml } from './sanitize-html';
export { normaliseLinkUrl } from './LinkControl';
export { useDebouncedCallback } from './use-debounced-callback';
