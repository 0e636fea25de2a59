import { describe, expect, it } from 'vitest';
import { allowedValues, restrictToAllowed } from './allowed-values';

const manual = {
  filterType: 'Select',
  filterSubType: 'Select Multi',
  filterRestrictionMethod: 'Manual',
  filterRestrictions: { values: ['web', 'store'] },
};

describe('restrictToAllowed (spec §4, §5: values outside the allowed list are dropped)', () => {
  it('reduces a multi-select to the allowed values; an empty one becomes null', () => {
    expect(restrictToAllowed(manual, ['web', 'phone', 'store'])).toEqual(['web', 'store']);
    expect(restrictToAllowed(manual, ['phone'])).toBeNull();
    expect(restrictToAllowed(manual, [])).toBeNull();
  });

  it('drops a single value not in the list, and any non-string value', () => {
    const single = { ...manual, filterSubType: 'Select Single' };
    expect(restrictToAllowed(single, 'web')).toBe('web');
    expect(restrictToAllowed(single, 'phone')).toBeNull();
    expect(restrictToAllowed(single, 3)).toBeNull();
  });

  it('leaves scanned selects and other types alone (empty values still become null)', () => {
    const scan = { ...manual, filterRestrictionMethod: 'Scan' };
    expect(allowedValues(scan)).toBeNull();
    expect(restrictToAllowed(scan, ['phone'])).toEqual(['phone']);
    const input = {
      filterType: 'Input',
      filterRestrictionMethod: 'Manual',
      ...{ filterRestrictions: { values: ['a'] } },
    };
    expect(restrictToAllowed(input, 'zzz')).toBe('zzz');
    expect(restrictToAllowed(input, '')).toBeNull();
    expect(allowedValues({ ...manual, filterRestrictions: { values: [] } })).toBeNull();
  });
});
