import type { ChartV2Filter } from '@chartroom/core';
import type { DashColumn } from '../engine/types';
import type { Mention } from './lexicon';
import {
  isDate,
  isNumeric,
  nearestAfter,
  nearestBefore,
  range,
  type FoundFilter,
} from './filter-support';
import { phraseAt, type Token } from './text';

export type { FoundFilter } from './filter-support';
export { likeFilters, nullFilters } from './text-filters';
export { valueFilters } from './value-filters';
export { relativeDateFilters } from './relative-dates';

type Op = '>' | '>=' | '<' | '<=' | '=' | '!=';

/** Comparison phrases, longest first (lemmas). */
const COMPARATORS: Array<[string, Op]> = [
  ['greater than or equal to', '>='],
  ['more than or equal to', '>='],
  ['larger than or equal to', '>='],
  ['higher than or equal to', '>='],
  ['less than or equal to', '<='],
  ['smaller than or equal to', '<='],
  ['lower than or equal to', '<='],
  ['fewer than or equal to', '<='],
  ['no less than', '>='],
  ['not less than', '>='],
  ['no more than', '<='],
  ['not more than', '<='],
  ['no greater than', '<='],
  ['at least', '>='],
  ['at most', '<='],
  ['up to', '<='],
  ['or more', '>='],
  ['or less', '<='],
  ['older than', '>'],
  ['younger than', '<'],
  ['more expensive than', '>'],
  ['cheaper than', '<'],
  ['more than', '>'],
  ['greater than', '>'],
  ['higher than', '>'],
  ['larger than', '>'],
  ['bigger than', '>'],
  ['later than', '>'],
  ['less than', '<'],
  ['fewer than', '<'],
  ['lower than', '<'],
  ['smaller than', '<'],
  ['earlier than', '<'],
  ['not equal to', '!='],
  ['does not equal to', '!='],
  ['does not equal', '!='],
  ['is not', '!='],
  ['is not equal to', '!='],
  ['other than', '!='],
  ['equal to', '='],
  ['exceeding', '>'],
  ['exceed', '>'],
  ['above', '>'],
  ['over', '>'],
  ['after', '>'],
  ['below', '<'],
  ['under', '<'],
  ['before', '<'],
  ['since', '>='],
  ['from', '>='],
  ['until', '<='],
  ['>=', '>='],
  ['<=', '<='],
  ['>', '>'],
  ['<', '<'],
  ['=', '='],
  ['!=', '!='],
  ['<>', '!='],
  ['equal', '='],
  ['of', '='],
  ['is', '='],
];

