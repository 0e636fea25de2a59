import type { DashColumn } from '../engine/types';
import type { Mention } from './lexicon';
import { phraseAt, type Token } from './text';

export type OrderTarget = 'x' | 'y' | { column: DashColumn; counted: boolean };

export interface OrderRequest {
  target: OrderTarget | null;
  direction: 'asc' | 'desc';
}

export interface OrderParse {
  orders: OrderRequest[];
  /** Token indexes of the order clause (its mentions are order targets, not chart fields). */
  region: Set<number>;
  /** top / bottom N. */
  limit?: { n: number; direction: 'asc' | 'desc' };
}

const DIRECTIONS: Array<[string, 'asc' | 'desc']> = [
  ['from low to high', 'asc'],
  ['from high to low', 'desc'],
  ['low to high', 'asc'],
  ['high to low', 'desc'],
  ['lowest to highest', 'asc'],
  ['highest to lowest', 'desc'],
  ['small to large', 'asc'],
  ['large to small', 'desc'],
  ['smallest to largest', 'asc'],
  ['largest to smallest', 'desc'],
  ['least to greatest', 'asc'],
  ['greatest to least', 'desc'],
  ['least to most', 'asc'],
  ['most to least', 'desc'],
  ['old to new', 'asc'],
  ['new to old', 'desc'],
  ['oldest to newest', 'asc'],
  ['newest to oldest', 'desc'],
  ['earliest to latest', 'asc'],
  ['latest to earliest', 'desc'],
  ['a to z', 'asc'],
  ['z to a', 'desc'],
  ['ascending', 'asc'],
  ['ascend', 'asc'],
  ['asc', 'asc'],
  ['increasing', 'asc'],
  ['increase', 'asc'],
  ['alphabetical', 'asc'],
  ['alphabetically', 'asc'],
  ['descending', 'desc'],
  ['descend', 'desc'],
  ['desc', 'desc'],
  ['decreasing', 'desc'],
  ['decrease', 'desc'],
  ['reverse', 'desc'],
];

const STRONG_VERBS = new Set([
  'sort',
  'sorted',
  'sorting',
  'rank',
  'ranked',
  'ranking',
  'arrange',
  'arranged',
  'order',
  'ordered',
  'ordering',
]);
const WEAK_VERBS = new Set([
  'list',
  'display',
  'show',
  'put',
  'give',
  'return',
  'present',
  'organize',
  'by',
]);
const X_WORDS = [
  ['x', 'axis'],
  ['x'],
  ['bar'],
  ['label'],
  ['alphabet'],
  ['category'],
  ['alphabetical'],
  ['alphabetically'],
];
const Y_WORDS = [
  ['y', 'axis'],
  ['y'],
  ['total', 'number'],
  ['number'],
  ['count'],
  ['value'],
  ['amount'],
  ['frequency'],
  ['height'],
  ['total'],
  ['sum'],
  ['average'],
  ['size'],
];

function isOrderNoun(tokens: readonly Token[], i: number): boolean {
  // "order" is a verb here only before by / from / the / them, never as a noun ("orders in Paris").
  const t = tokens[i]!;
  if (t.lower === 'orders') return false;
  const next = tokens[i + 1]?.lemma ?? '';
  return ['by', 'from', 'the', 'x', 'y', 'it', 'them', 'result', 'bar'].includes(next);
}

/** Length of the phrase at `i`, 'the' skipped inside it ("from the highest to the lowest"). */
function phraseLength(tokens: readonly Token[], i: number, words: readonly string[]): number {
  let at = i;
  for (const [k, w] of words.entries()) {
    if (k > 0 && tokens[at]?.lemma === 'the' && w !== 'the') at += 1;
    if (!phraseAt(tokens, at, [w])) return 0;
    at += 1;
  }
  return at - i;
}

function directionAt(tokens: readonly Token[], i: number): [number, 'asc' | 'desc'] | null {
  for (const [phrase, dir] of DIRECTIONS) {
    const len = phraseLength(tokens, i, phrase.split(' '));
    if (len > 0) return [len, dir];
  }
  return null;
}

/** Directions that only make sense on labels: alphabetical order sorts the x axis. */
const X_DIRECTIONS = new Set(['alphabetical', 'alphabetically', 'a', 'z']);

/**
 * The ordering the question asks for: "sorted by price decreasing and name ascending", "rank by
 * the y axis in desc", "order X from high to low", "top 5", "bottom 3". Targets: the x axis, the
 * y axis, or a column.
 */
