import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_UPLOAD_MB, passwordProblems } from '@recrutement/contract';
import { z } from 'zod';

const here = dirname(fileURLToPath(import.meta.url));
/** The built web client, next to this package in the monorepo (`apps/web/dist`). */
const DEFAULT_WEB_DIST = resolve(here, '../../../web/dist');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'doit valoir true ou false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
/** An integer in [min, max]: a value out of range or not a number gets the same sentence, naming the range. */
const int = (min: number, max: number) => {
  const error = (issue: { input?: unknown }) =>
    `doit être un nombre entier de ${min} à ${max} (reçu : ${String(issue.input)})`;
  return z
    .string()
    .trim()
    .regex(/^[-+]?\d+$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));
};
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `doit valoir ${listFr(values)} (reçu : ${String(issue.input)})` });
const listFr = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(', ')} ou ${values.at(-1)}` : (values[0] ?? '');

/** French for what a schema below leaves to zod (lengths, mostly): zod's own sentences are English. */
const frenchIssue = (issue: z.core.$ZodRawIssue): string => {
  if (issue.code === 'too_small' && issue.origin === 'string') return `doit faire au moins ${issue.minimum} caractères`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `doit faire au plus ${issue.maximum} caractères`;
  if (issue.code === 'invalid_value') return `doit valoir ${listFr(issue.values.map(String))}`;
  return 'valeur invalide';
};

const envSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(0, 65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'doit faire au moins 32 caractères').optional(),
  ADMIN_EMAIL: z.email('doit être une adresse e-mail').optional(),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((v) => v === undefined || passwordProblems(v).length === 0, {
      message: 'doit respecter les règles des mots de passe (8 caractères, une majuscule, un chiffre)',
    }),
  DEMO_DATA: bool.optional(),
  MAX_UPLOAD_MB: int(1, 100).default(DEFAULT_MAX_UPLOAD_MB),
  TZ_APP: z
    .string()
    .default('Europe/Paris')
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'doit être un fuseau horaire IANA (Europe/Paris)' },
    ),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url('doit être une liste d’URL séparées par des virgules'))),
  RATE_LIMIT_LOGIN: int(1, 1_000_000).default(10),
  RATE_LIMIT_APPLY: int(1, 1_000_000).default(20),
  RATE_LIMIT_ALERT: int(1, 1_000_000).default(10),
  ALERT_INTERVAL_S: int(1, 86_400).default(60),
  MESSAGE_UNDO_S: int(0, 3_600).default(30),
  RATE_LIMIT_CV: int(1, 1_000_000).default(20),
  CV_PREFILL: bool.default(true),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  LOG_FORMAT: oneOf(['pretty', 'json']).optional(),
  PUBLIC_URL: z.url('doit être une URL (https://emplois.exemple.fr)').optional(),
  ORG_NAME: z.string().min(1).max(120).default('Recrutement'),
  ORG_URL: z.url('doit être une URL').optional(),
  ORG_LOGO: z.url('doit être une URL').optional(),
  ORG_STREET: z.string().max(200).optional(),
  ORG_LOCALITY: z.string().max(120).default('Paris'),
  ORG_POSTAL_CODE: z.string().max(20).optional(),
  ORG_REGION: z.string().max(120).optional(),
  ORG_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'doit être un code pays ISO à deux lettres (FR)')
    .default('FR'),
  DPO_EMAIL: z.email('doit être une adresse e-mail').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_DIR: z.string().min(1).optional(),
  RETENTION_MONTHS: int(0, 1200).default(24),
  JOBS: bool.default(true),
  /** Webhooks (§23) may target private and loopback addresses, and plain http: (tests, a private network). */
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  STORAGE: oneOf(['fs', 's3']).default('fs'),
  S3_ENDPOINT: z.url('doit être une URL').optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'doit commencer par redis:// ou rediss://')
    .optional(),
  /** The client's source maps are built but only served when asked for (debugging a deployment). */
  SERVE_SOURCEMAPS: bool.default(false),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'lettres, chiffres et : _ . - (64 au plus)')
    .default('recrutement:'),
});

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseTarget;
  uploadDir: string;
  jwtSecret: string;
  admin: { email: string; password: string | undefined };
  demoData: boolean | undefined;
  maxUploadBytes: number;
  maxUploadMb: number;
  timeZone: string;
  corsOrigins: string[];
  /** Per IP: sign-ins a minute, applications an hour, alerts a minute (§18), CV readings for prefill a minute (§19). */
  rateLimit: { login: number; apply: number; alert: number; cv: number };
  /** Seconds between two runs of the job-alert job (§18). */
  alertIntervalS: number;
  /** Seconds a staff message waits before it leaves, so that it can be undone (§20). */
  messageUndoS: number;
  /** `POST /api/cv/lecture` answers (§19); false: 404. */
  cvPrefill: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** `pretty` (one readable line per request) on a terminal in development, else JSON. */
  logFormat: 'pretty' | 'json';
  webDist: string;
  /** The origin used in links sent by mail and in the public pages' canonical URLs (no trailing slash). */
  publicUrl: string;
  /** The organisation that recruits: mail signature, privacy notice, JobPosting. */
  org: {
    name: string;
    url: string;
    logo: string | undefined;
    address: { street?: string; locality: string; postalCode?: string; region?: string; country: string };
    dpoEmail: string;
  };
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  retentionMonths: number;
  /** Background jobs (mail outbox, retention, file cleanup) run in this process; off in tests. */
  jobs: boolean;
  /** Webhooks may reach private, loopback and link-local addresses and plain http: URLs (§23). */
  webhookAllowPrivate: boolean;
  storage:
    | { kind: 'fs'; dir: string }
    | {
        kind: 's3';
        /** Any S3-compatible service (MinIO, Garage, Ceph, s3rver); AWS itself when absent. */
        endpoint: string | undefined;
        bucket: string;
        region: string;
        /** Both absent: the SDK's usual chain (AWS_* variables, instance role). */
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        /** `bucket` in the path rather than in the host name (MinIO, s3rver, an IP endpoint). */
        forcePathStyle: boolean;
      };
  redisUrl: string | undefined;
  serveSourceMaps: boolean;
  /** Namespace of this site's keys and channel in a Redis shared with other sites. */
  redisPrefix: string;
}

export class ConfigError extends Error {}

export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : resolve(file) };
}

/** On the embedded default a secret is generated once and kept in the data folder. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment once; a bad value stops the start with a message naming it.
 * `check`: only validate (`npm start` does so before building), without writing the generated secret.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { check = false } = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned, { error: frenchIssue });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const database = parseDatabaseUrl(e.DATABASE_URL ?? join(dataDir, 'recrutement.db'));
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (database.kind === 'postgres' && e.NODE_ENV === 'production') {
      throw new ConfigError('Configuration invalide :\n  - JWT_SECRET: obligatoire avec PostgreSQL en production');
    }
    jwtSecret =
      database.kind === 'sqlite' && database.file !== ':memory:' && !check
        ? embeddedSecret(dataDir)
        : randomBytes(48).toString('base64url');
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Configuration invalide :\n  - S3_BUCKET: obligatoire avec STORAGE=s3');
  }
  const uploadDir = resolve(e.UPLOAD_DIR ?? join(dataDir, 'uploads'));
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, '');
  const host = new URL(publicUrl).hostname;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database,
    uploadDir,
    jwtSecret,
    admin: { email: e.ADMIN_EMAIL ?? 'admin@example.com', password: e.ADMIN_PASSWORD },
    demoData: e.DEMO_DATA,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    maxUploadMb: e.MAX_UPLOAD_MB,
    timeZone: e.TZ_APP,
    corsOrigins: e.CORS_ORIGINS,
    rateLimit: { login: e.RATE_LIMIT_LOGIN, apply: e.RATE_LIMIT_APPLY, alert: e.RATE_LIMIT_ALERT, cv: e.RATE_LIMIT_CV },
    alertIntervalS: e.ALERT_INTERVAL_S,
    messageUndoS: e.MESSAGE_UNDO_S,
    cvPrefill: e.CV_PREFILL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json'),
    publicUrl,
    org: {
      name: e.ORG_NAME,
      url: (e.ORG_URL ?? publicUrl).replace(/\/+$/, ''),
      logo: e.ORG_LOGO,
      address: {
        street: e.ORG_STREET,
        locality: e.ORG_LOCALITY,
        postalCode: e.ORG_POSTAL_CODE,
        region: e.ORG_REGION,
        country: e.ORG_COUNTRY,
      },
      dpoEmail: e.DPO_EMAIL ?? `dpo@${host}`,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.ORG_NAME} <no-reply@${host}>`,
      dir: resolve(e.MAIL_DIR ?? join(dataDir, 'mail')),
    },
    retentionMonths: e.RETENTION_MONTHS,
    jobs: e.JOBS && e.NODE_ENV !== 'test',
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET as string,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'fs', dir: uploadDir },
    redisUrl: e.REDIS_URL,
    serveSourceMaps: e.SERVE_SOURCEMAPS,
    redisPrefix: e.REDIS_PREFIX,
  };
}
