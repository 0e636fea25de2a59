import { describe, expect, it } from 'vitest';
import { goldenChartsEn } from '../../i18n/locales/golden-charts.en';
import { goldenChartsEs } from '../../i18n/locales/golden-charts.es';
import { goldenChartsFr } from '../../i18n/locales/golden-charts.fr';
import { goldenChartsTr } from '../../i18n/locales/golden-charts.tr';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('golden-charts texts', () => {
  it('carries the spec texts verbatim', () => {
    expect(goldenChartsEn.refine.button).toBe('Refine model');
    expect(goldenChartsEn.refine.title).toBe('Refine your AI model');
    expect(goldenChartsEn.refine.cancel).toBe('Cancel');
    expect(goldenChartsEn.refine.apply).toBe('Apply');
    expect(
      goldenChartsEn.strictTenant.warning.replace('{{covered}}', 'X').replace('{{total}}', 'Y'),
    ).toBe('This chart will only work for X/Y of your tenants');
  });

  it('has the same keys and placeholders in every language', () => {
    for (const bundle of [goldenChartsEs, goldenChartsFr, goldenChartsTr]) {
      expect(keys(bundle)).toEqual(keys(goldenChartsEn));
      expect(placeholders(bundle.strictTenant.warning)).toEqual(['covered', 'total']);
      expect(placeholders(bundle.refine.savedText)).toEqual(['prompt']);
    }
  });
});
