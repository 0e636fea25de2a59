import { sql } from 'kysely';
import type { AnalyticsEventName, SendEventBody, Usage } from '@chartroom/core';
import type { Db } from '../../store/database';

/** Who sent an event: the organisation, and the tenant (id, name) when a tenant token sent it. */
export interface EventSource {
  organizationId: string;
  tenantId: string | null;
  tenantName: string | null;
}

const TOP_DASHBOARDS = 10;
const ACTIVE_TENANTS = 50;
const VIEWED: AnalyticsEventName = 'Dashboard Viewed';

/** YYYY-MM-DD of a UTC date. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Analytics events: append-only rows, and the Usage page's aggregates, computed in SQL on the
 * store over one organisation's rows (never another's) since the first day of the period.
 */
export class AnalyticsRepository {
  constructor(private readonly db: Db) {}

  async insert(source: EventSource, event: SendEventBody): Promise<void> {
    await this.db
      .insertInto('analytics_events')
      .values({
        organization_id: source.organizationId,
        tenant_id: source.tenantId,
        tenant_name: source.tenantName,
        event_type: event.eventType,
        event_name: event.eventName,
        event_description: event.eventDescription ?? null,
        event_metadata: JSON.stringify(event.eventMetadata),
        session_id: event.sessionId ?? null,
        browser_id: event.browserId ?? null,
        embedded: event.embedded,
        event_time_local: event.eventTimeLocal ?? null,
        dashboard_id: event.dashboardId ?? null,
        chart_id: event.chartId ?? null,
      })
      .execute();
  }

  /** The organisation's usage over the last `days` UTC days, today included. */
  async usage(organizationId: string, days: number, now = new Date()): Promise<Usage> {
    const start = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)),
    );
    const since = isoDay(start);
    const events = this.db
      .selectFrom('analytics_events as e')
      .where('e.organization_id', '=', organizationId)
      .where('e.created_at', '>=', start);

    const [totals, perDay, dashboards, tenants, byName] = await Promise.all([
      events
        .select([
          sql<string>`count(*)`.as('events'),
          sql<string>`count(*) filter (where e.event_name = ${VIEWED})`.as('views'),
        ])
        .executeTakeFirstOrThrow(),
      events
        .where('e.event_name', '=', VIEWED)
        .select([
          sql<string>`to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
          sql<string>`count(*) filter (where e.embedded)`.as('embedded'),
          sql<string>`count(*) filter (where not e.embedded)`.as('hub'),
        ])
        .groupBy(sql`1`)
        .execute(),
      events
        .where('e.event_name', '=', VIEWED)
        .where('e.dashboard_id', 'is not', null)
        .select([
          'e.dashboard_id',
          sql<string>`count(*)`.as('views'),
          sql<string | null>`(select d.name from dashboards d
            where d.organization_id = ${organizationId} and d.id = e.dashboard_id
            order by d.version desc limit 1)`.as('name'),
        ])
        .groupBy('e.dashboard_id')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('e.dashboard_id')
        .limit(TOP_DASHBOARDS)
        .execute(),
      events
        .where('e.tenant_id', 'is not', null)
        .select([
          'e.tenant_id',
          sql<string>`count(*)`.as('events'),
          sql<string>`count(*) filter (where e.event_name = ${VIEWED})`.as('views'),
          sql<Date>`max(e.created_at)`.as('last_seen'),
          // the name on record, else the latest one a token gave
          sql<string | null>`coalesce(
            (select t.name from tenants t
              where t.organization_id = ${organizationId} and t.id = e.tenant_id),
            (array_agg(e.tenant_name order by e.created_at desc)
              filter (where e.tenant_name <> ''))[1])`.as('name'),
        ])
        .groupBy('e.tenant_id')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('e.tenant_id')
        .limit(ACTIVE_TENANTS)
        .execute(),
      events
        .select(['e.event_name', sql<string>`count(*)`.as('events')])
        .groupBy('e.event_name')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('e.event_name')
        .execute(),
    ]);

    const dayViews = new Map(perDay.map((row) => [row.day, row]));
    const viewsPerDay: Usage['viewsPerDay'] = [];
    for (let i = 0; i < days; i++) {
      const day = isoDay(new Date(start.getTime() + i * 86_400_000));
      const row = dayViews.get(day);
      viewsPerDay.push({ day, embedded: Number(row?.embedded ?? 0), hub: Number(row?.hub ?? 0) });
    }
    return {
      days,
      since,
      totalEvents: Number(totals.events),
      totalViews: Number(totals.views),
      viewsPerDay,
      topDashboards: dashboards.map((row) => ({
        dashboardId: row.dashboard_id ?? '',
        name: row.name,
        views: Number(row.views),
      })),
      activeTenants: tenants.map((row) => ({
        tenantId: row.tenant_id ?? '',
        name: row.name,
        events: Number(row.events),
        views: Number(row.views),
        lastSeen: new Date(row.last_seen).toISOString(),
      })),
      eventsByName: byName.map((row) => ({
        eventName: row.event_name as AnalyticsEventName,
        events: Number(row.events),
      })),
    };
  }
}
