import { describe, expect, it } from 'vitest';
import { DASHBOARD_LANGUAGE_MESSAGE } from '../dashboard/dashboard-config';
import { dashboardRowSchema } from '../dashboard/dashboard-row';
import { saveDashboardBodySchema } from './dashboard';

const body = (advanced: unknown) => ({
  dashboardId: 'd1',
  name: 'Sales',
  config: { charts: {}, filters: [], advanced },
});

describe('a dashboard’s language (Edit toolbar settings, decision 020)', () => {
  it('a save accepts the four interface languages and the default', () => {
    for (const language of ['en', 'fr', 'tr', 'es']) {
      const parsed = saveDashboardBodySchema.parse(body({ language }));
      expect(parsed.config.advanced.language).toBe(language);
    }
    expect(saveDashboardBodySchema.parse(body(undefined)).config.advanced.language).toBe('en');
  });

  it('a save refuses another language with the schema’s message', () => {
    const result = saveDashboardBodySchema.safeParse(body({ language: 'de' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DASHBOARD_LANGUAGE_MESSAGE);
    expect(result.error?.issues[0]?.path).toEqual(['config', 'advanced', 'language']);
  });

  it('a stored row keeps reading whatever language it has', () => {
    const row = dashboardRowSchema.parse({
      id: 'd1',
      version: 1,
      config: { charts: {}, advanced: { language: 'de' } },
    });
    expect(row.config.advanced.language).toBe('de');
  });
});
