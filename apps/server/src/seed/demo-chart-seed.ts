import { randomUUID } from 'node:crypto';
import { chartDocumentSchema, type DashboardChartEntry } from '@chartroom/core';
import type { Services } from '../services';
import type { DemoChart } from './demo-charts';

/** Where demo charts are written: the organisation, its admin (author) and the demo connection. */
export interface DemoChartTarget {
  organizationId: string;
  author: string;
  connectionId: string;
}

/** The seeded charts as a dashboard config places them, and each definition's chart id by key. */
export interface SeededDemoCharts {
  charts: Record<string, DashboardChartEntry>;
  ids: Map<string, string>;
}

/** Saves each definition as a published classic chart (validated: never an unreadable chart). */
export async function seedDemoCharts(
  s: Services,
  target: DemoChartTarget,
  definitions: readonly DemoChart[],
): Promise<SeededDemoCharts> {
  const charts: Record<string, DashboardChartEntry> = {};
  const ids = new Map<string, string>();
  for (const def of definitions) {
    const id = randomUUID();
    ids.set(def.key, id);
    const saved = await s.charts.appendVersion({
      id,
      organization_id: target.organizationId,
      name: def.name,
      author: target.author,
      connection: target.connectionId,
      published: true,
      published_by: target.author,
      config_version: 'v1',
      config: chartDocumentSchema.parse({
        type: def.chartConfig.type,
        dataPrep: {
          query: def.query,
          rawTableNames: [],
          rawTables: [],
          outputColumns: [],
          steps: [],
        },
        chartConfig: def.chartConfig,
        filters: [],
      }),
    });
    charts[id] = { layout: { i: id, ...def.layout }, version: saved.version };
  }
  return { charts, ids };
}
