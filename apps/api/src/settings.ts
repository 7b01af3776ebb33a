import os from 'node:os';
import { z } from 'zod';
import {
  APPLICATION_DAILY_LIMIT_DEFAULT,
  EMPLOYER_FREE_JOBS_DEFAULT,
  EMPLOYER_FREE_UNCLOAKS_DEFAULT,
  OAUTH_CLIENT_ID_DEFAULT,
  OAUTH_CLIENT_SECRET_DEFAULT,
} from '@fairchance/shared';
import type { PasswordHashCost } from './lib/passwords.ts';

/** Empty strings count as missing, so `FOO=` in a shell means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const positiveInt = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).default(fallback),
  );

/** The most worker processes WEB_CONCURRENCY may ask for: beyond, PostgreSQL runs out of connections. */
export const WEB_CONCURRENCY_MAX = 64;

/** `auto` or `0`: one worker per core (0 after parsing); otherwise a count. Resolved by loadSettings. */
const WEB_CONCURRENCY_MESSAGE = `WEB_CONCURRENCY must be "auto" or a whole number from 0 ("auto") to ${WEB_CONCURRENCY_MAX}`;
const webConcurrency = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const value = v.trim().toLowerCase();
    return value === '' ? undefined : value === 'auto' ? 0 : value;
  },
  z.coerce
    .number({ error: WEB_CONCURRENCY_MESSAGE })
    .int(WEB_CONCURRENCY_MESSAGE)
    .min(0, WEB_CONCURRENCY_MESSAGE)
    .max(WEB_CONCURRENCY_MAX, WEB_CONCURRENCY_MESSAGE)
    .default(1),
);

const SettingsSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: positiveInt(3000),
    HOST: optional(z.string()),
    TLS_CERT_FILE: optional(z.string()),
    TLS_KEY_FILE: optional(z.string()),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(z.string().url()),
    WEB_CONCURRENCY: webConcurrency,
    DATABASE_POOL_MAX: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce.number().int().min(1, 'DATABASE_POOL_MAX must be at least 1').default(10),
    ),
    PUBLIC_URL: optional(z.string().url()),
    SMTP_URL: optional(z.string().url()),
    MAIL_FROM: optional(z.string()),
    S3_BUCKET: optional(z.string()),
    S3_ENDPOINT: optional(z.string().url()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    AUTH_SECRET: optional(z.string().min(32, 'AUTH_SECRET must be at least 32 characters')),
    OAUTH_CLIENT_ID: optional(z.string()),
    OAUTH_CLIENT_SECRET: optional(z.string()),
    ACCESS_TOKEN_SECONDS: positiveInt(15 * 60),
    APPLICATION_DAILY_LIMIT: positiveInt(APPLICATION_DAILY_LIMIT_DEFAULT),
    EMPLOYER_FREE_JOBS: positiveInt(EMPLOYER_FREE_JOBS_DEFAULT),
    EMPLOYER_FREE_UNCLOAKS: positiveInt(EMPLOYER_FREE_UNCLOAKS_DEFAULT),
    LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: positiveInt(10),
    LOGIN_FAILURES_PER_ACCOUNT: positiveInt(100),
    LOGIN_FAILURES_PER_ADDRESS: positiveInt(100),
    PASSWORD_HASH_CONCURRENCY: positiveInt(os.availableParallelism()),
    PASSWORD_HASH_QUEUE: positiveInt(32),
    UPLOADS_PER_USER_PER_HOUR: positiveInt(30),
    JOB_ALERT_CHECK_SECONDS: positiveInt(60 * 60),
    NOTICE_CHECK_SECONDS: positiveInt(5 * 60),
    REPORT_CACHE_SECONDS: positiveInt(60),
    TRUST_PROXY: optional(z.string()),
    DEV_ROUTES: optional(z.enum(['true', 'false'])),
    REFRESH_REUSE_GRACE_SECONDS: positiveInt(30),
    SIGNUPS_PER_ADDRESS_PER_HOUR: positiveInt(100),
    DEMO_DATA: optional(z.enum(['true', 'false'])),
    WEB_DIST: optional(z.string()),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  })
  .superRefine((env, ctx) => {
    if (!env.DATABASE_URL && resolveWorkers(env.WEB_CONCURRENCY) > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          `WEB_CONCURRENCY asks for ${resolveWorkers(env.WEB_CONCURRENCY)} worker processes, which needs ` +
          'PostgreSQL (DATABASE_URL): a PGlite data folder belongs to one process. Set ' +
          'DATABASE_URL, or WEB_CONCURRENCY=1.',
      });
    }
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'],
        message: 'TLS_CERT_FILE and TLS_KEY_FILE must be set together',
      });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

