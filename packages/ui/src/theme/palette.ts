import { DEFAULT_V2_COLORS } from '@chartroom/core';

/** Tailwind 500 values of the palette colour names "slate through rose" (spec). */
export const TAILWIND_500: Readonly<Record<string, string>> = {
  slate: '#64748b',
  gray: '#6b7280',
  zinc: '#71717a',
  neutral: '#737373',
  stone: '#78716c',
  red: '#ef4444',
  orange: '#f97316',
  amber: '#f59e0b',
  yellow: '#eab308',
  lime: '#84cc16',
  green: '#22c55e',
  emerald: '#10b981',
  teal: '#14b8a6',
  cyan: '#06b6d4',
  sky: '#0ea5e9',
  blue: '#3b82f6',
  indigo: '#6366f1',
  violet: '#8b5cf6',
  purple: '#a855f7',
  fuchsia: '#d946ef',
  pink: '#ec4899',
  rose: '#f43f5e',
};

/** The 17 default series colours, in the spec's order (core's list). */
export const DEFAULT_COLOR_NAMES = DEFAULT_V2_COLORS;

export const DEFAULT_COLORS: readonly string[] = DEFAULT_COLOR_NAMES.map(
  (name) => TAILWIND_500[name] ?? '#3b82f6',
);

export type ColorScheme = 'light' | 'dark';

/** Colours an ECharts option needs besides the series colours. */
export interface ChartPalette {
  colors: readonly string[];
  text: string;
  mutedText: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  tooltipBorder: string;
  /**
   * Background of the card a chart is drawn on (Mantine's Card: white, dark-6 in dark): slice and
   * cell borders take it, so gaps between them read as the card itself.
   */
  cardBackground: string;
  /** Heat map ramp, low to high. */
  heatmap: readonly string[];
  /** Fill opacity of an area series, and of stacked areas (which need more to tell apart). */
  areaOpacity: number;
  stackedAreaOpacity: number;
}

const LIGHT: ChartPalette = {
  colors: DEFAULT_COLORS,
  text: '#1f2937',
  mutedText: '#6b7280',
  axisLine: '#d1d5db',
  splitLine: '#e5e7eb',
  tooltipBackground: '#ffffff',
  tooltipBorder: '#e5e7eb',
  cardBackground: '#ffffff',
  heatmap: ['#ede9fe', '#a78bfa', '#7c3aed', '#4c1d95'],
  areaOpacity: 0.2,
  stackedAreaOpacity: 0.45,
};

const DARK: ChartPalette = {
  colors: DEFAULT_COLORS,
  text: '#e5e7eb',
  mutedText: '#9ca3af',
  axisLine: '#4b5563',
  splitLine: '#374151',
  tooltipBackground: '#1f2937',
  tooltipBorder: '#374151',
  cardBackground: '#2e2e2e',
  heatmap: ['#2e1065', '#5b21b6', '#8b5cf6', '#ddd6fe'],
  // On a dark card a faint fill turns muddy: dark areas are filled more.
  areaOpacity: 0.32,
  stackedAreaOpacity: 0.7,
};

export function chartPalette(scheme: ColorScheme): ChartPalette {
  return scheme === 'dark' ? DARK : LIGHT;
}

/** A colour name of the palette (e.g. 'blue') or any CSS colour, as a CSS colour. */
export function resolveColor(color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  const trimmed = color.trim();
  if (trimmed === '') return undefined;
  return TAILWIND_500[trimmed.toLowerCase()] ?? trimmed;
}

/** The i-th default colour, cycling. */
export function defaultColor(index: number): string {
  return DEFAULT_COLORS[index % DEFAULT_COLORS.length] ?? '#3b82f6';
}
