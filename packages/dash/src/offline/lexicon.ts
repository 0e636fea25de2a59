import type { DashColumn, DashTable } from '../engine/types';
import { identifierWords, lemmatize, tokenIs, type Token } from './text';

/**
 * The phrases that name a column in a question, derived from the column and table names only:
 * the column's words, without the table's noun as prefix (`product_price` of `products` →
 * "price"), without a trailing code / id suffix, the last word alone when it is specific, the
 * "b of a" form of two-word names, and general English synonyms of each word.
 */
export interface ColumnPhrase {
  column: DashColumn;
  words: string[];
  /** Higher for more literal phrases. */
  score: number;
}

/** General analytics synonyms (English words, not data-set names). */
const SYNONYMS: Record<string, string[]> = {
  price: ['cost', 'priced', 'costing', 'expensive', 'cheap'],
  cost: ['price', 'expense', 'spend'],
  revenue: ['income', 'earnings', 'turnover', 'earn'],
  salary: ['wage', 'pay', 'earnings', 'income'],
  quantity: ['qty', 'amount', 'units'],
  amount: ['revenue', 'sales', 'value', 'spend'],
  count: ['number'],
  number: ['count', 'no', 'num'],
  date: ['day', 'time', 'when'],
  time: ['date', 'when'],
  city: ['town'],
  country: ['nation'],
  employee: ['staff', 'worker'],
  customer: ['client', 'buyer'],
  headquarter: ['hq', 'headquarters', 'head office'],
  category: ['kind', 'class', 'group'],
  type: ['kind', 'category'],
  age: ['old'],
  rating: ['score', 'rank'],
  score: ['rating', 'point'],
  sale: ['revenue', 'sold'],
  weight: ['heavy', 'mass'],
  height: ['tall'],
  population: ['inhabitant', 'resident'],
  address: ['location'],
  phone: ['telephone'],
  email: ['mail'],
  description: ['detail'],
  founder: ['founded'],
  year: ['annual'],
  method: ['way', 'mean'],
  status: ['state'],
};

/** Trailing words that only say how a column is encoded. */
const SUFFIXES = new Set(['code', 'cd', 'id', 'key', 'no', 'num', 'nbr']);
/** Trailing unit abbreviations ("duration_s", "weight_kg", "price_usd"). */
const UNITS = new Set([
  's',
  'sec',
  'ms',
  'min',
  'h',
  'hr',
  'pct',
  'usd',
  'eur',
  'gbp',
  'kg',
  'g',
  'km',
  'm',
  'cm',
  'mb',
  'gb',
]);
/** Last words of date columns after an event ("hire date", "created at"). */
const DATE_SUFFIXES = new Set(['date', 'at', 'on', 'time', 'day', 'timestamp', 'ts', 'dt']);
/** Words too vague to name a column by themselves. */
const VAGUE = new Set([
  'id',
  'code',
  'name',
  'date',
  'type',
  'number',
  'no',
  'value',
  'key',
  'num',
  'detail',
  'info',
  'data',
  'time',
  'other',
]);

function add(out: ColumnPhrase[], column: DashColumn, words: string[], score: number): void {
  if (words.length === 0) return;
  if (out.some((p) => p.column === column && p.words.join(' ') === words.join(' '))) return;
  out.push({ column, words, score });
}

/** The table's noun(s): "customer_orders" → ["customer order", "order"]. */
export function tableWords(table: DashTable): string[] {
  return identifierWords(table.name);
}

/** Every phrase naming a column of the table. */
export function columnPhrases(table: DashTable): ColumnPhrase[] {
  const out: ColumnPhrase[] = [];
  const tWords = new Set(tableWords(table));
  for (const column of table.columns) {
    const words = identifierWords(column.name);
    const last = words.at(-1)!;
    const variants: Array<[string[], number]> = [[words, 3]];
    if (words.length > 1 && UNITS.has(last)) variants.push([words.slice(0, -1), 2.8]);
    let core = words;
    while (core.length > 1 && tWords.has(core[0]!)) core = core.slice(1);
    if (core !== words) variants.push([core, 2.5]);
    for (const base of [words, core]) {
      const rest = base.slice(0, -1);
      // "order_id" of orders is not "order" (the table's own noun counts rows).
      if (base.length > 1 && SUFFIXES.has(base.at(-1)!) && !rest.every((w) => tWords.has(w)))
        variants.push([rest, 2]);
    }
    if (
      column.type === 'date' &&
      words.length > 1 &&
      DATE_SUFFIXES.has(last) &&
      !words.slice(0, -1).every((w) => tWords.has(w))
    )
      variants.push([words.slice(0, -1), 1.5]); // "hire_date" → "hire(d)", "created_at" → "created"

    if (words.length > 1 && !VAGUE.has(last) && !SUFFIXES.has(last)) variants.push([[last], 1]);
    if (words.length === 1 && column.type === 'number' && !SUFFIXES.has(last)) {
      // A numeric column named after an entity ("manufacturer") holds its code.
      variants.push([[last, 'code'], 3.2]);
      variants.push([[last, 'id'], 3.2]);
    }
    for (const [v, score] of [...variants]) {
      if (v.length === 2) variants.push([[v[1]!, 'of', v[0]!], score - 0.2]);
      v.forEach((w, i) => {
        for (const syn of SYNONYMS[w] ?? []) {
          const replaced = [...v.slice(0, i), ...syn.split(' ').map(lemmatize), ...v.slice(i + 1)];
          variants.push([replaced, score - 0.6]);
        }
      });
    }
    for (const [v, score] of variants) add(out, column, v, score);
  }
  // A vague last word names its column when no other column ends with it ("name" → full_name).
  const lastWords = table.columns.map((c) => identifierWords(c.name).at(-1)!);
  table.columns.forEach((column, i) => {
    const w = lastWords[i]!;
    const words = identifierWords(column.name);
    if (words.length > 1 && VAGUE.has(w) && lastWords.filter((x) => x === w).length === 1)
      add(out, column, [w], 0.8);
  });
  return out.sort((a, b) => b.words.length - a.words.length || b.score - a.score);
}

export interface Mention {
  column: DashColumn;
  start: number;
  end: number;
  score: number;
}

/**
 * Column mentions in the tokens: at each position the longest phrase wins (then the most
 * literal); a phrase shared by several columns at the same score goes to the first of them.
 */
export function findMentions(
  tokens: readonly Token[],
  phrases: readonly ColumnPhrase[],
): Mention[] {
  const out: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    let best: ColumnPhrase | undefined;
    for (const p of phrases) {
      if (best && p.words.length < best.words.length) break;
      if (p.words.every((w, k) => tokenIs(tokens[i + k], w))) {
        if (!best || p.score > best.score) best = p;
      }
    }
    if (best) {
      out.push({ column: best.column, start: i, end: i + best.words.length, score: best.score });
      i += best.words.length;
    } else i += 1;
  }
  return out;
}

/** Positions where the table's noun (or its last word) is named. */
export function tableMentions(tokens: readonly Token[], table: DashTable): number[] {
  const words = tableWords(table);
  const nouns = new Set([words.join(' '), words.at(-1)!]);
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (nouns.has(t.lemma)) out.push(i);
    else if (words.length > 1 && words.every((w, k) => tokens[i + k]?.lemma === w)) out.push(i);
  });
  return out;
}
