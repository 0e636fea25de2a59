import { z } from 'zod';

// Input hygiene for request schemas: which characters a piece of text may hold.
//
// - Names, titles, emails, references: printable, no control characters at all.
// - SQL, prompts, descriptions: tab, line feed and carriage return allowed, no other control.
// - Anything a request carries (documents included): never U+0000, which neither PostgreSQL text
//   nor jsonb can store and which engines treat as a string terminator.

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when `text` holds a control character (tab and line breaks too). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** True when `text` holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacterButWhitespace(text: string): boolean {
  return CONTROL_BUT_WHITESPACE.test(text);
}

export const NO_CONTROL_MESSAGE = 'must not contain control characters';
export const MULTILINE_CONTROL_MESSAGE =
  'must not contain control characters other than tab and line breaks';
export const NUL_MESSAGE = 'must not contain NUL characters (U+0000)';

/** Single-line text (names, titles, emails): at most `max` characters, no control characters. */
export function lineText(max: number, label = 'Text') {
  return z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !CONTROL.test(s), `${label} ${NO_CONTROL_MESSAGE}`);
}

/** Text that may span lines (SQL, prompts, descriptions): tab, LF and CR allowed, no other control. */
export function multilineText(max: number, label = 'Text') {
  return z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !CONTROL_BUT_WHITESPACE.test(s), `${label} ${MULTILINE_CONTROL_MESSAGE}`);
}

/** How deep a request document may nest (JSON objects and arrays). */
export const MAX_REQUEST_DEPTH = 64;

/** The first unsafe place in a parsed JSON request: a string or key with U+0000, or too deep. */
export interface UnsafeSpot {
  path: PropertyKey[];
  problem: 'nul' | 'depth';
}

/** Where `value` holds U+0000 or nests deeper than `maxDepth`; null when nowhere (no recursion). */
export function findUnsafeSpot(value: unknown, maxDepth = MAX_REQUEST_DEPTH): UnsafeSpot | null {
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { path, problem: 'nul' };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (path.length >= maxDepth) return { path, problem: 'depth' };
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(v)
      ? v.map((item, i) => [i, item])
      : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      if (typeof key === 'string' && key.includes('\u0000')) {
        return { path: [...path, key], problem: 'nul' };
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

export const DEPTH_MESSAGE = `Documents must not nest deeper than ${MAX_REQUEST_DEPTH} levels`;

/**
 * A request body or query schema: `schema`, after refusing U+0000 in any string or key of the
 * request as sent, however deep (documents, records, `unknown` fields and unknown keys included),
 * and nesting deeper than MAX_REQUEST_DEPTH (which would exhaust the stack of whatever walks it).
 */
export function guardedRequest<T extends z.ZodType>(schema: T) {
  return z.preprocess<z.input<T>, T, z.input<T>>((value, ctx) => {
    const spot = findUnsafeSpot(value);
    if (spot) {
      ctx.addIssue({
        code: 'custom',
        message: spot.problem === 'nul' ? `Text ${NUL_MESSAGE}` : DEPTH_MESSAGE,
        path: spot.path,
        input: value,
      });
    }
    return value;
  }, schema);
}
