import type { ChartV2Filter } from '@chartroom/core';
import type { ColumnValues, DashColumn, DashTable } from '../engine/types';
import type { Mention } from './lexicon';
import { identifierWords, lemmatize, phraseAt, type Token } from './text';

/** A filter read from the question, with the token positions it used up. */
export interface FoundFilter {
  filter: ChartV2Filter;
  /** Token indexes that belong to the filter (its column mention, words and values). */
  used: Set<number>;
  /** "last 12 months": the time unit the window is counted in. */
  unit?: 'day' | 'week' | 'month' | 'year';
}

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

/** The mention nearest before `at` (within `window` tokens) of a column that fits. */
function nearestBefore(
  mentions: readonly Mention[],
  at: number,
  fits: (c: DashColumn) => boolean,
  window = 6,
): Mention | undefined {
  return mentions
    .filter((m) => m.end <= at && at - m.end <= window && fits(m.column))
    .sort((a, b) => b.end - a.end)[0];
}

function nearestAfter(
  mentions: readonly Mention[],
  at: number,
  fits: (c: DashColumn) => boolean,
  window = 3,
): Mention | undefined {
  return mentions
    .filter((m) => m.start > at && m.start - at <= window && fits(m.column))
    .sort((a, b) => a.start - b.start)[0];
}

const isNumeric = (c: DashColumn) => c.type === 'number';
const isDate = (c: DashColumn) => c.type === 'date';
const isText = (c: DashColumn) => c.type === 'string' || c.type === 'mixed' || c.type === 'unknown';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
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

/**
 * Numeric and date comparisons: "between A and B", "more than N", "at least N", "after 2020",
 * "in 2019", "before 2021-03-01". The column is the nearest fitting one mentioned before the
 * comparison (or just after it: "more than 100 employees").
 */
/** "commission is not null", "email is null", "with no email": null checks. */
export function nullFilters(tokens: readonly Token[], mentions: readonly Mention[]): FoundFilter[] {
  const out: FoundFilter[] = [];
  for (const m of mentions) {
    const next = tokens.slice(m.end, m.end + 4).map((t) => t.lemma);
    const notNull =
      phraseAt(tokens, m.end, ['is', 'not', 'null']) ||
      phraseAt(tokens, m.end, ['not', 'null']) ||
      phraseAt(tokens, m.end, ['is', 'not', 'empty']);
    const isNull =
      !notNull &&
      (phraseAt(tokens, m.end, ['is', 'null']) || phraseAt(tokens, m.end, ['is', 'empty']));
    if (!notNull && !isNull) continue;
    const len = next.indexOf(next.includes('null') ? 'null' : 'empty') + 1;
    out.push({
      filter: { field: m.column.name, operator: notNull ? 'IS NOT NULL' : 'IS NULL' },
      used: new Set(range(m.start, m.end + len)),
    });
  }
  return out;
}

/** Comparison words that name their column's meaning. */
const IMPLIED: Record<string, RegExp> = {
  'older than': /(^|[^a-z])age|Age/,
  'younger than': /(^|[^a-z])age|Age/,
  'more expensive than': /price|cost/i,
  'cheaper than': /price|cost/i,
};

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

const CONTAINS: Array<[string, 'contains' | 'starts' | 'ends']> = [
  ['start with', 'starts'],
  ['starting with', 'starts'],
  ['begin with', 'starts'],
  ['beginning with', 'starts'],
  ['end with', 'ends'],
  ['ending with', 'ends'],
  ['contain', 'contains'],
  ['containing', 'contains'],
  ['contains', 'contains'],
  ['include', 'contains'],
  ['including', 'contains'],
  ['like', 'contains'],
  ['with', 'contains'],
  ['has', 'contains'],
  ['having', 'contains'],
];

