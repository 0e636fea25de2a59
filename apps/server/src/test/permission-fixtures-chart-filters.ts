import { CHANNEL_FILTER, type PermissionContext } from './permission-fixtures-context';
import { post, q, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the chart-level filters rows of docs/dev/permissions.md.

/** A saved admin filter on the demo dashboard's chart (made once per run). */
const sharedFilters = new WeakMap<PermissionContext, Promise<string>>();
function sharedChartFilter(ctx: PermissionContext): Promise<string> {
  let made = sharedFilters.get(ctx);
  if (!made) {
    made = (async () => {
      const filterId = ctx.unique('perm-shared-filter');
      await ctx.must('POST', '/filters/create-or-update-filter', {
        filterId,
        parentChartId: ctx.seed.chartId,
        filterConfig: CHANNEL_FILTER,
      });
      await ctx.must('POST', '/filters/save-filters', { filterIds: [filterId] });
      return filterId;
    })();
    sharedFilters.set(ctx, made);
  }
  return made;
}

export const CHART_FILTER_FIXTURES: Record<string, Fixture> = {
  // Chart-level filters
  'POST /filters/create-or-update-filter · own chart': async (ctx, caller) =>
    post('/filters/create-or-update-filter', {
      filterId: ctx.unique('perm-filter'),
      parentChartId: await ctx.ownChart(caller),
      filterConfig: CHANNEL_FILTER,
    }),
  'POST /filters/create-or-update-filter · shared chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/filters/create-or-update-filter', {
        filterId: ctx.unique('perm-filter'),
        parentChartId: ctx.seed.chartId,
        filterConfig: CHANNEL_FILTER,
      }),
    ),
  'POST /filters/save-filters · own chart': async (ctx, caller) => {
    const [, filterId] = await ctx.ownFilter(caller);
    return post('/filters/save-filters', { filterIds: [filterId] });
  },
  'DELETE /filters/delete-filter · own chart': async (ctx, caller) => {
    const [, filterId] = await ctx.ownFilter(caller);
    return { method: 'DELETE', path: `/filters/delete-filter?filterId=${q(filterId)}` };
  },
  'DELETE /filters/delete-filters-unused · own chart': async (ctx, caller) => {
    const [chartId] = await ctx.ownFilter(caller);
    return {
      method: 'DELETE',
      path: `/filters/delete-filters-unused?parentChartId=${q(chartId)}&columnNamesToKeep=amount`,
    };
  },
  'POST /filters/get-filter-values · saved filter of a chart on the dashboard': async (ctx) =>
    post('/filters/get-filter-values', {
      chartId: ctx.seed.chartId,
      filterId: await sharedChartFilter(ctx),
      dashboardId: ctx.seed.dashboardId,
    }),
};
