import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ACCESS_TOKEN_SECONDS } from './features/auth/access-token';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Every environment variable the server reads, with its default. Read once, at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@kickchips.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag,
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('KickChips <no-reply@kickchips.local>'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  TEAM_PASSWORD: z.string().min(8).optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  CLOCK_TICK_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  // a token must outlive a request's round trip; a day is as far as a stolen one should reach
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(5).max(86400).default(DEFAULT_ACCESS_TOKEN_SECONDS),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/./, 'must be a redis:// or rediss:// address')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TEST_CLOCK: flag,
  NODE_ENV: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The address people use to reach the app, for links in mails. */
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Short human lines on a terminal; JSON lines (for log collectors) otherwise. */
  logFormat: 'pretty' | 'json';
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  teamPassword: string | undefined;
  workers: number;
  clockTickMs: number;
  /** How long an access token lasts; the refresh token renews it. */
  accessTokenSeconds: number;
  /** Push notices travel between instances through Redis pub/sub when set (docs/deploying.md). */
  redisUrl: string | undefined;
  /** GET /metrics answers callers that send this as a bearer token; it is not served when unset. */
  metricsToken: string | undefined;
  /** Tests and benchmarks only: admins may move the server's clock (POST /api/test/clock). */
  testClock: boolean;
  /** scrypt cost as a power of two; 17 in production, lower only in tests. */
  passwordHashLog2Cost: number;
  /** Serve web/dist when it exists. */
  serveWeb: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const s3Set = e.S3_BUCKET !== undefined;
  if (s3Set && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: WORKERS > 1 needs DATABASE_URL (the embedded database serves one process only)',
    );
  }
  if (e.TEST_CLOCK && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TEST_CLOCK is for tests only and is refused when NODE_ENV=production',
    );
  }
  if (e.TEST_CLOCK && e.WORKERS > 1) {
    throw new ConfigError(
      "Invalid configuration: TEST_CLOCK moves one process's clock, so it needs WORKERS=1",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? true,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: s3Set
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    teamPassword: e.TEAM_PASSWORD,
    workers: e.WORKERS,
    clockTickMs: e.CLOCK_TICK_MS,
    accessTokenSeconds: e.ACCESS_TOKEN_SECONDS,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    testClock: e.TEST_CLOCK ?? false,
    passwordHashLog2Cost: 17,
    serveWeb: true,
  };
}
