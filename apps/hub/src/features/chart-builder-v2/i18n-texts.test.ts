import {
  PREVIOUS_PERIOD_NO_DATE_FILTER,
  PREVIOUS_PERIOD_REQUIRES_DATE_FILTER,
} from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chartBuilderV2En } from '../../i18n/locales/chart-builder-v2.en';
import { chartBuilderV2Es } from '../../i18n/locales/chart-builder-v2.es';

describe('v2 builder texts', () => {
  it('carries the spec texts verbatim', () => {
    expect(chartBuilderV2En.sidebar.requiresDateFilter).toBe(PREVIOUS_PERIOD_REQUIRES_DATE_FILTER);
    expect(chartBuilderV2En.sidebar.noDateFilter).toBe(PREVIOUS_PERIOD_NO_DATE_FILTER);
    expect(chartBuilderV2En.chips.filter).toBe('Filter:');
    expect(chartBuilderV2En.chips.show).toBe('Show:');
    expect(chartBuilderV2En.panels.askDash).toBe('Ask dash');
    expect(chartBuilderV2En.filters.firstOptionHint).toBe(
      'If none is chosen on Apply, the first option is used',
    );
    expect(Object.keys(chartBuilderV2En.settings)).toEqual(
      expect.arrayContaining(['Left', 'Right', 'Top', 'Bottom', 'Vertical', 'Horizontal']),
    );
  });

  it('has the same keys in every language', () => {
    expect(Object.keys(chartBuilderV2Es)).toEqual(Object.keys(chartBuilderV2En));
  });
});
