import type { Caller } from '../../plugins/auth';
import { badRequest, forbidden, notFound } from '../../plugins/http-error';
import type { Db } from '../../store/database';
import { chartRefsOf } from '../tenant/access';
import type { ChartRepository } from './repository';

/** Names of the dashboards whose latest version shows the chart (global and tenant copies). */
async function dashboardsShowing(db: Db, organizationId: string, chartId: string) {
  const rows = await db
    .selectFrom('dashboards as d')
    .select(['d.name', 'd.config'])
    .where('d.organization_id', '=', organizationId)
    .where((eb) =>
      eb(
        'd.version',
        '=',
        eb
          .selectFrom('dashboards as x')
          .select((x) => x.fn.max('x.version').as('v'))
          .whereRef('x.id', '=', 'd.id'),
      ),
    )
    .execute();
  return rows.filter((row) => chartRefsOf(row.config).has(chartId)).map((row) => row.name);
}

/**
 * Deletes a draft chart from the library (dashboards.md §2: only drafts can be deleted; admins
 * only). Every version and the chart's filters go in one transaction. Refused with 400 when the
 * chart is published or still shown on a dashboard; nothing is written then.
 */
export async function deleteDraftChart(
  deps: { db: Db; charts: ChartRepository },
  caller: Caller,
  chartId: string,
): Promise<void> {
  // Non-admins see the library without publish or delete actions (dashboards.md §6).
  if (caller.kind !== 'admin') throw forbidden('Only admins can delete charts');
  const latest = await deps.charts.find(caller.organizationId, chartId);
  if (!latest) throw notFound(`Chart ${chartId} not found`);
  if (latest.published) throw badRequest('Only draft charts can be deleted');
  const showing = await dashboardsShowing(deps.db, caller.organizationId, chartId);
  if (showing.length > 0) {
    throw badRequest(`This chart is on the dashboard '${showing[0]}'. Remove it there first`);
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('chart_filters')
      .where('organization_id', '=', caller.organizationId)
      .where('parent_chart_id', '=', chartId)
      .execute();
    await trx
      .deleteFrom('charts')
      .where('organization_id', '=', caller.organizationId)
      .where('id', '=', chartId)
      .execute();
  });
  // The repository remembers versions it read; an in-place change of the chart (here: none left)
  // is how it forgets them.
  await deps.charts.setPublished(caller.organizationId, chartId, false, null);
}
