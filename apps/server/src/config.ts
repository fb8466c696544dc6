import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: on for the embedded database of the quick start; off on a configured PostgreSQL, with
  // NODE_ENV=production or with a PUBLIC_URL that is not this machine, where demo users with a published password
  // would be a way in. GESTAR_DEMO=1 still asks for them explicitly.
  GESTAR_DEMO: booleanFlag.optional(),
  // A short HMAC key is guessable offline from any captured token.
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gestar <nao-responda@gestar.local>'),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'PUBLIC_URL must start with http:// or https://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  // Number of reverse proxies in front of the server: their X-Forwarded-For is believed, a client's is not
  // (otherwise anyone could dodge the rate limits and forge the IP recorded with a terms acceptance).
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Login attempts per client address and minute across all accounts; raise it when many users share one
  // address without a proxy (TRUST_PROXY_HOPS) telling them apart, as the end-to-end suite does.
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // The support contact the training page's WhatsApp button opens (digits, with country code); unset hides it.
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\+?[\d\s().-]{10,24}$/, 'SUPPORT_WHATSAPP must be a phone number with country code')
    .optional(),
  // Where each node keeps the highest sync revision it revealed (outside the database: a restore is recognised
  // at start-up). Several nodes over one database must share it; never restore it with a database backup.
  SYNC_STATE_DIR: z.string().min(1).optional(),
  // This node's name in SYNC_STATE_DIR (stable across restarts); default: host name and port.
  SYNC_NODE_NAME: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'SYNC_NODE_NAME may hold letters, digits, dot, dash and underscore')
    .optional(),
  // Prometheus metrics (http/metrics.ts): on a listener of their own, or on the main port behind a bearer token.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Loopback by default: the figures name routes, volumes and timings nobody outside should read.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Sent as a header value and compared in constant time; as long as JWT_SECRET, so it cannot be guessed online.
  METRICS_TOKEN: z
    .string()
    .min(32, 'METRICS_TOKEN must have at least 32 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN may hold printable ASCII characters only, without spaces')
    .optional(),
  // Below the 30 s a container platform waits after SIGTERM before it kills the process.
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'SHUTDOWN_TIMEOUT_MS must be at least 100')
    .max(3_600_000, 'SHUTDOWN_TIMEOUT_MS must be at most 3600000 (one hour)')
    .default(25_000),
  // Behind a reverse proxy that keeps idle connections to the node: after the last request of a drain, how long
  // the node waits before it closes its connections. Longer than the proxy's idle time for them (nginx upstream
  // keepalive_timeout, 2 s in deploy/), so the proxy closes them itself and never sends a request down one the node
  // is closing (that request would get a 502). 0 without a proxy.
  SHUTDOWN_LINGER_MS: z.coerce
    .number()
    .int()
    .min(0, 'SHUTDOWN_LINGER_MS must be at least 0')
    .max(60_000, 'SHUTDOWN_LINGER_MS must be at most 60000 (one minute)')
    .default(0),
  // Sign-in through an organisation's OpenID Connect provider (features/auth/oidc): all of issuer and client id,
  // or none. The secret is optional (a public client relies on PKCE alone); the name labels the login button.
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  // Unset: the button names 'sua organização' in its reader's language (OIDC_DEFAULT_NAME).
  OIDC_NAME: z.string().min(1).max(60).optional(),
  // Test suites only: argon2id at its minimum cost so hundreds of test users hash in milliseconds.
  GESTAR_TEST_FAST_HASH: booleanFlag.default(false),
});

export type PasswordHashCost = { memoryCost: number; timeCost: number; parallelism: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  demo: boolean;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of the links sent by e-mail, without a trailing slash. */
  publicUrl: string;
  adminPassword: string | undefined;
  passwordHashCost: PasswordHashCost;
  trustProxyHops: number;
  loginLimitPerAddress: number;
  /** Digits of the support WhatsApp number, or null when not configured. */
  supportWhatsApp: string | null;
  /** The directory of the nodes' sync watermarks (db/watermark.ts) and this node's name there. */
  syncStateDir: string;
  syncNodeName: string;
  /** A second listener serving only GET /metrics, when METRICS_PORT is set. */
  metrics: { port: number; host: string } | undefined;
  /** When set, GET /metrics on the main port answers with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** After SIGTERM, how long the requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  shutdownLingerMs: number;
  /** The organisation's OpenID Connect provider, or undefined when its sign-in is not offered. */
  oidc: OidcConfig | undefined;
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** OIDC_NAME; undefined: the login button reads OIDC_DEFAULT_NAME in its reader's language. */
  name: string | undefined;
};

