import type { TenantScope } from '@chartroom/connectors';

/** What a tenant is told when the engine's text would reveal how its scope is enforced. */
export const TENANT_SCOPE_ERROR =
  'The query failed where it reads tenant-scoped data; the engine’s details are shown to admins only';

/**
 * The engine's error text as a tenant may see it. The query that ran is ours (the user's query
 * with every scoped table wrapped and the tenant's value bound as an extra parameter), so the
 * engine may quote it: excerpts of the SQL (`LINE n: …` and its caret) are cut, and a message that
 * names our internal alias, a parameter beyond the caller's own, or the tenant's bound value (a
 * type conversion of the claim) is replaced by a neutral text, and so is one that quotes a value
 * the caller did not write (a conversion error may quote a row of any tenant). Admins see the
 * engine's text.
 */
export function tenantErrorMessage(
  message: string,
  scopes: readonly TenantScope[],
  own: { sql: string; params: readonly unknown[] },
): string {
  const ownParams = own.params.length;
  const withoutExcerpt = message.split(/\n\s*LINE \d+:/)[0]!.trimEnd();
  if (/__chartroom/i.test(withoutExcerpt)) return TENANT_SCOPE_ERROR;
  for (const match of withoutExcerpt.matchAll(/\$(\d+)\b/g)) {
    if (Number(match[1]) > ownParams) return TENANT_SCOPE_ERROR;
  }
  for (const scope of scopes) {
    const value = String(scope.value);
    if (value.length > 0 && withoutExcerpt.includes(value)) return TENANT_SCOPE_ERROR;
  }
  const written = [own.sql, ...own.params.map((p) => String(p))].join('\n');
  for (const match of withoutExcerpt.matchAll(/'((?:[^']|'')*)'/g)) {
    const quoted = match[1]!;
    if (quoted.length > 0 && !written.includes(quoted)) return TENANT_SCOPE_ERROR;
  }
  return withoutExcerpt;
}
