/**
 * Question text for the offline parser: tokens with their original spelling, a lower-case form
 * and an English lemma (plurals folded, number words as digits). General English only: nothing
 * here names a table, a column or a value of any data set.
 */

export interface Token {
  /** As typed (quotes stripped): used for LIKE patterns and values. */
  raw: string;
  /** Lower case. */
  lower: string;
  /** Lemma: singular, number words as digits. */
  lemma: string;
  /** Index of the clause (split at , ; . ? !) the token is in. */
  clause: number;
  /** A numeric value when the token is a number ("$200", "1,500", "ten"). */
  number?: number;
  /** Typed in quotes. */
  quoted?: boolean;
  /** Base forms of a verb form ("hired" → hire, "created" → create, "booking" → book). */
  stems?: string[];
}

/** Base forms of an -ed / -ing word (several guesses; matching tries each). */
export function verbStems(word: string): string[] {
  const out: string[] = [];
  if (word.length >= 4 && word.endsWith('ed')) out.push(word.slice(0, -2), word.slice(0, -1));
  if (word.length > 5 && word.endsWith('ing')) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  return out;
}

/** Whether a token reads as the word `w` (lemma, lower case or a verb stem). */
export function tokenIs(t: Token | undefined, w: string): boolean {
  if (!t) return false;
  return t.lemma === w || t.lower === w || (t.stems?.includes(w) ?? false);
}

const IRREGULAR: Record<string, string> = {
  people: 'person',
  ids: 'id',
  ads: 'ad',
  kms: 'km',
  hrs: 'hr',
  children: 'child',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  mice: 'mouse',
  data: 'data',
  series: 'series',
  status: 'status',
  news: 'news',
  analysis: 'analysis',
  address: 'address',
  addresses: 'address',
  business: 'business',
  businesses: 'business',
  class: 'class',
  classes: 'class',
  bus: 'bus',
  buses: 'bus',
  gas: 'gas',
  canvas: 'canvas',
  has: 'has',
  was: 'was',
  is: 'is',
  this: 'this',
  its: 'its',
  us: 'us',
  less: 'less',
  plus: 'plus',
  bonus: 'bonus',
  campus: 'campus',
  virus: 'virus',
  axis: 'axis',
  axes: 'axis',
  indices: 'index',
  criteria: 'criterion',
  statuses: 'status',
};

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  thousand: 1000,
  dozen: 12,
};

/** The singular (lemma) of one lower-case English word. */
export function lemmatize(word: string): string {
  const w = word.toLowerCase();
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** Words of an identifier: snake_case, kebab-case, camelCase, spaces and digits split apart. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => lemmatize(w));
}

const NUMBER = /^[-+]?\$?\d[\d,]*(\.\d+)?%?$/;

function numberOf(word: string): number | undefined {
  if (NUMBER.test(word)) {
    const n = Number(word.replace(/[$,%+]/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return NUMBER_WORDS[word.toLowerCase()];
}

/**
 * Splits a question into tokens. Quoted text stays one token; dates (2020-01-31) and decimals stay
 * whole; other punctuation separates words and , ; . ? ! end clauses.
 */
export function tokenize(question: string): Token[] {
  const out: Token[] = [];
  let clause = 0;
  const re =
    /"([^"]+)"|'([^']+)'|(\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?)|([$]?\d[\d,]*(?:\.\d+)?%?)|(>=|<=|!=|<>|[<>=])|([\p{L}\p{N}]+(?:'[\p{L}]+)?)|([,;.?!])/gu;
  for (const m of question.matchAll(re)) {
    if (m[7]) {
      clause += 1;
      continue;
    }
    const raw = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '').trim();
    if (!raw) continue;
    const quoted = m[1] !== undefined || m[2] !== undefined;
    const lower = raw.toLowerCase();
    const lemma = quoted || m[3] ? lower : lemmatize(lower.replace(/'s$/, ''));
    const token: Token = { raw, lower, lemma, clause };
    if (quoted) token.quoted = true;
    const stems = quoted ? [] : verbStems(lower);
    if (stems.length) token.stems = stems;
    const n = quoted || m[3] ? undefined : numberOf(lower);
    if (n !== undefined) {
      token.number = n;
      token.lemma = String(n);
    }
    out.push(token);
  }
  return out;
}

/** Whether the words `phrase` occur in `tokens` at `at` (by lemma). */
export function phraseAt(tokens: readonly Token[], at: number, phrase: readonly string[]): boolean {
  if (at + phrase.length > tokens.length) return false;
  return phrase.every((w, i) => tokens[at + i]!.lemma === w || tokens[at + i]!.lower === w);
}

/** First index >= from where the phrase (space-separated lemmas) occurs, or -1. */
export function findPhrase(tokens: readonly Token[], phrase: string, from = 0): number {
  const words = phrase.split(' ');
  for (let i = from; i < tokens.length; i++) if (phraseAt(tokens, i, words)) return i;
  return -1;
}

/** Words that carry no meaning of their own in a question. */
export const FILLER = new Set(
  'a an the of for all their its his her our my your this that these those any some every each'.split(
    ' ',
  ),
);
