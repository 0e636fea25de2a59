import { CHANNEL_FILTER } from './permission-fixtures-context';
import { post, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the golden assets rows of docs/dev/permissions.md.

export const GOLDEN_ASSET_FIXTURES: Record<string, Fixture> = {
  // Golden assets (admin)
  'POST /ai-golden-charts/save': (ctx) =>
    Promise.resolve(
      post('/ai-golden-charts/save', {
        chart_id: ctx.seed.chartId,
        chartVersion: ctx.seed.chartVersion,
        prompt: 'What is our revenue?',
        config: ctx.seed.chartConfig,
      }),
    ),
  'POST /ai-golden-charts/store': (ctx) =>
    Promise.resolve(
      post('/ai-golden-charts/store', {
        chart_id: ctx.seed.chartId,
        chartVersion: ctx.seed.chartVersion,
        prompt: 'What is our revenue?',
        config: ctx.seed.chartConfig,
        session_id: 'perm-session',
      }),
    ),
  'POST /ai-chat-history/store-golden-chart': (ctx) =>
    Promise.resolve(
      post('/ai-chat-history/store-golden-chart', {
        session_id: 'perm-session',
        prompt: 'What is our revenue?',
        config: ctx.seed.chartConfig,
      }),
    ),
  'POST /store-golden-filters': () =>
    Promise.resolve(
      post('/store-golden-filters', { prompt: 'Orders by channel', filters: [CHANNEL_FILTER] }),
    ),
  'POST /store-golden-asset': async (ctx, caller) =>
    post('/store-golden-asset', {
      chartId: await ctx.ownChart(caller),
      name: 'Revenue (golden)',
      config: ctx.seed.chartConfig,
      prompt: 'What is our revenue?',
    }),
};
