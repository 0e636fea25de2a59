import { z } from 'zod';

/**
 * A list in a query string: `?ids=a,b` or `?ids=a&ids=b` both become `['a', 'b']`.
 * (Query strings carry only strings, so lists and numbers are normalised before checking.)
 */
export const queryListSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : v,
  z.array(z.string().min(1).max(300)).max(1000),
);

/** A boolean in a query string: 'true'/'false' (also 1/0). */
export const queryBooleanSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Expected true or false' }),
);
