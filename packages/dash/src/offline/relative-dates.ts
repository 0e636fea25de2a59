import type { DashColumn } from '../engine/types';
import type { Mention } from './lexicon';
import { isDate, nearestBefore, range, type FoundFilter } from './filter-support';
import { phraseAt, type Token } from './text';

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