const YEAR = /^(19|20)\d{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function numberAt(tokens: readonly Token[], i: number): { value: number; raw: string } | null {
  const t = tokens[i];
  if (t?.number === undefined) return null;
  return { value: t.number, raw: t.raw };
}

function yearFilter(field: string, op: Op | 'in', year: number): ChartV2Filter | null {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  switch (op) {
    case 'in':
    case '=':
      return { field, operator: 'BETWEEN', value: [start, end] };
    case '>':
      return { field, operator: '>=', value: `${year + 1}-01-01` };
    case '>=':
      return { field, operator: '>=', value: start };
    case '<':
      return { field, operator: '<', value: start };
    case '<=':
      return { field, operator: '<=', value: end };
    case '!=':
      return null;
  }
}

/** Comparison words that name their column's meaning. */
const IMPLIED: Record<string, RegExp> = {
  'older than': /(^|[^a-z])age|Age/,
  'younger than': /(^|[^a-z])age|Age/,
  'more expensive than': /price|cost/i,
  'cheaper than': /price|cost/i,
};

/**
 * Numeric and date comparisons: "between A and B", "more than N", "at least N", "after 2020",
 * "in 2019", "before 2021-03-01". The column is the nearest fitting one mentioned before the
 * comparison (or just after it: "more than 100 employees").
 */
export function comparisonFilters(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  dateColumn?: DashColumn,
  columns: readonly DashColumn[] = [],
): FoundFilter[] {
  const out: FoundFilter[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    // between A and B; in the range of A and B
    const rangeWords = ['in', 'the', 'range', 'of'];
    const isRange = rangeWords.every((w, k) => tokens[i + k]?.lemma === w);
    if (tokens[i]!.lemma === 'between' || isRange) {
      const skip = isRange ? 3 : 0;
      const a = tokens[i + 1 + skip];
      const b = tokens[i + 3 + skip];
      const conj = tokens[i + 2 + skip]?.lemma;
      if (a && b && (conj === 'and' || conj === 'to')) {
        const dateish = (t: Token) => YEAR.test(t.raw) || ISO_DATE.test(t.raw);
        const wantsDate = dateish(a) && dateish(b);
        const col =
          nearestBefore(mentions, i, wantsDate ? isDate : isNumeric) ??
          (wantsDate ? nearestBefore(mentions, i, isNumeric) : undefined);
        if (col && (a.number !== undefined || ISO_DATE.test(a.raw))) {
          const value: Array<string | number> =
            isDate(col.column) && wantsDate
              ? [
                  YEAR.test(a.raw) ? `${a.raw}-01-01` : a.raw,
                  YEAR.test(b.raw) ? `${b.raw}-12-31` : b.raw,
                ]
              : [a.number ?? Number(a.raw), b.number ?? Number(b.raw)];
          const used = new Set([...range(col.start, col.end), ...range(i, i + 4 + skip)]);
          out.push({ filter: { field: col.column.name, operator: 'BETWEEN', value }, used });
          for (const k of used) taken.add(k);
          i += 3 + skip;
          continue;
        }
      }
    }
    // "in 2020" on a date column
    if (tokens[i]!.lemma === 'in' && YEAR.test(tokens[i + 1]?.raw ?? '')) {
      const col =
        nearestBefore(mentions, i, isDate, 8) ??
        (dateColumn ? { column: dateColumn, start: i, end: i, score: 0 } : undefined);
      if (col) {
        const used = new Set([...range(col.start, col.end), i, i + 1]);
        const filter = yearFilter(col.column.name, 'in', Number(tokens[i + 1]!.raw));
        if (filter) out.push({ filter, used });
        for (const k of used) taken.add(k);
        i += 1;
        continue;
      }
    }
    for (const [phrase, op] of COMPARATORS) {
      const words = phrase.split(' ');
      if (!phraseAt(tokens, i, words)) continue;
      const at = i + words.length;
      const valueAt = tokens[at]?.lemma === 'than' ? at + 1 : at;
      const num = numberAt(tokens, valueAt);
      const iso = ISO_DATE.test(tokens[valueAt]?.raw ?? '') ? tokens[valueAt]!.raw : null;
      if (!num && !iso) continue;
      const isYear = num !== null && YEAR.test(num.raw);
      // "of", "is" and "from" only compare when a column is named right before them.
      const weak = phrase === 'of' || phrase === 'is' || phrase === 'from' || phrase === 'over';
      const fits = iso || isYear ? (c: DashColumn) => isDate(c) || isNumeric(c) : isNumeric;
      const timeWord = ['after', 'before', 'since', 'until', 'from', 'later', 'earlier'].includes(
        tokens[i]!.lemma,
      );
      // "older than 20", "cheaper than 5": the comparison word names the column.
      const implied = IMPLIED[phrase];
      const impliedColumn = implied
        ? columns.find((c) => isNumeric(c) && implied.test(c.name))
        : undefined;
      const col =
        (impliedColumn ? { column: impliedColumn, start: i, end: i, score: 0 } : undefined) ??
        nearestBefore(mentions, i, iso || isYear ? isDate : isNumeric, weak ? 1 : 6) ??
        ((iso || isYear) && timeWord && dateColumn
          ? { column: dateColumn, start: i, end: i, score: 0 }
          : undefined) ??
        nearestBefore(mentions, i, fits, weak ? 1 : 6) ??
        (weak ? undefined : nearestAfter(mentions, valueAt, isNumeric));
      if (!col) continue;
      let filter: ChartV2Filter | null;
      if (isDate(col.column) && isYear) filter = yearFilter(col.column.name, op, num!.value);
      else if (isDate(col.column) && iso)
        filter = { field: col.column.name, operator: op, value: iso };
      else if (num) filter = { field: col.column.name, operator: op, value: num.value };
      else continue;
      if (!filter) continue;
      const used = new Set([...range(col.start, col.end), ...range(i, valueAt + 1)]);
      out.push({ filter, used });
      for (const k of used) taken.add(k);
      i = valueAt;
      break;
    }
  }
  return out;
}
