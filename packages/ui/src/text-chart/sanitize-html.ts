import createDOMPurify, { type DOMPurify } from 'dompurify';

/** Formatting the Text chart keeps; any other element is unwrapped (its text kept) or dropped. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'mark',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'sub',
  'sup',
  'small',
];
/** Elements removed with their content (DOMPurify's list, plus forms and embedded objects). */
const DROPPED_WITH_CONTENT = [
  'form',
  'button',
  'input',
  'textarea',
  'select',
  'option',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
/** Link targets: web, mail, in-page anchors and same-site paths; never javascript:, data: … */
const SAFE_HREF = /^(?:https?:|mailto:|#|\/(?!\/))/i;
/** The only CSS kept: text and background colours with plain colour values. */
const COLOUR_PROPERTIES = new Set(['color', 'background-color']);
const COLOUR_VALUE =
  /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[-\d.%\s,/deg]+\)|[a-z]{3,20})$/i;

/** `style` reduced to colour declarations; '' when nothing is left. */
export function colourStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (COLOUR_PROPERTIES.has(property) && COLOUR_VALUE.test(value)) {
      kept.push(`${property}: ${value}`);
    }
  }
  return kept.join('; ');
}

let purifier: DOMPurify | null = null;

/** Our DOMPurify instance (own hooks), made on first use; null without a DOM (server rendering). */
function instance(): DOMPurify | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined' || !window.document) return null;
  const made = createDOMPurify(window);
  if (!made.isSupported) return null;
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const style = colourStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  purifier = made;
  return made;
}

/**
 * Sanitises a Text chart's rich text with DOMPurify: basic formatting, links to web and mail
 * addresses (opened in a new tab, without referrer) and text colours are kept; scripts, event
 * handlers, embedded content, forms, other URLs and other CSS are removed. Without a DOM (server
 * rendering) nothing can be checked, so nothing is returned.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const purify = instance();
  if (!purify) return '';
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'style'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  });
}
