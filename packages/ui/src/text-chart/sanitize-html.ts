/** Tags kept by the sanitiser; everything else is unwrapped (text kept) or dropped. */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'DEL',
  'MARK',
  'SPAN',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'HR',
  'A',
  'SUB',
  'SUP',
  'SMALL',
]);
/** Elements removed with their content. */
const DROPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'LINK',
  'META',
  'BASE',
  'TITLE',
  'HEAD',
]);
const SAFE_HREF = /^(?:https?:|mailto:|#|\/(?!\/))/i;

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    const tag = el.tagName.toUpperCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(el, target, doc);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = (el.getAttribute('href') ?? '').trim();
      if (SAFE_HREF.test(href)) {
        copy.setAttribute('href', href);
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    cleanChildren(el, copy, doc);
    target.appendChild(copy);
  }
}

/**
 * Sanitises rich text HTML: keeps basic formatting tags, drops scripts and embedded content,
 * removes every attribute except safe link targets. Uses the browser's DOMParser (inert).
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parser = new DOMParser();
  const source = parser.parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  cleanChildren(source.body, container, out);
  return container.innerHTML;
}
