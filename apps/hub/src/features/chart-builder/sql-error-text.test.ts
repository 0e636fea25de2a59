import { describe, expect, it } from 'vitest';
import { splitSqlError } from './sql-error-text';

describe('splitSqlError', () => {
  it("separates the message (after the last 'Error: ') from its excerpt of the user's SQL", () => {
    const text =
      'Error: Binder Error: Referenced column "nope" not found in FROM clause!\nCandidate bindings: "amount"\n\nLINE 2:   nope\n          ^';
    expect(splitSqlError(text)).toEqual({
      message: 'Referenced column "nope" not found in FROM clause!\nCandidate bindings: "amount"',
      excerpt: 'LINE 2:   nope\n          ^',
    });
  });

  it('keeps a message without a place whole', () => {
    expect(splitSqlError('Error: Query timed out after 30 s and was cancelled.')).toEqual({
      message: 'Query timed out after 30 s and was cancelled.',
      excerpt: null,
    });
  });
});
