import { isIdentifierName } from '@chartroom/core';
import type { DashContext, DashTable } from '../engine/types';
import { identifierWords } from './text';

const words = (name: string) => identifierWords(name).join(' ');

function plural(noun: string): string {
  if (noun.endsWith('s')) return noun;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** Easier questions the offline engine answers, built from one table's columns. */
function tableSuggestions(table: DashTable): string[] {
  const text = table.columns.filter((c) => c.type === 'string' && !isIdentifierName(c.name));
  const numbers = table.columns.filter((c) => c.type === 'number' && !isIdentifierName(c.name));
  const dates = table.columns.filter((c) => c.type === 'date');
  const noun = plural(words(table.name));
  const out: string[] = [];
  const [cat, cat2] = text;
  const [num] = numbers;
  if (cat) out.push(`How many ${noun} are there for each ${words(cat.name)}?`);
  if (cat && num) out.push(`What is the total ${words(num.name)} by ${words(cat.name)}?`);
  if (dates[0]) out.push(`How many ${noun} are there by month of ${words(dates[0].name)}?`);
  if (cat && num) out.push(`Top 5 ${words(cat.name)} by total ${words(num.name)}`);
  if (cat && num)
    out.push(`Show the average ${words(num.name)} for each ${words(cat.name)} as a pie chart`);
  if (dates[0] && num)
    out.push(`Show the total ${words(num.name)} over time by month of ${words(dates[0].name)}`);
  if (cat && cat2)
    out.push(
      `How many ${noun} are there for each ${words(cat.name)}, stacked by ${words(cat2.name)}?`,
    );
  return out;
}

/** Up to `ctx.maxSuggestions` easier questions over the context's tables (the first tables first). */
export function schemaSuggestions(ctx: DashContext, preferred?: DashTable): string[] {
  const tables = preferred ? [preferred, ...ctx.tables.filter((t) => t !== preferred)] : ctx.tables;
  const out: string[] = [];
  for (const t of tables) for (const s of tableSuggestions(t)) if (!out.includes(s)) out.push(s);
  return out.slice(0, Math.max(0, ctx.maxSuggestions));
}
