import type { ColumnType } from '@chartroom/core';

/** A filter Dash reads in a prompt: values of a column, or a date bound. */
export type FilterMatch =
  | { kind: 'values'; column: string; values: string[] }
  | { kind: 'date'; column: string; bound: 'after' | 'before'; value: string };

function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

function columnWords(column: string): string[] {
  return column
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);
}

/**
 * Filters a prompt asks for (AI filters, filters-and-rendering.md §7): each known value of a
 * column that the prompt names as a whole phrase (longest first, a phrase used once), and dates
 * bounded by "after / since / before / until YEAR[-MM[-DD]]" on the date column the prompt names
 * (or the only one). Values come from the caller's own unique-values index: nothing else is read.
 */
export function matchFilters(
  prompt: string,
  columns: ReadonlyArray<{ name: string; type: ColumnType }>,
  uniqueValues: Readonly<Record<string, readonly string[]>>,
): FilterMatch[] {
  let text = normalize(prompt);
  const candidates: Array<{ column: string; value: string; phrase: string }> = [];
  for (const [column, values] of Object.entries(uniqueValues)) {
    for (const value of values) {
      const phrase = normalize(value);
      if (phrase.trim().length < 2 || /^ \d{1,2} $/.test(phrase)) continue;
      candidates.push({ column, value, phrase });
    }
  }
  candidates.sort((a, b) => b.phrase.length - a.phrase.length);
  const byColumn = new Map<string, string[]>();
  const used: string[] = [];
  for (const c of candidates) {
    if (!text.includes(c.phrase)) continue;
    if (used.some((u) => u.includes(c.phrase) && u !== c.phrase)) continue;
    used.push(c.phrase);
    const list = byColumn.get(c.column) ?? [];
    if (!list.includes(c.value)) list.push(c.value);
    byColumn.set(c.column, list);
  }
  for (const phrase of used) text = text.split(phrase).join(' ');
  const out: FilterMatch[] = [...byColumn].map(([column, values]) => ({
    kind: 'values',
    column,
    values,
  }));

  const dates = columns.filter((c) => c.type === 'date');
  const re = /\b(after|since|from|before|until|prior to)\s+(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?\b/gi;
  for (const m of prompt.matchAll(re)) {
    const named = dates.find((d) =>
      columnWords(d.name).some((w) => normalize(prompt).includes(` ${w}`)),
    );
    const column = named ?? (dates.length === 1 ? dates[0] : undefined);
    if (!column) continue;
    const word = m[1]!.toLowerCase();
    const after = word === 'after' || word === 'since' || word === 'from';
    const year = Number(m[2]);
    const month = m[3] ? Number(m[3]) : undefined;
    const day = m[4] ? Number(m[4]) : undefined;
    let value: Date;
    if (after && word === 'after' && month === undefined)
      value = new Date(Date.UTC(year + 1, 0, 1));
    else value = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
    out.push({
      kind: 'date',
      column: column.name,
      bound: after ? 'after' : 'before',
      value: value.toISOString(),
    });
  }
  return out;
}
