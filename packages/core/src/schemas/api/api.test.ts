import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { askDashAnalyseAnswerSchema, preprocessPromptBodySchema } from './ai';
import { sendEventBodySchema } from './analytics';
import {
  CHART_NAME_REQUIRED,
  CREATE_CHART_START_MESSAGE,
  changeChartGoldenTableBodySchema,
  copyChartAnswerSchema,
  createChartBodySchema,
  updateChartAnswerSchema,
  updateChartBodySchema,
} from './chart';
import { saveDashboardBodySchema, setSelectedTableListBodySchema } from './dashboard';
import { getFiltersV2QuerySchema } from './dashboard-filters';
import { deleteFiltersUnusedQuerySchema } from './filters';
import { getChartsV3AnswerSchema, getDashboardV2BodySchema } from './tenant';
import { updateDashboardThemeBodySchema } from './theme';

const analyticsEvent = {
  eventType: 'dashboard',
  eventName: 'Dashboard Viewed',
  eventDescription: 'Dashboard viewed by tenant',
  eventMetadata: { tenant: 't1' },
  sessionId: 's1',
  browserId: 'b1',
  embedded: true,
  eventTimeLocal: '2025-01-01T10:00:00.000+01:00',
  dashboardId: 'd1',
  chartId: null,
};

describe('chart calls', () => {
  it('defaults configVersion to v1 when the chart starts from a table', () => {
    expect(
      createChartBodySchema.parse({ starterTable: 'orders', starterConnection: 'c1' })
        .configVersion,
    ).toBe('v1');
    expect(createChartBodySchema.parse({ configVersion: 'v2' }).configVersion).toBe('v2');
    expect(firstMessage(createChartBodySchema, { configVersion: 'v3' })).toBe(
      "Config version must be 'v1' or 'v2'",
    );
    expect(createChartBodySchema.parse({ starterConnection: 'c1' }).configVersion).toBe('v1');
  });

  it('refuses a create-chart body that names no starting point', () => {
    for (const body of [{}, { user: 'ada@example.com' }, { starterTable: '' }]) {
      expect(firstMessage(createChartBodySchema, body)).toBe(CREATE_CHART_START_MESSAGE);
    }
  });

  it('accepts published as a string, as the spec sends it', () => {
    const body = updateChartBodySchema.parse({
      id: 'c1',
      name: 'Sales',
      config: { chartConfig: { type: 'Line' } },
      published: 'false',
    });
    expect(body.published).toBe('false');
    expect(body.config.dataPrep.limit).toBe(2000);
  });

  it('refuses to save a chart without a name (blank or only spaces)', () => {
    const body = { id: 'c1', config: { chartConfig: { type: 'Line' } } };
    for (const name of ['', '   ', '\u00a0']) {
      expect(firstMessage(updateChartBodySchema, { ...body, name })).toBe(CHART_NAME_REQUIRED);
    }
    expect(updateChartBodySchema.parse({ ...body, name: ' Sales ' }).name).toBe(' Sales ');
  });

  it('answers a save with the new version and refuses a blank golden table', () => {
    const saved = updateChartAnswerSchema.parse({
      data: {
        chartId: 'c1',
        chartVersion: 3,
        chart: { id: 'c1', version: 3, config: {}, published: false },
      },
    });
    expect(saved.data.chart.config_version).toBe('v1');
    expect(
      firstMessage(changeChartGoldenTableBodySchema, { chartId: 'c1', newTableName: '' }),
    ).toBe('newTableName is required');
  });

  it('answers in a data envelope', () => {
    expect(copyChartAnswerSchema.safeParse({ chartId: 'c2', chartVersion: 1 }).success).toBe(false);
    expect(
      copyChartAnswerSchema.parse({ data: { chartId: 'c2', chartVersion: 1 } }).data.chartId,
    ).toBe('c2');
  });
});

describe('dashboard calls', () => {
  it('validates the save payload', () => {
    const body = saveDashboardBodySchema.parse({ dashboardId: 'd1', name: 'Sales', config: {} });
    expect(body.config.advanced.language).toBe('en');
    expect(
      firstMessage(setSelectedTableListBodySchema, {
        dashboardId: 'd1',
        tables: Array.from({ length: 4 }, () => ({ connectionId: 'k', table: 't' })),
      }),
    ).toBe('No more than 3 golden tables supported');
  });

  it('refuses a control key used by two filters of one dashboard', () => {
    const filter = (id: string, controlKey: string | null) => ({
      id,
      displayName: id,
      filterType: 'Input',
      controlKey,
    });
    const save = (filters: unknown[]) => ({
      dashboardId: 'd1',
      name: 'Sales',
      config: { filters },
    });
    expect(
      saveDashboardBodySchema.safeParse(save([filter('f1', 'region'), filter('f2', 'city')]))
        .success,
    ).toBe(true);
    expect(
      saveDashboardBodySchema.safeParse(save([filter('f1', null), filter('f2', null)])).success,
    ).toBe(true);
    expect(
      firstMessage(
        saveDashboardBodySchema,
        save([filter('f1', 'region'), filter('f2', ' region ')]),
      ),
    ).toBe("Control key 'region' is already used by another filter of this dashboard");
  });

  it('takes an optional version to get a dashboard', () => {
    expect(getDashboardV2BodySchema.safeParse({ dashboard: { id: 'd1' } }).success).toBe(true);
  });

  it('answers charts with their filters', () => {
    const answer = getChartsV3AnswerSchema.parse({
      data: { charts: [{ id: 'c1', version: 1, config: {} }], filters: [] },
    });
    expect(answer.data.charts[0]?.config_version).toBe('v1');
  });
});

describe('query-string payloads', () => {
  it('splits comma lists and repeated keys', () => {
    expect(getFiltersV2QuerySchema.parse({ dashboardIds: 'd1,d2' }).dashboardIds).toEqual([
      'd1',
      'd2',
    ]);
    expect(getFiltersV2QuerySchema.parse({ dashboardIds: ['d1', 'd2'] }).dashboardIds).toEqual([
      'd1',
      'd2',
    ]);
    expect(deleteFiltersUnusedQuerySchema.parse({ parentChartId: 'c1' }).columnNamesToKeep).toEqual(
      [],
    );
  });
});

describe('ai, analytics and theme calls', () => {
  it('defaults maxSuggestions to 5 and refuses blank input', () => {
    expect(
      preprocessPromptBodySchema.parse({ input: 'sales', connectionId: 'k' }).maxSuggestions,
    ).toBe(5);
    expect(firstMessage(preprocessPromptBodySchema, { input: '  ', connectionId: 'k' })).toBe(
      'Ask Dash something first',
    );
  });

  it('answers AI dashboard filters as dashboard filters', () => {
    const a = askDashAnalyseAnswerSchema.parse({
      data: { aiDashboardFilters: [{ id: 'f', filterType: 'Select' }] },
    });
    expect(a.data.aiDashboardFilters[0]?.displayName).toBe('New filter');
  });

  it('checks analytics event names', () => {
    expect(sendEventBodySchema.parse(analyticsEvent).embedded).toBe(true);
    expect(firstMessage(sendEventBodySchema, { ...analyticsEvent, eventName: 'Clicked' })).toBe(
      'Unknown analytics event name',
    );
  });

  it('validates the theme of a theme update', () => {
    expect(
      firstMessage(updateDashboardThemeBodySchema, {
        dashboardId: 'd1',
        theme: { common: { spacing: 100 } },
      }),
    ).toBe('Spacing must be between 0 and 50');
  });
});
