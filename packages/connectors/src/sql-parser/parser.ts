import nodeSqlParser from 'node-sql-parser';
import { QueryRefusedError } from '../errors';
import { isNode, type AstNode } from './ast-node';
import type { SqlEngine } from './sql-engine';

export const ONE_SELECT_ONLY = 'Only one read-only SELECT statement is allowed';

const parser = new nodeSqlParser.Parser();

/** Parses `sql` in the engine's dialect and returns its one statement, or refuses. */
export function parseOneStatement(sql: string, engine: SqlEngine): AstNode {
  let ast: unknown;
  try {
    ast = parser.astify(sql, { database: engine.parserDatabase });
  } catch (error) {
    throw new QueryRefusedError(`The query could not be parsed: ${parseMessage(error)}`, {
      cause: error,
    });
  }
  const statements = (Array.isArray(ast) ? ast : [ast]).filter((s) => s !== null);
  if (statements.length === 0) throw new QueryRefusedError('The query is empty.');
  if (statements.length > 1) {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY} (found ${statements.length} statements).`);
  }
  const [statement] = statements;
  if (!isNode(statement)) throw new QueryRefusedError(`${ONE_SELECT_ONLY}.`);
  return statement;
}

/** node-sql-parser's SQL for a statement in the engine's dialect. */
export function sqlify(statement: AstNode, engine: SqlEngine): string {
  engine.normalizeForPrint?.(statement);
  try {
    // The parser's AST type is a wide union; ours is a narrowed plain object of the same tree.
    return parser.sqlify(statement as unknown as nodeSqlParser.AST, {
      database: engine.parserDatabase,
    });
  } catch (error) {
    throw new QueryRefusedError(
      `The query could not be turned back into SQL safely: ${parseMessage(error)}`,
      { cause: error },
    );
  }
}

function parseMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}
