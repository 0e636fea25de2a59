import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { resolveSecretKey } from './crypto/secret-key';
import { authOptionsFromConfig } from './modules/auth/auth-options';
import { openStore } from './store/database';
import { createServices, type Services } from './services';
import { buildApp } from './app';
import { resolveProviderSettings } from '@chartroom/dash';
import { createMailer, mailSettingsOf } from './lib/mail/mailer';
import { buildDemoDataset } from './seed/demo-dataset';
import { seedDemoOrganization, type DemoSeedResult } from './seed/demo-organization';
import { seedDemoRoleDashboardsOfDemoOrganizations } from './seed/demo-role-seed';

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  url: string;
  seeded: DemoSeedResult | null;
  close(): Promise<void>;
}

const defaultHubDist = fileURLToPath(new URL('../../hub/dist', import.meta.url));

/** Opens the store, seeds the demo on a first start, builds the app and listens. */
export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secretKey = resolveSecretKey(config.CHARTROOM_SECRET_KEY, dataDir);
  const db = await openStore({
    dataDir,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
  });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : null;
  if (redis) await redis.connect();
  const services = createServices(db, secretKey, dataDir, {
    redis,
    cacheEnabled: config.CHARTROOM_QUERY_CACHE,
    querySlots: {
      perConnection: config.CHARTROOM_QUERY_SLOTS,
      perTenant: config.CHARTROOM_QUERY_SLOTS_PER_TENANT,
    },
    auth: authOptionsFromConfig(config),
  });

  let seeded: DemoSeedResult | null = null;
  if (config.CHARTROOM_DEMO) {
    const warehouse = join(dataDir, 'warehouse', 'demo.duckdb');
    if (!existsSync(warehouse)) {
      mkdirSync(join(dataDir, 'warehouse'), { recursive: true });
      const started = Date.now();
      log(
        `Building the demo warehouse (${config.CHARTROOM_DEMO_ROWS.toLocaleString('en-US')} orders)…`,
      );
      await buildDemoDataset({ path: warehouse, rows: config.CHARTROOM_DEMO_ROWS });
      log(`Demo warehouse ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    if ((await services.authRepo.countOrganizations()) === 0) {
      seeded = await seedDemoOrganization(services, {
        adminEmail: config.CHARTROOM_ADMIN_EMAIL,
        adminPassword: config.CHARTROOM_ADMIN_PASSWORD,
      });
    } else {
      // A store seeded before the demo's role dashboards, or one of them deleted (decision 025).
      await seedDemoRoleDashboardsOfDemoOrganizations(services);
    }
  }

  const mailer = createMailer(mailSettingsOf(config));
  const app = await buildApp(services, {
    dash: resolveProviderSettings({
      DASH_PROVIDER: config.DASH_PROVIDER,
      DASH_LLM_BASE_URL: config.DASH_LLM_BASE_URL,
      DASH_LLM_MODEL: config.DASH_LLM_MODEL,
      DASH_LLM_API_KEY: config.DASH_LLM_API_KEY,
    }),
    logLevel: config.LOG_LEVEL,
    hubDist: config.CHARTROOM_HUB_DIST ?? defaultHubDist,
    publicSourceMaps: config.CHARTROOM_PUBLIC_SOURCEMAPS,
    rateLimits: {
      perToken: config.CHARTROOM_RATE_LIMIT_TOKEN,
      perOrganization: config.CHARTROOM_RATE_LIMIT_ORG,
      windowSeconds: config.CHARTROOM_RATE_LIMIT_WINDOW_SECONDS,
      redis,
    },
    trustProxy: config.CHARTROOM_TRUST_PROXY,
    mailer,
    publicUrl: config.CHARTROOM_PUBLIC_URL,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await services.pool.closeAll();
      await db.destroy();
      if (redis) await redis.quit();
      mailer?.close();
    })());
  return { app, services, url, seeded, close };
}
