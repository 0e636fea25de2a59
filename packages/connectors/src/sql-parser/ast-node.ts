/**
 * node-sql-parser's AST is loosely typed: these guards narrow it without `any`.
 * An `AstNode` is any plain object of the tree; fields are read as `unknown`.
 */
export type AstNode = { [key: string]: unknown };

export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(node: AstNode, key: string): string | undefined {
  const value = node[key];
  return typeof value === 'string' ? value : undefined;
}

/** A deep copy of a JSON-shaped subtree (the parser's AST holds only JSON values). */
export function cloneNode<T>(value: T): T {
  return structuredClone(value);
}

/** Calls `visit` on every object of the tree, parents before children. */
export function forEachNode(value: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachNode(item, visit);
    return;
  }
  if (!isNode(value)) return;
  visit(value);
  for (const child of Object.values(value)) forEachNode(child, visit);
}
