import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { tr } from './locales/tr';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('ui i18n', () => {
  afterEach(() => {
    initI18n('en');
  });

  it('has the spec texts in English', () => {
    initI18n('en');
    expect(i18n.t('viewer.noDataAvailable', { ns: 'ui' })).toBe('No data available');
    expect(i18n.t('viewer.error', { ns: 'ui', message: 'boom' })).toBe('Error: boom');
    expect(i18n.t('pager.pageOf', { ns: 'ui', page: 2, count: 5 })).toBe('Page 2 of 5');
    expect(i18n.t('viewer.tenantTokenMissing', { ns: 'ui' })).toBe(
      'Error loading chart, contact support',
    );
  });

  it('translates and falls back to English for missing keys', () => {
    initI18n('fr');
    expect(i18n.t('table.noDataFound', { ns: 'ui' })).toBe('Aucune donnée trouvée');
    expect(i18n.t('map.loading', { ns: 'ui' })).toBe('Loading map…');
  });

  it('falls back from en-US to en', () => {
    initI18n('en-US');
    expect(i18n.t('table.noDataFound', { ns: 'ui' })).toBe('No data found');
  });

  it('partial locales only use keys that exist in English', () => {
    const english = new Set(keys(en));
    for (const locale of [fr, es, tr]) {
      for (const key of keys(locale)) expect(english.has(key), key).toBe(true);
    }
  });
});
