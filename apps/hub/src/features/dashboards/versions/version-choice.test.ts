import { describe, expect, it } from 'vitest';
import {
  isOldVersion,
  latestOf,
  outdatedBy,
  parseVersionParam,
  versionChoice,
} from './version-choice';

describe('parseVersionParam', () => {
  it('reads positive integers only', () => {
    expect(parseVersionParam('3')).toBe(3);
    expect(parseVersionParam(' 12 ')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'v2', '1e3', 'NaN', '9999999999']) {
      expect(parseVersionParam(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('latestOf and isOldVersion', () => {
  it('takes the highest version whatever the order', () => {
    expect(latestOf([2, 5, 1])).toBe(5);
    expect(latestOf([])).toBeUndefined();
    expect(latestOf(undefined)).toBeUndefined();
  });

  it('is old only when requested and below the newest (unknown list: old)', () => {
    expect(isOldVersion(undefined, [1, 2])).toBe(false);
    expect(isOldVersion(2, [1, 2])).toBe(false);
    expect(isOldVersion(1, [1, 2])).toBe(true);
    expect(isOldVersion(1, undefined)).toBe(true);
  });
});

describe('versionChoice (dashboards.md §4 version change)', () => {
  const versions = [1, 2, 3];
  it('does nothing for the version on screen or an unknown one', () => {
    expect(versionChoice(2, 2, versions)).toEqual({ kind: 'none' });
    expect(versionChoice(3, 3, versions)).toEqual({ kind: 'none' });
    expect(versionChoice(7, 2, versions)).toEqual({ kind: 'none' });
  });
  it('goes to the latest (no parameter) or to an old version', () => {
    expect(versionChoice(3, 1, versions)).toEqual({ kind: 'latest' });
    expect(versionChoice(1, 3, versions)).toEqual({ kind: 'version', version: 1 });
    expect(versionChoice(2, 1, versions)).toEqual({ kind: 'version', version: 2 });
  });
});

describe('outdatedBy (the outdated-version notice)', () => {
  it('names the newer version only when a draft is based on an older one', () => {
    expect(outdatedBy(null, [1, 2, 3])).toBeNull();
    expect(outdatedBy(2, undefined)).toBeNull();
    expect(outdatedBy(3, [1, 2, 3])).toBeNull();
    expect(outdatedBy(2, [1, 2, 3])).toBe(3);
    expect(outdatedBy(1, [3, 1, 4])).toBe(4);
  });
});
