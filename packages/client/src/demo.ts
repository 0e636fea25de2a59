import type { demoDashboardsAnswerSchema } from '@chartroom/core';
import type { z } from 'zod';
import type { Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

export type DemoDashboards = Data<typeof demoDashboardsAnswerSchema>;

/** The demo (decision 025; admins). */
export function demoMethods(http: Http) {
  const { request } = http;
  return {
    /** GET /demo/dashboards: the role dashboards of 'Choose Your Role', in role order. */
    getDemoDashboards: () => request<DemoDashboards>('GET', '/demo/dashboards'),
  };
}
