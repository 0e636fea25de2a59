import { describe, expect, it } from 'vitest';
import { carriedBuilderKey, carryBuilder } from './builder-location';

describe('builder location state', () => {
  it('carries the builder within a page load only', () => {
    expect(carriedBuilderKey(carryBuilder('new'))).toBe('new');
    // What a reload restores: the state of an earlier page load.
    expect(carriedBuilderKey({ builderKey: 'new', pageLoad: 'an earlier load' })).toBeUndefined();
    expect(carriedBuilderKey({ builderKey: 'new' })).toBeUndefined();
    expect(carriedBuilderKey(null)).toBeUndefined();
  });
});
