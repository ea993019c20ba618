import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { OFFLINE_MODEL_ID } from '../contract/models.ts';
import {
  conversationEnvSchema,
  toConversationSettings,
  type ConversationSettings,
} from './conversations/config.ts';
import { liveEnvSchema, toLiveSettings, type LiveSettings } from './live/config.ts';
import { toQuotas, usageEnvSchema } from './usage/config.ts';
import { accountLimitsEnvSchema, toAccountLimits } from './users/config.ts';
import type { AccountLimits } from '../contract/account-limits.ts';
import type { Quotas } from './usage/service.ts';
import { billingEnvSchema, toStripeSettings, type StripeSettings } from './billing/config.ts';
import { providerEnvSchema, toProviderConfig, type ProviderConfig } from './providers/config.ts';
import { sheddingEnvSchema, toSheddingSettings, type SheddingSettings } from './http/shedding.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (what: string) =>
  optionalString.pipe(z.url({ error: `must be a URL (${what})` }).optional());

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * DESIGN D14: X-Forwarded-For is read only from these proxies; unset, it is never read. Every
 * entry must name proxies (decision 010): `true` and hop counts would trust whoever connects, and
 * an empty entry (`10.0.0.1,,`) is a typo that must not pass unnoticed.
 */
const trustProxySchema = optionalString
  .transform((value) => (value ? value.split(',').map((entry) => entry.trim()) : []))
  .refine((entries) => entries.every(isProxyAddress), {
    error:
      'must list the proxies’ addresses, comma-separated: IPs, CIDR ranges, or loopback, linklocal, uniquelocal (not true, a hop count or an empty entry)',
  });

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SECRET_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  PUBLIC_URL: optionalUrl('the address users open, e.g. https://parley.example.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  AUTH_FAILED_LOGINS_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  SESSION_CACHE_MS: z.coerce.number().int().min(0, 'must be 0 (off) or more').default(5000),
  TRUST_PROXY: trustProxySchema,
  PASSWORD_CHANGE_LIMIT_PER_HOUR: positiveInt(5),
  CHAT_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  MAX_RUNNING_CONVERSATIONS_PER_USER: positiveInt(5),
  MAX_EVENT_STREAMS_PER_USER: positiveInt(20),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(60_000),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt(256),
  EVENT_STREAM_BUFFER_BYTES: positiveInt(256 * 1024),
  EVENT_STREAM_STALL_MS: positiveInt(60_000),
  ...providerEnvSchema.shape,
  ...conversationEnvSchema.shape,
  ...liveEnvSchema.shape,
  ...usageEnvSchema.shape,
  ...accountLimitsEnvSchema.shape,
  ...billingEnvSchema.shape,
  ...sheddingEnvSchema.shape,
  /** The model the instruction generator (the dashboard's AI assistant) uses. */
  ASSISTANT_MODEL: z.string().trim().min(1, 'must name a model id').default(OFFLINE_MODEL_ID),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string;
  admin: { email: string | undefined; password: string | undefined };
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Proxy addresses whose X-Forwarded-For is believed (DESIGN D14); empty: none. */
  trustProxy: string[];
  rateLimits: {
    authPerIpPerMinute: number;
    /** Failed logins to one account from one address (decision 028). */
    failedLoginsPer15Minutes: number;
    passwordChangesPerHour: number;
    chatPerUserPerMinute: number;
  };
  /** DESIGN D13: what one account may hold at once. */
  perUser: { runningConversations: number; eventStreams: number };
  /** What one client may hold of the sockets, and how long a request may take to arrive. */
  connections: { perAddress: number; headersTimeoutMs: number; requestTimeoutMs: number };
  /** What an event stream may hold for a client that does not read, and for how long. */
  eventStreams: { maxBufferedBytes: number; stallMs: number };
  sessionCacheMs: number;
  assistantModel: string;
  /** Each feature's own part, parsed here with the rest; no feature reads the environment. */
  providers: ProviderConfig;
  conversations: ConversationSettings;
  live: LiveSettings;
  quotas: Quotas;
  /** How long a process's slice of an allowance lasts unless renewed; undefined: the default. */
  usageLeaseTtlMs: number | undefined;
  /** What an account may create per hour and hold, per plan (decision 029). */
  accountLimits: AccountLimits;
  /** Undefined: the demo checkout (DESIGN D7). */
  stripe: StripeSettings | undefined;
  /** When new work is refused with 503 rather than slowing what runs (decision 025). */
  shedding: SheddingSettings;
};

/** Every setting but the secret key, which `loadConfig` may have to read or create on disk. */
export type Settings = Omit<Config, 'secretKey'> & { secretKey: string | undefined };

export class ConfigError extends Error {}

/**
 * Parses the environment once; the first invalid variable is reported in one line. A blank
 * variable (`X=` in a compose file) reads as unset, so it takes its default.
 */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const result = envSchema.safeParse(set);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Invalid ${variable}: ${issue.message}`);
}

/** SECRET_KEY from the environment, else the one persisted under DATA_DIR, else a new one. */
function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const generated = randomBytes(32).toString('base64url');
  writeFileSync(file, generated + '\n', { mode: 0o600 });
  return generated;
}

/** Every setting, typed and grouped by the feature that uses it; reads nothing but `env`. */
export function parseConfig(env: Record<string, string | undefined>): Settings {
  const parsed = parseEnv(env);
  return {
    nodeEnv: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    dataDir: resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    secretKey: parsed.SECRET_KEY,
    admin: { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD },
    publicUrl: parsed.PUBLIC_URL,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    rateLimits: {
      authPerIpPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE,
      failedLoginsPer15Minutes: parsed.AUTH_FAILED_LOGINS_PER_15_MINUTES,
      passwordChangesPerHour: parsed.PASSWORD_CHANGE_LIMIT_PER_HOUR,
      chatPerUserPerMinute: parsed.CHAT_RATE_LIMIT_PER_MINUTE,
    },
    perUser: {
      runningConversations: parsed.MAX_RUNNING_CONVERSATIONS_PER_USER,
      eventStreams: parsed.MAX_EVENT_STREAMS_PER_USER,
    },
    connections: {
      perAddress: parsed.MAX_CONNECTIONS_PER_ADDRESS,
      // Node refuses a headers timeout longer than the request's.
      headersTimeoutMs: Math.min(parsed.HEADERS_TIMEOUT_MS, parsed.REQUEST_TIMEOUT_MS),
      requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    },
    eventStreams: {
      maxBufferedBytes: parsed.EVENT_STREAM_BUFFER_BYTES,
      stallMs: parsed.EVENT_STREAM_STALL_MS,
    },
    sessionCacheMs: parsed.SESSION_CACHE_MS,
    assistantModel: parsed.ASSISTANT_MODEL,
    providers: toProviderConfig(parsed),
    conversations: toConversationSettings(parsed),
    live: toLiveSettings(parsed),
    quotas: toQuotas(parsed),
    usageLeaseTtlMs: parsed.USAGE_LEASE_TTL_MS,
    accountLimits: toAccountLimits(parsed),
    stripe: toStripeSettings(parsed),
    shedding: toSheddingSettings(parsed),
  };
}

/** The configuration the server starts with: `parseConfig`, and the secret key resolved. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const settings = parseConfig(env);
  return { ...settings, secretKey: resolveSecretKey(settings.secretKey, settings.dataDir) };
}
