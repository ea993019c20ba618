import { z } from 'zod';
import {
  BUILT_IN_PROVIDERS,
  modelClassSchema,
  type BuiltInProviderId,
} from '../../contract/models.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url({ error: 'must be a URL' }).optional());

const compatEndpointSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'id must be lower-case letters, digits and dashes')
    .refine((id) => !(BUILT_IN_PROVIDERS as readonly string[]).includes(id), {
      error: 'id must not be a built-in provider',
    }),
  name: z.string().min(1).optional(),
  baseURL: z.url({ error: 'baseURL must be a URL' }),
  apiKey: z.string().optional(),
  models: z.array(z.string().min(1)).min(1, 'models must list at least one model id'),
  context: z.number().int().positive().optional(),
  /** What calls to its models are billed as; the operator's choice, standard unless set. */
  modelClass: modelClassSchema.default('standard'),
});
export type CompatEndpoint = z.infer<typeof compatEndpointSchema>;

const compatEndpointsSchema = optionalString
  .transform((text, context) => {
    if (text === undefined) return [];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of endpoints' });
      return z.NEVER;
    }
  })
  .pipe(z.array(compatEndpointSchema, { error: 'must be a JSON array of endpoints' }));

/** The variables that API keys live in, per provider (SPEC §7's seven providers). */
export const API_KEY_VARIABLES = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  groq: 'GROQ_API_KEY',
  xai: 'XAI_API_KEY',
  deepseek: 'DEEPSEEK_API_KEY',
  openrouter: 'OPENROUTER_API_KEY',
} as const satisfies Partial<Record<BuiltInProviderId, string>>;

export type KeyedProviderId = keyof typeof API_KEY_VARIABLES;

export const BASE_URL_VARIABLES = {
  openai: 'OPENAI_BASE_URL',
  anthropic: 'ANTHROPIC_BASE_URL',
  google: 'GOOGLE_BASE_URL',
  groq: 'GROQ_BASE_URL',
  xai: 'XAI_BASE_URL',
  deepseek: 'DEEPSEEK_BASE_URL',
  openrouter: 'OPENROUTER_BASE_URL',
} as const satisfies Record<KeyedProviderId, string>;

const keyed = Object.keys(API_KEY_VARIABLES) as KeyedProviderId[];

/**
 * Provider variables, merged into the server's one environment schema (src/server/config.ts)
 * so an invalid value stops the start with one line naming it.
 */
export const providerEnvSchema = z.object({
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  GROQ_API_KEY: optionalString,
  XAI_API_KEY: optionalString,
  DEEPSEEK_API_KEY: optionalString,
  OPENROUTER_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_BASE_URL: optionalUrl,
  GOOGLE_BASE_URL: optionalUrl,
  GROQ_BASE_URL: optionalUrl,
  XAI_BASE_URL: optionalUrl,
  DEEPSEEK_BASE_URL: optionalUrl,
  OPENROUTER_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_ENDPOINTS: compatEndpointsSchema,
  PROVIDER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1')
    .default(60_000),
  OFFLINE_MODEL_TOKENS_PER_SECOND: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 (no delay) or more')
    .default(30),
  OFFLINE_MODEL_SEED: optionalString.pipe(
    z
      .string()
      .regex(/^-?\d+$/, 'must be a whole number')
      .transform(Number)
      .optional(),
  ),
});

type ProviderEnv = z.infer<typeof providerEnvSchema>;

export type ProviderConfig = {
  apiKeys: Partial<Record<KeyedProviderId, string>>;
  baseUrls: Partial<Record<KeyedProviderId, string>>;
  compatEndpoints: CompatEndpoint[];
  timeoutMs: number;
  offline: { tokensPerSecond: number; seed: number | undefined };
};

export function toProviderConfig(env: ProviderEnv): ProviderConfig {
  const pick = (variables: Record<KeyedProviderId, string>) =>
    Object.fromEntries(
      keyed.flatMap((id) => {
        const value = env[variables[id] as keyof ProviderEnv];
        return typeof value === 'string' ? [[id, value]] : [];
      }),
    );
  return {
    apiKeys: pick(API_KEY_VARIABLES),
    baseUrls: pick(BASE_URL_VARIABLES),
    compatEndpoints: env.OPENAI_COMPATIBLE_ENDPOINTS,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    offline: { tokensPerSecond: env.OFFLINE_MODEL_TOKENS_PER_SECOND, seed: env.OFFLINE_MODEL_SEED },
  };
}
