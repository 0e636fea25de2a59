import { z } from 'zod';
import { lineText } from '../common/text';
import { idSchema } from './common';

/** `?ids=a,b` or `?ids=a&ids=b` → `['a', 'b']` (query strings carry only strings). */
function splitList(v: unknown): unknown {
  return typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : v;
}

/**
 * A list of names in a query string: `?names=a,b` or `?names=a&names=b` both become `['a', 'b']`;
 * each 1–300 characters without control characters.
 */
export const queryListSchema = z.preprocess(
  splitList,
  z.array(lineText(300, 'List item').min(1)).max(1000),
);

/** A list of ids in a query string, each checked by the id schema. */
export const queryIdListSchema = z.preprocess(splitList, z.array(idSchema).max(1000));

/** A boolean in a query string: 'true'/'false' (also 1/0). */
export const queryBooleanSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Expected true or false' }),
);
