// What every permission fixture file shares: the request and fixture types, and the small
// requests and set-ups the rows make (docs/dev/permissions.md).

import type { Answer, Caller, Doc, PermissionContext } from './permission-fixtures-context';

/** The request a row of the permission table makes for one caller. */
export interface PermissionRequest {
  method: string;
  path: string;
  /** JSON, or FormData (sent as multipart). */
  body?: unknown;
  /** Another credential of the same caller kind (a fresh admin session for sign-out). */
  token?: string;
  /** Runs after the answer: restores what the call changed (the admin's password). */
  after?: (answer: Answer) => Promise<void>;
}

export type Fixture = (ctx: PermissionContext, caller: Caller) => Promise<PermissionRequest>;

/** The key of a table row: `METHOD /path`, and ` · scenario` when the row has one. */
export function rowKey(call: string, scenario: string): string {
  return scenario ? `${call} · ${scenario}` : call;
}

export const TEMPORARY_PASSWORD = 'permissions table temporary password';

export const get = (path: string): PermissionRequest => ({ method: 'GET', path });
export const post = (path: string, body: unknown): PermissionRequest => ({
  method: 'POST',
  path,
  body,
});
export const q = encodeURIComponent;

/** The demo chart's config with its data prep replaced by SQL the caller wrote. */
export function withOwnSql(config: Doc): Doc {
  const dataPrep = config.dataPrep as Doc;
  return {
    ...config,
    dataPrep: { ...dataPrep, query: `SELECT * FROM (${String(dataPrep.query)}) AS mine` },
  };
}

/** Saves the caller's personal copy of the demo dashboard (perm-owner's for admins), changed. */
export async function savePersonalCopy(
  ctx: PermissionContext,
  caller: Caller,
  change: (config: Doc) => Doc,
): Promise<PermissionRequest> {
  const id = await ctx.personalCopy(caller);
  const copy = await ctx.dashboard(id);
  return post('/dashboard/v3/save', {
    dashboardId: id,
    name: copy.name,
    config: change(copy.config),
  });
}

/** An admin's clone of the demo dashboard (published, copied by no tenant). */
export async function cloneOfDemo(ctx: PermissionContext): Promise<string> {
  const data = await ctx.must('POST', '/dashboard/v2/copy', {
    dashboard: { id: ctx.seed.dashboardId },
  });
  return String(data.dashboardId);
}

/** Deletes a dashboard a fixture made (404: the call under test already deleted it). */
export async function removeDashboard(ctx: PermissionContext, id: string): Promise<void> {
  const res = await ctx.call('DELETE', `/dashboard?id=${q(id)}`, undefined, ctx.admin);
  if (res.status !== 200 && res.status !== 404) {
    throw new Error(`fixture clean-up DELETE /dashboard answered ${res.status}`);
  }
}
