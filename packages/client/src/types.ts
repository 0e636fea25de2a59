/**
 * Bodies and answers of the calls of docs/dev/contracts.md, derived from the @chartroom/core
 * schemas. Bodies are the schemas' input types (fields with defaults may be left out);
 * answers are the `data` of their answer schemas.
 */
import type {
  chartDataAnswerSchema,
  chartDataBodySchema,
  chartListAnswerSchema,
  createTenantTokenAnswerSchema,
  createTenantTokenBodySchema,
  dashboardListAnswerSchema,
  filterValuesAnswerSchema,
  filterValuesBodySchema,
  getAllConnectionsAnswerSchema,
  getAllConnectionsBodySchema,
  getChartsV3AnswerSchema,
  getChartsV3BodySchema,
  getDashboardV2AnswerSchema,
  getDashboardV2BodySchema,
  meAnswerSchema,
  runQueryAnswerSchema,
  runQueryBodySchema,
  setupBodySchema,
  setupStatusAnswerSchema,
  signInBodySchema,
  tokenAnswerSchema,
} from '@chartroom/core';
import type { z } from 'zod';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

export type SignInBody = z.input<typeof signInBodySchema>;
export type SetupBody = z.input<typeof setupBodySchema>;
export type TokenData = Data<typeof tokenAnswerSchema>;
export type SetupStatus = Data<typeof setupStatusAnswerSchema>;
export type Me = Data<typeof meAnswerSchema>;

export type DashboardList = Data<typeof dashboardListAnswerSchema>;
export type ChartList = Data<typeof chartListAnswerSchema>;
export type ListedItem = DashboardList['dashboards'][number];

export type GetDashboardBody = z.input<typeof getDashboardV2BodySchema>;
export type GetDashboardAnswer = Data<typeof getDashboardV2AnswerSchema>;
export type GetChartsBody = z.input<typeof getChartsV3BodySchema>;
export type GetChartsAnswer = Data<typeof getChartsV3AnswerSchema>;

export type ChartDataBody = z.input<typeof chartDataBodySchema>;
export type ChartData = Data<typeof chartDataAnswerSchema>;
export type FilterValuesBody = z.input<typeof filterValuesBodySchema>;
export type FilterValuesAnswer = Data<typeof filterValuesAnswerSchema>;

export type CreateTenantTokenBody = z.input<typeof createTenantTokenBodySchema>;
export type CreateTenantTokenAnswer = Data<typeof createTenantTokenAnswerSchema>;
export type GetAllConnectionsBody = z.input<typeof getAllConnectionsBodySchema>;
export type GetAllConnectionsAnswer = Data<typeof getAllConnectionsAnswerSchema>;
export type RunQueryBody = z.input<typeof runQueryBodySchema>;
export type RunQueryAnswer = Data<typeof runQueryAnswerSchema>;

export type { ChartFilter, ChartRow, Connection, DashboardRow, FilterValue } from '@chartroom/core';