function resolveWorkers(value: number): number {
  return value === 0 ? os.availableParallelism() : value;
}

export interface Settings {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * The certificate and private key files (PEM) of HTTPS served by the app itself, with HTTP/2
   * and HTTP/1.1 on the same port (decision 053); undefined: plain HTTP, for a proxy in front.
   */
  tls: { certFile: string; keyFile: string } | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * HTTP worker processes (node:cluster) sharing the port; more than one needs PostgreSQL.
   * `auto` or 0 in the environment: one per core.
   */
  webConcurrency: number;
  /** PostgreSQL connections per process: each worker opens its own pool of this many. */
  databasePoolMax: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  /** Unset: generated once and kept in DATA_DIR (see auth secret loading). */
  authSecret: string | undefined;
  oauthClientId: string;
  oauthClientSecret: string;
  accessTokenSeconds: number;
  applicationDailyLimit: number;
  employerFreeJobs: number;
  employerFreeUncloaks: number;
  /** Failed sign-ins per (account, address) pair per 15 minutes: a stranger cannot lock the owner out. */
  loginFailuresPerAccountAddress: number;
  /** Consecutive failed sign-ins of one account from anywhere (NIST 800-63B: at most 100). */
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  /** Password hashes (argon2) computed at once; more wait in a queue of `passwordHashQueue`. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** Always `owasp` here: only the API's tests build an app with `minimal` (lib/passwords.ts). */
  passwordHashCost: PasswordHashCost;
  uploadsPerUserPerHour: number;
  /**
   * How often the job alerts are checked (docs/rules.md#saved-searches-and-job-alerts): an hour;
   * each client still gets at most one a day.
   */
  jobAlertCheckSeconds: number;
  /** How often the clients' changes are e-mailed to their case managers (at most daily for a digest). */
  noticeCheckSeconds: number;
  /**
   * How long a process keeps an outcomes report it computed, for the same viewer and period
   * (decision 050); 0 computes every request's.
   */
  reportCacheSeconds: number;
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses, CIDR ranges or `loopback`, comma
   * separated). Empty: none, the client address is the socket's.
   */
  trustProxy: string[];
  /** The development mailbox (`/dev/*`): only in the embedded development mode unless set. */
  devRoutes: boolean;
  /** How long a just-rotated refresh token still answers its successor (concurrent refreshes). */
  refreshReuseGraceSeconds: number;
  signupsPerAddressPerHour: number;
  demoData: boolean;
  webDist: string | undefined;
  logLevel: string;
}

/** Reads and validates the environment once at start-up; a bad value stops the process with a clear list. */
export function loadSettings(source: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = SettingsSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const port = env.PORT;
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '127.0.0.1',
    tls:
      env.TLS_CERT_FILE && env.TLS_KEY_FILE
        ? { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE }
        : undefined,
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL,
    webConcurrency: resolveWorkers(env.WEB_CONCURRENCY),
    databasePoolMax: env.DATABASE_POOL_MAX,
    publicUrl: (
      env.PUBLIC_URL ?? `${env.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`
    ).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'FairChance Jobs <no-reply@fairchance.example>',
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
    authSecret: env.AUTH_SECRET,
    oauthClientId: env.OAUTH_CLIENT_ID ?? OAUTH_CLIENT_ID_DEFAULT,
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? OAUTH_CLIENT_SECRET_DEFAULT,
    accessTokenSeconds: env.ACCESS_TOKEN_SECONDS,
    applicationDailyLimit: env.APPLICATION_DAILY_LIMIT,
    employerFreeJobs: env.EMPLOYER_FREE_JOBS,
    employerFreeUncloaks: env.EMPLOYER_FREE_UNCLOAKS,
    loginFailuresPerAccountAddress: env.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
    loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
    loginFailuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
    refreshReuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    signupsPerAddressPerHour: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    passwordHashConcurrency: Math.max(1, env.PASSWORD_HASH_CONCURRENCY),
    passwordHashQueue: env.PASSWORD_HASH_QUEUE,
    passwordHashCost: 'owasp',
    uploadsPerUserPerHour: env.UPLOADS_PER_USER_PER_HOUR,
    jobAlertCheckSeconds: env.JOB_ALERT_CHECK_SECONDS,
    noticeCheckSeconds: env.NOTICE_CHECK_SECONDS,
    reportCacheSeconds: env.REPORT_CACHE_SECONDS,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    // Development doors open only in the embedded mode: no real mail, not production.
    devRoutes: env.DEV_ROUTES
      ? env.DEV_ROUTES === 'true'
      : !env.SMTP_URL && nodeEnv !== 'production',
    // Demo accounts share a published password: on a real database only when asked for.
    demoData: env.DEMO_DATA ? env.DEMO_DATA === 'true' : !env.DATABASE_URL,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
