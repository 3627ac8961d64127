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
const int = (min: number, max: number) =>
  z.coerce.number({ error: 'doit être un nombre' }).int('doit être un entier').min(min).max(max);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  /** The client's source maps are built but only served when asked for (debugging a deployment). */
  SERVE_SOURCEMAPS: bool.default(false),
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
  rateLimit: { login: number; apply: number };
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  serveSourceMaps: boolean;
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

/** Parses the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
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
      database.kind === 'sqlite' && database.file !== ':memory:'
        ? embeddedSecret(dataDir)
        : randomBytes(48).toString('base64url');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database,
    uploadDir: resolve(e.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    jwtSecret,
    admin: { email: e.ADMIN_EMAIL ?? 'admin@example.com', password: e.ADMIN_PASSWORD },
    demoData: e.DEMO_DATA,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    maxUploadMb: e.MAX_UPLOAD_MB,
    timeZone: e.TZ_APP,
    corsOrigins: e.CORS_ORIGINS,
    rateLimit: { login: e.RATE_LIMIT_LOGIN, apply: e.RATE_LIMIT_APPLY },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    serveSourceMaps: e.SERVE_SOURCEMAPS,
  };
}
