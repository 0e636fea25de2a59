const PART = String.raw`(?:"[^"]+"|\x60[^\x60]+\x60|\[[^\]]+\]|[A-Za-z_][\w$]*)`;
const REFERENCE = new RegExp(String.raw`\b(?:from|join)\s+(${PART}(?:\s*\.\s*${PART})*)`, 'gi');

function unquote(part: string): string {
  const t = part.trim();
  const first = t[0];
  if (first === '"' || first === '`' || first === '[') return t.slice(1, -1);
  return t;
}

/**
 * The table names a data-prep query reads after FROM or JOIN (as written, unquoted, schema
 * included), for charts saved without `rawTableNames`: a V2 dashboard filter reaches the charts
 * that read its table. An approximation (no parser here): subqueries and functions are skipped,
 * a CTE's name may appear.
 */
export function referencedTables(sql: string): string[] {
  const out = new Set<string>();
  for (const m of sql.matchAll(REFERENCE)) {
    const name = m[1]!
      .split(/\s*\.\s*(?=(?:"|`|\[|[A-Za-z_]))/)
      .map(unquote)
      .join('.');
    out.add(name);
  }
  return [...out];
}

/** Whether `name` (maybe schema-qualified) names `table` (maybe schema-qualified), any case. */
export function sameTable(name: string, table: string): boolean {
  const a = name.toLowerCase();
  const b = table.toLowerCase();
  if (a === b) return true;
  const last = (s: string) => s.slice(s.lastIndexOf('.') + 1);
  return (!a.includes('.') || !b.includes('.')) && last(a) === last(b);
}
