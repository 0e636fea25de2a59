import type { ColumnValues, DashTable } from '../engine/types';
import type { Mention } from './lexicon';
import { range, type FoundFilter } from './filter-support';
import { identifierWords, lemmatize, type Token } from './text';

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
