import { EditorView } from '@uiw/react-codemirror';

/** Outline icons of Tabler (MIT), 24×24, stroke 2: the path data of each. */
const TABLER = {
  key: [
    'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0',
    'M15 9h.01',
  ],
  table: [
    'M3 5a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14',
    'M3 10h18',
    'M10 3v18',
  ],
  database: [
    'M4 6a8 3 0 1 0 16 0a8 3 0 1 0 -16 0',
    'M4 6v6a8 3 0 0 0 16 0v-6',
    'M4 12v6a8 3 0 0 0 16 0v-6',
  ],
  column: [
    'M4 6a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12',
    'M12 4l0 16',
  ],
  function: [
    'M3 19a2 2 0 0 0 2 2c2 0 2 -4 3 -9s1 -9 3 -9a2 2 0 0 1 2 2',
    'M5 12h6',
    'M15 12l6 6',
    'M15 18l6 -6',
  ],
  variable: [
    'M5 4c-2.5 5 -2.5 10 0 16m14 -16c2.5 5 2.5 10 0 16m-10 -11h1c1 0 1 1 2.016 3.527c.984 2.473 .984 3.473 1.984 3.473h1',
    'M8 16c1.5 0 3 -2 4 -3.5s2.5 -3.5 4 -3.5',
  ],
  box: [
    'M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5',
    'M12 12l8 -4.5',
    'M12 12l0 9',
    'M12 12l-8 -4.5',
  ],
  abc: [
    'M3 16v-6a2 2 0 1 1 4 0v6',
    'M3 13h4',
    'M10 8v6a2 2 0 1 0 4 0v-1a2 2 0 1 0 -4 0v1',
    'M20.732 12a2 2 0 0 0 -3.732 1v1a2 2 0 0 0 3.726 1.01',
  ],
} as const;

type IconName = keyof typeof TABLER;

/** A CSS `url()` of the icon as an SVG, drawn in black (the mask keeps only its shape). */
export function iconUrl(name: IconName): string {
  const paths = TABLER[name].map((d) => `<path d="${d}"/>`).join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** Each completion kind (CodeMirror's `type`; ours: table, namespace): its icon and colour. */
export const COMPLETION_ICONS: Record<string, { icon: IconName; color: string }> = {
  keyword: { icon: 'key', color: 'var(--mantine-color-violet-6)' },
  table: { icon: 'table', color: 'var(--mantine-color-blue-6)' },
  namespace: { icon: 'database', color: 'var(--mantine-color-indigo-6)' },
  property: { icon: 'column', color: 'var(--mantine-color-teal-7)' },
  function: { icon: 'function', color: 'var(--mantine-color-orange-7)' },
  method: { icon: 'function', color: 'var(--mantine-color-orange-7)' },
  variable: { icon: 'variable', color: 'var(--mantine-color-grape-6)' },
  constant: { icon: 'abc', color: 'var(--mantine-color-gray-7)' },
  text: { icon: 'abc', color: 'var(--mantine-color-gray-7)' },
  type: { icon: 'box', color: 'var(--mantine-color-cyan-7)' },
  class: { icon: 'box', color: 'var(--mantine-color-cyan-7)' },
  interface: { icon: 'box', color: 'var(--mantine-color-cyan-7)' },
  enum: { icon: 'box', color: 'var(--mantine-color-cyan-7)' },
};

const SIZE = '14px';

/**
 * Completion icons as Tabler outline icons (CSS masks) instead of CodeMirror's glyphs ('🔑', '𝑥',
 * '□'…), which draw as empty boxes where the fonts lack them (headless and many Linux browsers).
 */
export const completionIconTheme = EditorView.theme({
  '.cm-tooltip-autocomplete .cm-completionIcon': {
    width: SIZE,
    height: SIZE,
    padding: '0',
    marginRight: '8px',
    verticalAlign: '-2px',
    opacity: '1',
    fontSize: '0',
  },
  '.cm-tooltip-autocomplete .cm-completionIcon:after': {
    content: "''",
    display: 'block',
    width: SIZE,
    height: SIZE,
    backgroundColor: 'currentColor',
    maskRepeat: 'no-repeat',
    maskPosition: 'center',
    maskSize: 'contain',
  },
  ...Object.fromEntries(
    Object.entries(COMPLETION_ICONS).map(([kind, { icon, color }]) => [
      `.cm-tooltip-autocomplete .cm-completionIcon-${kind}`,
      { color, '&:after': { content: "''", maskImage: iconUrl(icon) } },
    ]),
  ),
  // On the highlighted option, the icon takes the option's own (contrasting) text colour.
  '.cm-tooltip-autocomplete ul li[aria-selected] .cm-completionIcon': { color: 'inherit' },
});