// OWASP's argon2id baseline (19 MiB, 2 passes): ~15-60 ms per hash on the 2-core reference machine.
const PRODUCTION_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${detail}`);
  }
  const value = parsed.data;
  if (value.METRICS_PORT !== undefined && value.METRICS_PORT !== 0 && value.METRICS_PORT === value.PORT)
    throw new ConfigError('Invalid environment: METRICS_PORT: METRICS_PORT must differ from PORT');
  if ((value.OIDC_ISSUER === undefined) !== (value.OIDC_CLIENT_ID === undefined))
    throw new ConfigError('Invalid environment: OIDC_ISSUER and OIDC_CLIENT_ID must be set together');
  if (
    value.OIDC_ISSUER !== undefined &&
    !value.OIDC_ISSUER.startsWith('https://') &&
    !isLoopbackUrl(value.OIDC_ISSUER)
  )
    throw new ConfigError('Invalid environment: OIDC_ISSUER: OIDC_ISSUER must start with https://');
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    webDist: path.resolve(value.WEB_DIST ?? defaultWebDist()),
    logLevel: value.LOG_LEVEL,
    demo: value.GESTAR_DEMO ?? demoByDefault(value.DATABASE_URL, value.PUBLIC_URL, env.NODE_ENV),
    jwtSecret: value.JWT_SECRET ?? persistedJwtSecret(dataDir),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    adminPassword: value.ADMIN_PASSWORD,
    passwordHashCost: value.GESTAR_TEST_FAST_HASH ? TEST_HASH_COST : PRODUCTION_HASH_COST,
    trustProxyHops: value.TRUST_PROXY_HOPS,
    loginLimitPerAddress: value.LOGIN_LIMIT_PER_ADDRESS,
    supportWhatsApp: value.SUPPORT_WHATSAPP?.replace(/\D/g, '') ?? null,
    syncStateDir: path.resolve(value.SYNC_STATE_DIR ?? dataDir),
    syncNodeName: value.SYNC_NODE_NAME ?? `${os.hostname()}-${value.PORT}`,
    metrics:
      value.METRICS_PORT === undefined ? undefined : { port: value.METRICS_PORT, host: value.METRICS_HOST },
    metricsToken: value.METRICS_TOKEN,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    shutdownLingerMs: value.SHUTDOWN_LINGER_MS,
    oidc:
      value.OIDC_ISSUER === undefined || value.OIDC_CLIENT_ID === undefined
        ? undefined
        : {
            issuer: value.OIDC_ISSUER,
            clientId: value.OIDC_CLIENT_ID,
            clientSecret: value.OIDC_CLIENT_SECRET,
            name: value.OIDC_NAME,
          },
  };
}

/** A provider on this machine (a test or a developer's Keycloak) may speak plain HTTP: nothing leaves the host. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** The quick start only: the embedded database, not production, reached on this machine. */
function demoByDefault(
  databaseUrl: string | undefined,
  publicUrl: string | undefined,
  nodeEnv: string | undefined,
) {
  if (databaseUrl !== undefined || nodeEnv === 'production') return false;
  if (publicUrl === undefined) return true;
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/**
 * Without JWT_SECRET a key is generated once and kept beside the data, so sessions survive restarts; the
 * file is readable by the server's user only. Several nodes behind a load balancer must share JWT_SECRET.
 */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // The database and the key live here: the server's user only (the files inside are 0600 too).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': two servers starting together over one DATA_DIR must end up with the same key.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}

// The bundle runs from apps/server/dist and the sources from apps/server/src: both sit two levels below apps/.
function defaultWebDist(): string {
  return path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');
}
