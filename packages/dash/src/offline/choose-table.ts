import type { DashContext, DashTable } from '../engine/types';
import {
  columnPhrases,
  findMentions,
  tableMentions,
  type ColumnPhrase,
  type Mention,
} from './lexicon';
import { lemmatize, type Token } from './text';

export interface TableReading {
  table: DashTable;
  phrases: ColumnPhrase[];
  mentions: Mention[];
  /** Positions naming the table itself. */
  nouns: number[];
  score: number;
}

const ORDER_ADJECTIVES = new Set([
  'ascending',
  'descending',
  'asc',
  'desc',
  'alphabetical',
  'reverse',
  'increasing',
  'decreasing',
  'chronological',
  'numerical',
  'sorted',
  'same',
]);

/** "in descending order", "order by": the word is about sorting, not a table named like it. */
function sortingWord(tokens: readonly Token[], n: number): boolean {
  const next = tokens[n + 1]?.lemma;
  const verb = tokens[n]!.lower === 'order' && (next === 'by' || next === 'from');
  return ORDER_ADJECTIVES.has(tokens[n - 1]?.lemma ?? '') || verb;
}

/** How many of the table's values occur in the question (a weak hint of the table). */
function valueHits(tokens: readonly Token[], table: DashTable, ctx: DashContext): number {
  const text = ` ${tokens.map((t) => t.lower).join(' ')} `;
  const lemmas = ` ${tokens.map((t) => t.lemma).join(' ')} `;
  let hits = 0;
  for (const cv of ctx.values) {
    if (cv.table !== table.name) continue;
    for (const v of cv.values) {
      const low = v.trim().toLowerCase();
      const words = low.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      const asLemmas = ` ${words.map(lemmatize).join(' ')} `;
      const found = text.includes(` ${low} `) || (words.length > 0 && lemmas.includes(asLemmas));
      if (low.length >= 3 && !/^[-\d.,:\s]+$/.test(low) && found) {
        hits += 1;
        break;
      }
    }
  }
  return hits;
}

/**
 * Reads the question against every table and keeps the one it names best: distinct columns
 * mentioned (literal phrases count more), the table's noun, and values of its index.
 */
export function chooseTable(tokens: readonly Token[], ctx: DashContext): TableReading | undefined {
  let best: TableReading | undefined;
  for (const table of ctx.tables) {
    const phrases = columnPhrases(table);
    const mentions = findMentions(tokens, phrases);
    const nouns = tableMentions(tokens, table).filter(
      (n) => !mentions.some((m) => m.start <= n && n < m.end) && !sortingWord(tokens, n),
    );
    const perColumn = new Map<string, number>();
    for (const m of mentions)
      perColumn.set(m.column.name, Math.max(perColumn.get(m.column.name) ?? 0, m.score));
    const score =
      [...perColumn.values()].reduce((a, b) => a + b, 0) +
      (nouns.length > 0 ? 2 : 0) +
      0.5 * valueHits(tokens, table, ctx);
    if (!best || score > best.score) best = { table, phrases, mentions, nouns, score };
  }
  return best && best.score > 0 ? best : undefined;
}
