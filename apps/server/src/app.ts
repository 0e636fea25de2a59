import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@chartroom/core';
import type { Services } from './services';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerHubStatic } from './plugins/hub-static';
import { registerRequestLimits, type RateLimitSettings } from './plugins/rate-limit';
import { requestIdOptions } from './plugins/request-id';
import { authRoutes } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { dashboardSettingsRoutes } from './modules/dashboard/settings-routes';
import { dashboardWorkspaceRoutes } from './modules/dashboard/workspace-routes';
import { publicDashboardRoutes } from './modules/tenant/public-routes';
import { tenantSettingsRoutes } from './modules/tenant/settings-routes';
import { registerPlanGuard } from './modules/tenant/plan-guard';
import { chartRoutes } from './modules/chart/routes';
import { tenantRoutes } from './modules/tenant/routes';
import { tenantChartReadRoutes } from './modules/tenant/chart-read-routes';
import { tenantAdminRoutes } from './modules/tenant/tenant-admin-routes';
import { chartFilterRoutes } from './modules/chart-filters/routes';
import { dashboardFilterRoutes } from './modules/dashboard-filters/routes';
import { queryRoutes } from './modules/query/routes';
import { connectionRoutes } from './modules/connection/routes';
import { uploadRoutes } from './modules/connection/upload-routes';
import { goldenAssetRoutes } from './modules/golden-assets/routes';
import { organizationRoutes } from './modules/organization/routes';
import type { Mailer } from './lib/mail/mailer';
import { embedSecretRotationRoutes } from './modules/auth/embed-secret-rotation';
import { analyticsRoutes } from './modules/analytics/routes';
import { demoRoutes } from './modules/demo/routes';
import { aiRoutes } from './modules/ai/routes';
import { dashModelOf } from './modules/ai/model';
import type { ProviderSettings } from '@chartroom/dash';

export interface AppOptions {
  logLevel?: string;
  /** Built hub (apps/hub/dist) to serve at /, with SPA fallback. */
  hubDist?: string | undefined;
  /** Serve the hub's source maps (CHARTROOM_PUBLIC_SOURCEMAPS); otherwise `*.map` is a 404. */
  publicSourceMaps?: boolean;
  /** Per-token and per-organisation request limits (defaults: DEFAULT_RATE_LIMITS). */
  rateLimits?: RateLimitSettings;
  /** Fastify's trustProxy (CHARTROOM_TRUST_PROXY): client address and protocol from a proxy. */
  trustProxy?: boolean | string;
  /** Mails share invitations (SMTP_URL); without one their links are shown to copy. */
  mailer?: Mailer | null;
  /** The hub's address in mailed links (CHARTROOM_PUBLIC_URL). */
  publicUrl?: string | undefined;
  /** Dash's provider (DASH_PROVIDER, DASH_LLM_*); default the offline engine. */
  dash?: ProviderSettings;
}

export async function buildApp(
  services: Services,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    bodyLimit: 10 * 1024 * 1024,
    return503OnClosing: true,
    ...requestIdOptions,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const serveHub = !!options.hubDist && existsSync(options.hubDist);
  registerErrorHandling(app, { notFound: !serveHub });
  await registerRequestLimits(app, services, options.rateLimits);
  // before the routes: it hooks every route added after it (JSON answers ≥ 1 KB, br or gzip)
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chartroom API',
        version: '0.1.0',
        description:
          'Every call takes Authorization: Bearer <admin session | API key | tenant token>.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: dataEnvelope(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => {
      await services.db.selectFrom('organizations').select('id').limit(1).execute();
      return { data: { status: 'ok' as const } };
    },
  );

  registerPlanGuard(app, services);
  authRoutes(app, services);
  dashboardRoutes(app, services);
  dashboardSettingsRoutes(app, services);
  dashboardWorkspaceRoutes(app, services);
  publicDashboardRoutes(app, services);
  tenantSettingsRoutes(app, services);
  chartRoutes(app, services);
  tenantRoutes(app, services);
  tenantChartReadRoutes(app, services);
  tenantAdminRoutes(app, services);
  chartFilterRoutes(app, services);
  dashboardFilterRoutes(app, services);
  queryRoutes(app, services);
  connectionRoutes(app, services);
  goldenAssetRoutes(app, services);
  organizationRoutes(app, services, {
    mailer: options.mailer ?? null,
    publicUrl: options.publicUrl,
  });
  embedSecretRotationRoutes(app, services);
  analyticsRoutes(app, services);
  demoRoutes(app, services);
  aiRoutes(app, services, dashModelOf(options.dash));
  await uploadRoutes(app, services);

  if (serveHub && options.hubDist) {
    await registerHubStatic(app, {
      root: options.hubDist,
      publicSourceMaps: options.publicSourceMaps ?? false,
    });
  }
  return app;
}
