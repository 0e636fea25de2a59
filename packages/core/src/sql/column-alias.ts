/** Longest column alias (filters-and-rendering.md §5). */
export const MAX_ALIAS_LENGTH = 59;

/**
 * A column alias from a display name (filters-and-rendering.md §5): spaces and dashes become
 * underscores, other characters are stripped, at most 59 characters, starting with a letter or
 * an underscore (an underscore is prefixed otherwise).
 */
export function columnAlias(name: string): string {
  let alias = name.replace(/[\s-]/g, '_').replace(/[^A-Za-z0-9_]/g, '');
  if (!/^[A-Za-z_]/.test(alias)) alias = `_${alias}`;
  return alias.slice(0, MAX_ALIAS_LENGTH);
}
