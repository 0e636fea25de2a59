import { z } from 'zod';
import { themeModeSchema, themeSchema } from '../dashboard/theme';
import { guardedRequest } from '../common/text';
import { dataEnvelope, idSchema, versionSchema } from './common';

// Theme calls (dashboards.md §7). The client validates the answer and changes the theme key.

const themeAnswer = dataEnvelope(z.object({ theme: themeSchema }));

/** POST /theme/get-dashboard-theme */
export const getDashboardThemeBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    version: versionSchema.optional(),
  }),
);
export type GetDashboardThemeBody = z.infer<typeof getDashboardThemeBodySchema>;
export const getDashboardThemeAnswerSchema = themeAnswer;

/** POST /theme/update-dashboard-theme — `mode` = the mode edited (our addition). */
export const updateDashboardThemeBodySchema = guardedRequest(
  z.object({
    theme: themeSchema,
    dashboardId: idSchema,
    version: versionSchema.optional(),
    mode: themeModeSchema.optional(),
  }),
);
export type UpdateDashboardThemeBody = z.infer<typeof updateDashboardThemeBodySchema>;
export const updateDashboardThemeAnswerSchema = themeAnswer;

/** POST /theme/set-default-theme — makes the theme the organisation default. */
export const setDefaultThemeBodySchema = updateDashboardThemeBodySchema;
export type SetDefaultThemeBody = z.infer<typeof setDefaultThemeBodySchema>;
export const setDefaultThemeAnswerSchema = themeAnswer;

/** POST /theme/restore-defaults — answers the restored theme. */
export const restoreDefaultsBodySchema = guardedRequest(
  z.object({
    theme: themeSchema.optional(),
    dashboardId: idSchema,
    version: versionSchema.optional(),
    mode: themeModeSchema.optional(),
  }),
);
export type RestoreDefaultsBody = z.infer<typeof restoreDefaultsBodySchema>;
export const restoreDefaultsAnswerSchema = themeAnswer;
