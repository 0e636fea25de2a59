import { z } from 'zod';

const boolFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every environment variable the server reads (the README's configuration table). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  CHARTROOM_QUERY_CACHE: boolFlag.default(true),
  /** Queries running at once per connection (lowered to what the engine runs in parallel). */
  CHARTROOM_QUERY_SLOTS: z.coerce.number().int().min(1).max(1000).default(4),
  /** Queries of one tenant running at once per connection (default and maximum: slots − 1). */
  CHARTROOM_QUERY_SLOTS_PER_TENANT: z.coerce.number().int().min(1).max(1000).optional(),
  /** Requests per window per token (per address without one); 0 turns the limit off. */
  CHARTROOM_RATE_LIMIT_TOKEN: z.coerce.number().int().min(0).default(1200),
  /** Requests per window per organisation (verified callers only); 0 turns the limit off. */
  CHARTROOM_RATE_LIMIT_ORG: z.coerce.number().int().min(0).default(6000),
  CHARTROOM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  CHARTROOM_SECRET_KEY: z
    .string()
    .min(32, 'CHARTROOM_SECRET_KEY must be at least 32 characters')
    .optional(),
  CHARTROOM_ADMIN_EMAIL: z.string().default('admin@chartroom.local'),
  CHARTROOM_ADMIN_PASSWORD: z.string().optional(),
  CHARTROOM_DEMO: boolFlag.default(true),
  CHARTROOM_DEMO_ROWS: z.coerce.number().int().min(1000).max(100_000_000).default(1_000_000),
  CHARTROOM_HUB_DIST: z.string().optional(),
  /** Serve the hub's `*.map` files; by default they answer 404. */
  CHARTROOM_PUBLIC_SOURCEMAPS: boolFlag.default(false),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHARTROOM_SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86400)
    .default(3600),
  CHARTROOM_SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86400)
    .default(43200),
  CHARTROOM_TENANT_TOKEN_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 86400)
    .default(86400),
  CHARTROOM_SIGNIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  CHARTROOM_SIGNIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  CHARTROOM_SIGNIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  CHARTROOM_SECURE_COOKIES: z.enum(['auto', 'always']).default('auto'),
  /** Fastify's trustProxy: true/false, or proxy addresses/CIDRs/`loopback` (commas). */
  CHARTROOM_TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string =>
      /^(1|true|yes)$/i.test(v) ? true : /^(0|false|no|)$/i.test(v) ? false : v,
    ),
  /** Share invitations are mailed over SMTP when set (nodemailer URL, e.g. smtp://user:pass@host:587). */
  SMTP_URL: z.string().url('SMTP_URL must be a URL such as smtp://user:pass@host:587').optional(),
  /** The sender of mailed invitations, e.g. "Chartroom <noreply@example.com>". */
  SMTP_FROM: z.string().optional(),
  /** The hub's public address in mailed links (default: the origin the request came to). */
  CHARTROOM_PUBLIC_URL: z.string().url('CHARTROOM_PUBLIC_URL must be a URL').optional(),
  DASH_PROVIDER: z.enum(['offline', 'openai', 'anthropic']).default('offline'),
  DASH_LLM_BASE_URL: z.string().optional(),
  DASH_LLM_MODEL: z.string().optional(),
  DASH_LLM_API_KEY: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { production: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  if (production && !parsed.data.CHARTROOM_SECRET_KEY) {
    throw new Error('CHARTROOM_SECRET_KEY is required when NODE_ENV=production');
  }
  return { ...parsed.data, production };
}
