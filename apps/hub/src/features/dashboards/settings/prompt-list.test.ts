import { describe, expect, it } from 'vitest';
import { addPrompt, promptsChanged, removePrompt } from './prompt-list';

describe('golden prompt list edits', () => {
  it('adds a prompt trimmed', () => {
    expect(addPrompt(['Revenue by month'], '  Top customers  ')).toEqual([
      'Revenue by month',
      'Top customers',
    ]);
  });

  it('ignores empty text and a prompt already listed', () => {
    expect(addPrompt(['A'], '   ')).toEqual(['A']);
    expect(addPrompt(['A'], '')).toEqual(['A']);
    expect(addPrompt(['A'], ' A ')).toEqual(['A']);
  });

  it('removes the prompt at an index, leaving the list given untouched', () => {
    const prompts = ['A', 'B', 'C'];
    expect(removePrompt(prompts, 1)).toEqual(['A', 'C']);
    expect(prompts).toEqual(['A', 'B', 'C']);
  });

  it('tells whether the list changed', () => {
    expect(promptsChanged(['A', 'B'], ['A', 'B'])).toBe(false);
    expect(promptsChanged(['A', 'B'], ['B', 'A'])).toBe(true);
    expect(promptsChanged(['A'], ['A', 'B'])).toBe(true);
  });
});