/** Text patterns: "address contains TN", "name starting with 'A'", "have TN in their address" → LIKE. */
export function likeFilters(tokens: readonly Token[], mentions: readonly Mention[]): FoundFilter[] {
  const out: FoundFilter[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "(have|has|with|contain) X in (their|the|its) <text column>"
    if (
      ['have', 'has', 'with', 'contain', 'containing'].includes(tokens[i]!.lemma) &&
      tokens[i + 2]?.lemma === 'in'
    ) {
      const value = tokens[i + 1]!;
      let at = i + 3;
      if (['their', 'the', 'its', 'his', 'her'].includes(tokens[at]?.lemma ?? '')) at += 1;
      const col = mentions.find((m) => m.start === at && isText(m.column));
      if (col && value.number === undefined && !mentions.some((m) => m.start === i + 1)) {
        out.push({
          filter: { field: col.column.name, operator: 'LIKE', value: `%${value.raw}%` },
          used: new Set(range(i, col.end)),
        });
        continue;
      }
    }
    for (const [phrase, kind] of CONTAINS) {
      const words = phrase.split(' ');
      if (!phraseAt(tokens, i, words)) continue;
      let at = i + words.length;
      const filler = ['the', 'a', 'word', 'letter', 'string', 'text', 'substring'];
      const next = tokens[at];
      if (next && !next.quoted && filler.includes(next.lemma)) at += 1;
      const value = tokens[at];
      const loose =
        phrase === 'with' || phrase === 'has' || phrase === 'having' || phrase === 'like';
      const col = nearestBefore(mentions, i, isText, loose ? 0 : 2);
      if (!value || !col || value.number !== undefined) continue;
      if (loose && !value.quoted) continue;
      if (mentions.some((m) => m.start <= at && at < m.end)) continue;
      const pattern =
        kind === 'starts' ? `${value.raw}%` : kind === 'ends' ? `%${value.raw}` : `%${value.raw}%`;
      out.push({
        filter: { field: col.column.name, operator: 'LIKE', value: pattern },
        used: new Set([...range(col.start, col.end), ...range(i, at + 1)]),
      });
      break;
    }
  }
  return out;
}

const NEGATIONS = new Set(['not', 'except', 'excluding', 'exclude', 'without', 'other', 'besides']);

/**
 * Values of the tenant-scoped index found in the question become equality filters (several values
 * of one column: IN; "not X" / "except X": NOT IN). Longer values win; a value must not be a
 * column's own words, nor a number.
 */
