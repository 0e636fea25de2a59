import type { Mention } from './lexicon';
import { isText, nearestBefore, range, type FoundFilter } from './filter-support';
import { phraseAt, type Token } from './text';

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
