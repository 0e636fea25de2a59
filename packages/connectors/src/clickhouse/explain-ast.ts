/** One node of the tree printed by ClickHouse's `EXPLAIN AST`. */
export interface AstNode {
  /** The node's class, e.g. `SelectQuery`, `TableIdentifier`, `Function`. */
  kind: string;
  /** What follows the class on its line, without `(children N)`: a name, `(alias …)`. */
  detail: string;
  children: AstNode[];
}

const CHILDREN_SUFFIX = / \(children \d+\)$/;

/**
 * Rebuilds the tree from `EXPLAIN AST` lines (one space of indentation per level). Literals are
 * printed escaped by ClickHouse, so one line is always one node.
 */
export function parseExplainAst(lines: readonly string[]): AstNode {
  const roots: AstNode[] = [];
  const stack: AstNode[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const depth = line.length - line.trimStart().length;
    const text = line.trimStart().replace(CHILDREN_SUFFIX, '');
    const space = text.indexOf(' ');
    const node: AstNode = {
      kind: space < 0 ? text : text.slice(0, space),
      detail: space < 0 ? '' : text.slice(space + 1),
      children: [],
    };
    if (depth > stack.length) throw new Error(`Unexpected EXPLAIN AST indentation: ${line}`);
    stack.length = depth;
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  const [root] = roots;
  if (!root || roots.length !== 1) throw new Error('EXPLAIN AST did not print one statement.');
  return root;
}

/** Visits every node depth-first, parents before children. */
export function walkAst(node: AstNode, visit: (node: AstNode, parent?: AstNode) => void): void {
  const step = (current: AstNode, parent?: AstNode) => {
    visit(current, parent);
    for (const child of current.children) step(child, current);
  };
  step(node);
}
