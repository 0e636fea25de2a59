/** Delay (ms) between the last keystroke and `onChange` (spec: rich text 300 ms). */
export const RICH_TEXT_DEBOUNCE_MS = 300;

export interface TextChartProps {
  richText?: string | null;
  /** Edit mode: a toolbar and an editable document. */
  editable?: boolean;
  /** The edited HTML (sanitised), 300 ms after the last change. */
  onChange?: (html: string) => void;
}
