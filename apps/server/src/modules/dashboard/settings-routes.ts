import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  findDashboardTimezone,
  setExportFlagAnswerSchema,
  setExportFlagBodySchema,
  setPublicFlagAnswerSchema,
  setPublicFlagBodySchema,
  setSelectedTableListAnswerSchema,
  setSelectedTableListBodySchema,
  setTimezoneAnswerSchema,
  setTimezoneBodySchema,
  UNKNOWN_TIMEZONE_MESSAGE,
  updateGoldenPromptsAnswerSchema,
  updateGoldenPromptsBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { badRequest } from '../../plugins/http-error';
import { DashboardSettings } from './dashboard-settings';

const tags = ['dashboard'];

/**
 * Admin-only dashboard settings (dashboards.md §6, §7; decision 012): export flag, timezone,
 * golden tables, golden prompts and the public flag. Each answers the version it wrote.
 */
export function dashboardSettingsRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = new DashboardSettings(s.dashboards, s.connections, s.connectionService);

  r.post(
    '/dashboard/v2/set-export-flag',
    {
      schema: {
        tags,
        body: setExportFlagBodySchema,
        response: { 200: setExportFlagAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const { dashboardId, isExportable } = request.body;
      const saved = await settings.change(caller, dashboardId, () => ({
        is_exportable: isExportable,
      }));
      return { data: { dashboardId, version: saved.version, isExportable: saved.is_exportable } };
    },
  );

  r.post(
    '/dashboard/set-timezone',
    {
      schema: { tags, body: setTimezoneBodySchema, response: { 200: setTimezoneAnswerSchema } },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const { dashboardId, selectedTimezone, localTimezone } = request.body;
      const zone = findDashboardTimezone(selectedTimezone);
      if (!zone) throw badRequest(UNKNOWN_TIMEZONE_MESSAGE);
      const saved = await settings.change(caller, dashboardId, () => ({
        tz: zone.tz,
        tz_name: zone.name,
        local_tz: localTimezone,
      }));
      return {
        data: {
          dashboardId,
          version: saved.version,
          tz: saved.tz,
          local_tz: saved.local_tz,
          tz_name: zone.name,
          label: zone.label,
        },
      };
    },
  );

  r.post(
    '/dashboard/set-selected-table-list',
    {
      schema: {
        tags,
        body: setSelectedTableListBodySchema,
        response: { 200: setSelectedTableListAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const { dashboardId, tables } = request.body;
      // Checked before anything is written: a bad entry leaves the stored list as it was.
      await settings.checkTables(caller, tables);
      const saved = await settings.change(caller, dashboardId, () => ({
        selected_table: { tables },
      }));
      return { data: { dashboardId, version: saved.version, tables } };
    },
  );

  r.post(
    '/dashboard/update-golden-prompts',
    {
      schema: {
        tags,
        body: updateGoldenPromptsBodySchema,
        response: { 200: updateGoldenPromptsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const { dashboardId } = request.body;
      // Trimmed by the schema; empty ones are ignored (dashboards.md §5).
      const prompts = request.body.prompts.filter((prompt) => prompt.length > 0);
      const saved = await settings.change(caller, dashboardId, () => ({
        golden_prompts: { prompts },
      }));
      return { data: { dashboardId, version: saved.version, prompts } };
    },
  );

  r.post(
    '/dashboard/set-public-flag',
    {
      schema: {
        tags,
        body: setPublicFlagBodySchema,
        response: { 200: setPublicFlagAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const { dashboardId, isPublic } = request.body;
      const saved = await settings.change(caller, dashboardId, (latest) => {
        if (isPublic && latest.tenant_id) {
          throw badRequest("A tenant's personal dashboard cannot be made public");
        }
        return { is_public: isPublic };
      });
      return { data: { dashboardId, version: saved.version, isPublic: saved.is_public } };
    },
  );
}
