import { describe, expect, it } from 'vitest';
// The share page keeps its own copy of the literals (no package code in its first JavaScript):
// eslint-disable-next-line no-restricted-imports -- this test checks that copy equals the SDK's.
import * as hub from '../../../../apps/hub/src/features/dashboards/filter-control/embed-protocol';
import * as sdk from './filter-control';
import { shareUrl } from './share-url';

describe('the filter-control protocol', () => {
  it("is the same on both ends: the share page's copy of the literals equals the SDK's", () => {
    expect(hub.FILTER_CONTROL_VERSION).toBe(sdk.FILTER_CONTROL_VERSION);
    expect(hub.SET_FILTER_VALUES_MESSAGE).toBe(sdk.SET_FILTER_VALUES_MESSAGE);
    expect(hub.FILTER_VALUES_APPLIED_MESSAGE).toBe(sdk.FILTER_VALUES_APPLIED_MESSAGE);
    expect(hub.FILTER_CONTROL_READY_MESSAGE).toBe(sdk.FILTER_CONTROL_READY_MESSAGE);
    expect(hub.CONTROLLED_FILTER_VALUES_PARAM).toBe(sdk.CONTROLLED_FILTER_VALUES_PARAM);
    const message = sdk.setFilterValuesMessage({ region: 'EU' }, 'r1');
    expect(hub.isSetFilterValuesMessage(message)).toBe(true);
    expect(sdk.isSetFilterValuesMessage({ ...message, version: 2 })).toBe(false);
    expect(hub.isSetFilterValuesMessage({ ...message, version: 2 })).toBe(false);
  });

  it('keeps valid values and lists the invalid keys', () => {
    expect(
      sdk.readControlledFilterValues({
        a: 'x',
        b: ['x', 'y'],
        c: 3,
        d: true,
        e: null,
        f: { nested: 1 },
        g: [1, 2],
        h: Number.NaN,
      }),
    ).toEqual({
      values: { a: 'x', b: ['x', 'y'], c: 3, d: true, e: null },
      invalid: ['f', 'g', 'h'],
    });
    expect(sdk.readControlledFilterValues(['a'])).toBeNull();
    expect(hub.readControlledFilterValues('x')).toBeNull();
  });

  it('puts the first values in the share link as one JSON parameter', () => {
    const url = new URL(
      shareUrl({
        host: 'https://bi.example.com',
        dashboardId: 'd',
        token: 't',
        controlledFilterValues: {
          region: ['EU', 'US'],
          'order date': ['2024-01-01', '2024-12-31'],
        },
      }),
    );
    const param = url.searchParams.get('controlledFilterValues');
    expect(hub.readControlledFilterValuesParam(url.searchParams)).toEqual({
      region: ['EU', 'US'],
      'order date': ['2024-01-01', '2024-12-31'],
    });
    expect(JSON.parse(param!)).toEqual({
      region: ['EU', 'US'],
      'order date': ['2024-01-01', '2024-12-31'],
    });
  });

  it('sends the changed keys and null for released ones', () => {
    expect(sdk.changedFilterValues({ a: 'x', b: ['1'] }, { a: 'x', b: ['2'], c: true })).toEqual({
      b: ['2'],
      c: true,
    });
    expect(sdk.changedFilterValues({ a: 'x' }, {})).toEqual({ a: null });
  });
});