export function parseOrder(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  /** Tokens already read as filters ("last 12 months"). */
  used: ReadonlySet<number> = new Set(),
): OrderParse {
  const region = new Set<number>();
  const dirs: Array<{ at: number; len: number; dir: 'asc' | 'desc' }> = [];
  for (let i = 0; i < tokens.length; i++) {
    const d = directionAt(tokens, i);
    if (d) {
      dirs.push({ at: i, len: d[0], dir: d[1] });
      i += d[0] - 1;
    }
  }
  const starts = new Set<number>();
  tokens.forEach((t, i) => {
    if (STRONG_VERBS.has(t.lemma) && (t.lemma.startsWith('order') ? isOrderNoun(tokens, i) : true))
      starts.add(i);
  });
  for (const d of dirs) {
    let start = -1;
    for (let i = d.at - 1; i >= 0 && tokens[i]!.clause === tokens[d.at]!.clause; i--) {
      if (STRONG_VERBS.has(tokens[i]!.lemma)) {
        start = i;
        break;
      }
    }
    if (start < 0) {
      for (
        let i = d.at - 1;
        i >= 0 && tokens[i]!.clause === tokens[d.at]!.clause && d.at - i <= 6;
        i--
      ) {
        if (WEAK_VERBS.has(tokens[i]!.lemma)) {
          // "average salary by department from Z to A": 'by' groups by a column named only here.
          const after = tokens[i + 1]?.lemma === 'the' ? i + 2 : i + 1;
          const grouped = mentions.find((m) => m.start === after);
          const onlyHere =
            grouped !== undefined &&
            mentions.every((m) => m === grouped || m.column !== grouped.column);
          const verbBefore =
            WEAK_VERBS.has(tokens[i - 1]?.lemma ?? '') ||
            STRONG_VERBS.has(tokens[i - 1]?.lemma ?? '');
          if (tokens[i]!.lemma === 'by' && onlyHere && !verbBefore) break;
          start = i;
          break;
        }
      }
    }
    starts.add(start < 0 ? d.at : start);
  }
  for (const s of starts) {
    const clause = tokens[s]!.clause;
    for (let i = s; i < tokens.length && tokens[i]!.clause === clause; i++) region.add(i);
  }

  const orders: OrderRequest[] = [];
  let pending: OrderTarget | null = null;
  let awaiting: OrderRequest | null = null;
  const sorted = [...region].sort((a, b) => a - b);
  for (let k = 0; k < sorted.length; k++) {
    const i = sorted[k]!;
    const d = dirs.find((x) => x.at === i);
    if (d) {
      const xOnly = !pending && X_DIRECTIONS.has(tokens[i]!.lemma);
      const req: OrderRequest = { target: xOnly ? 'x' : pending, direction: d.dir };
      orders.push(req);
      awaiting = req.target ? null : req;
      pending = null;
      k += d.len - 1;
      continue;
    }
    let target: OrderTarget | null = null;
    let len = 1;
    const mention = mentions.find((m) => m.start === i);
    if (mention) {
      const prev = tokens.slice(Math.max(0, i - 3), i).map((t) => t.lemma);
      const counted = prev.includes('many') || prev.includes('number') || prev.includes('count');
      target = { column: mention.column, counted };
      len = mention.end - mention.start;
    } else {
      for (const w of X_WORDS)
        if (!target && phraseAt(tokens, i, w)) [target, len] = ['x', w.length];
      for (const w of Y_WORDS)
        if (!target && phraseAt(tokens, i, w)) [target, len] = ['y', w.length];
    }
    if (target) {
      if (awaiting && awaiting.target === null) {
        awaiting.target = target;
        awaiting = null;
      } else pending = target;
      k += len - 1;
    }
  }
  if (pending && orders.every((o) => o.target !== pending))
    orders.push({ target: pending, direction: 'asc' });

  // "Which city has the most orders?": a superlative question ranks by the measure.
  if (orders.length === 0 && ['which', 'what', 'who'].includes(tokens[0]?.lemma ?? '')) {
    const words = new Set(tokens.map((t) => t.lemma));
    const most = ['most', 'highest', 'largest', 'biggest', 'best', 'greatest', 'top'];
    const least = ['least', 'lowest', 'fewest', 'smallest', 'worst'];
    if (most.some((w) => words.has(w))) orders.push({ target: 'y', direction: 'desc' });
    else if (least.some((w) => words.has(w))) orders.push({ target: 'y', direction: 'asc' });
  }
  const parse: OrderParse = { orders, region };
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const w = tokens[i]!.lemma;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if ((w === 'top' || w === 'first' || w === 'best') && next?.number !== undefined)
      parse.limit = { n: next.number, direction: 'desc' };
    else if ((w === 'bottom' || w === 'last' || w === 'worst') && next?.number !== undefined)
      parse.limit = { n: next.number, direction: 'asc' };
    else if (
      prev?.number !== undefined &&
      ['most', 'highest', 'largest', 'biggest', 'best', 'greatest'].includes(w)
    )
      parse.limit = { n: prev.number, direction: 'desc' };
    else if (
      prev?.number !== undefined &&
      ['least', 'lowest', 'smallest', 'fewest', 'worst'].includes(w)
    )
      parse.limit = { n: prev.number, direction: 'asc' };
    if (parse.limit && !Number.isInteger(parse.limit.n)) delete parse.limit;
    if (parse.limit) {
      region.add(i);
      region.add(next?.number !== undefined ? i + 1 : i - 1);
      break;
    }
  }
  return parse;
}