export function valueFilters(
  tokens: readonly Token[],
  table: DashTable,
  values: readonly ColumnValues[],
  mentions: readonly Mention[],
  blocked: ReadonlySet<number>,
): FoundFilter[] {
  const candidates: Array<{ column: string; value: string; start: number; end: number }> = [];
  const columnWords = new Set(table.columns.flatMap((c) => identifierWords(c.name)));
  for (const cv of values) {
    if (cv.table !== table.name) continue;
    const column = table.columns.find((c) => c.name === cv.column);
    if (!column || column.type === 'number' || column.type === 'date') continue;
    for (const value of cv.values) {
      const v = value.trim();
      if (v.length < 2 || /^[-\d.,:\s]+$/.test(v) || v.length > 60) continue;
      const words = v
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      if (words.length === 0 || words.length > 6) continue;
      if (words.length === 1 && columnWords.has(words[0]!)) continue;
      for (let i = 0; i + words.length <= tokens.length; i++) {
        if (
          !words.every(
            (w, k) => tokens[i + k]!.lower === w || tokens[i + k]!.lemma === lemmatize(w),
          )
        )
          continue;
        const end = i + words.length;
        if (range(i, end).some((k) => blocked.has(k))) continue;
        if (mentions.some((m) => m.start < end && i < m.end && m.end - m.start >= words.length))
          continue;
        // "in the store": a one-word value after an article is an ordinary noun unless typed as
        // the data spells it ("the Store").
        const article = ['the', 'a', 'an', 'this', 'that', 'all', 'every', 'each'];
        const namedAfter = mentions.some((m) => m.start === end && m.column.name === column.name);
        if (
          words.length === 1 &&
          article.includes(tokens[i - 1]?.lemma ?? '') &&
          tokens[i]!.raw !== v &&
          !namedAfter
        )
          continue;
        candidates.push({ column: column.name, value, start: i, end });
      }
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start));
  const usedPos = new Set<number>();
  const byColumn = new Map<string, { values: string[]; used: Set<number>; negated: boolean }>();
  for (const c of candidates) {
    if (range(c.start, c.end).some((k) => usedPos.has(k))) continue;
    range(c.start, c.end).forEach((k) => usedPos.add(k));
    const entry = byColumn.get(c.column) ?? { values: [], used: new Set<number>(), negated: false };
    if (!entry.values.includes(c.value)) entry.values.push(c.value);
    range(c.start, c.end).forEach((k) => entry.used.add(k));
    const before = tokens.slice(Math.max(0, c.start - 2), c.start).map((t) => t.lemma);
    if (before.some((w) => NEGATIONS.has(w))) entry.negated = true;
    const mention = mentions.find(
      (m) =>
        m.column.name === c.column &&
        m.end <= c.start &&
        tokens
          .slice(m.end, c.start)
          .every((t) => ['is', '=', 'equal', 'equals', 'of'].includes(t.lemma)),
    );
    if (mention) range(mention.start, mention.end).forEach((k) => entry.used.add(k));
    // "Cancelled status", "Paris office": the column named right after its value.
    const after = mentions.find((m) => m.column.name === c.column && m.start === c.end);
    if (after) range(after.start, after.end).forEach((k) => entry.used.add(k));
    byColumn.set(c.column, entry);
  }
  return [...byColumn].map(([field, e]) => ({
    filter:
      e.values.length === 1
        ? { field, operator: e.negated ? '!=' : '=', value: e.values[0]! }
        : { field, operator: e.negated ? 'NOT IN' : 'IN', value: e.values },
    used: e.used,
  }));
}

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** Calendar phrases read as the v2 date presets (relative, so a saved chart stays current). */
const PRESETS: Array<[string, string]> = [
  ['year to date', 'yearToDate'],
  ['month to date', 'monthToDate'],
  ['this year', 'yearToDate'],
  ['this month', 'monthToDate'],
  ['ytd', 'yearToDate'],
  ['mtd', 'monthToDate'],
  ['last year', 'lastYear'],
  ['previous year', 'lastYear'],
  ['last month', 'lastMonth'],
  ['previous month', 'lastMonth'],
  ['last week', 'last7days'],
  ['past week', 'last7days'],
  ['past month', 'last30days'],
  ['today', 'today'],
  ['yesterday', 'yesterday'],
];

/**
 * Relative dates on the table's date column: "last 7 days" / "past 30 days" / "this year" /
 * "last month" as presets; "last N weeks / months / years" as a bound from `now`.
 */
export function relativeDateFilters(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  dateColumn: DashColumn | undefined,
  now: Date,
): FoundFilter[] {
  const out: FoundFilter[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const column = nearestBefore(mentions, i, isDate, 4)?.column ?? dateColumn;
    if (!column) return out;
    const w = tokens[i]!.lemma;
    const n = tokens[i + 1]?.number;
    const unit = tokens[i + 2]?.lemma ?? '';
    if ((w === 'last' || w === 'past' || w === 'previous') && n !== undefined && UNIT_DAYS[unit]) {
      const preset = unit === 'day' && (n === 7 || n === 30) ? `last${n}days` : null;
      const from = new Date(now.getTime());
      if (unit === 'month') from.setUTCMonth(from.getUTCMonth() - n);
      else if (unit === 'year') from.setUTCFullYear(from.getUTCFullYear() - n);
      else from.setUTCDate(from.getUTCDate() - n * UNIT_DAYS[unit]!);
      out.push({
        filter: preset
          ? { field: column.name, operator: 'BETWEEN', value: [preset] }
          : { field: column.name, operator: '>=', value: from.toISOString().slice(0, 10) },
        used: new Set([i, i + 1, i + 2]),
        ...(n > 1 ? { unit: unit as 'day' | 'week' | 'month' | 'year' } : {}),
      });
      i += 2;
      continue;
    }
    for (const [phrase, preset] of PRESETS) {
      const words = phrase.split(' ');
      if (!phraseAt(tokens, i, words)) continue;
      out.push({
        filter: { field: column.name, operator: 'BETWEEN', value: [preset] },
        used: new Set(range(i, i + words.length)),
      });
      i += words.length - 1;
      break;
    }
  }
  return out;
}
