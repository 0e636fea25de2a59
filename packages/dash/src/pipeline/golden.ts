import type { GoldenExample } from '../engine/types';

/** A question at least this close to a golden prompt is answered with that golden chart. */
export const GOLDEN_MATCH_THRESHOLD = 0.8;

const STOP_WORDS = new Set(
  'a an the of for in on by to and or is are was were be me my our us we i you your it its this that these those what which who how show give list display draw plot chart graph please can could would get tell per each with as at from all do does did'.split(
    ' ',
  ),
);

/** Content words of a question, lower-cased, lightly stemmed (plural s), stop words removed. */
export function contentTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/** Dice similarity of two questions' content words (1 = same words). */
export function questionSimilarity(a: string, b: string): number {
  const x = new Set(contentTokens(a));
  const y = new Set(contentTokens(b));
  if (x.size === 0 && y.size === 0)
    return a.trim().toLowerCase() === b.trim().toLowerCase() ? 1 : 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return (2 * shared) / (x.size + y.size);
}

export interface GoldenMatch {
  example: GoldenExample;
  score: number;
}

/** The golden examples most similar to the question, best first (ties keep their order). */
export function retrieveGolden(
  question: string,
  golden: readonly GoldenExample[],
  k = 3,
  minScore = 0.2,
): GoldenMatch[] {
  return golden
    .map((example) => ({ example, score: questionSimilarity(question, example.prompt) }))
    .filter((m) => m.score >= minScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}

/** The golden example close enough to answer the question by itself, if any. */
export function closeGolden(
  question: string,
  golden: readonly GoldenExample[],
): GoldenMatch | undefined {
  const [best] = retrieveGolden(question, golden, 1, GOLDEN_MATCH_THRESHOLD);
  return best;
}
