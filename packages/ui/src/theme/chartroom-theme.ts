import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Accent of the spec: default button colour #7C3AED (Tailwind violet 600). */
export const CHARTROOM_ACCENT = '#7C3AED';

const violet: MantineColorsTuple = [
  '#f5f3ff',
  '#ede9fe',
  '#ddd6fe',
  '#c4b5fd',
  '#a78bfa',
  '#8b5cf6',
  '#7c3aed',
  '#6d28d9',
  '#5b21b6',
  '#4c1d95',
];

const FONT = 'Helvetica, Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Arial, sans-serif';

/** Mantine theme of Chartroom: violet primary with shade 6 = #7C3AED, Helvetica/Inter. */
export const chartroomTheme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  colors: { violet },
  fontFamily: FONT,
  headings: { fontFamily: FONT, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
