import { z } from 'zod';

/** The built-in providers; OpenAI-compatible endpoints from server config add their own ids. */
export const BUILT_IN_PROVIDERS = [
  'openai',
  'anthropic',
  'google',
  'groq',
  'xai',
  'deepseek',
  'openrouter',
  'local',
] as const;
export type BuiltInProviderId = (typeof BUILT_IN_PROVIDERS)[number];
// `string & {}` keeps the literal members visible to editors while allowing endpoint ids.
export type ProviderId = BuiltInProviderId | (string & {});

export const PROVIDER_NAMES: Record<BuiltInProviderId, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  groq: 'Groq',
  xai: 'xAI',
  deepseek: 'DeepSeek',
  openrouter: 'OpenRouter',
  local: 'Parley (offline)',
};

export const MODEL_CLASSES = ['ultra_premium', 'premium', 'standard', 'free'] as const;
export const modelClassSchema = z.enum(MODEL_CLASSES);
export type ModelClass = z.infer<typeof modelClassSchema>;

export const OFFLINE_MODEL_ID = 'parley-sparring-partner';
export const OFFLINE_MODEL_NAME = 'Parley Sparring Partner';
export const OFFLINE_MODEL_DISPLAY_NAME = 'Parley Sparring Partner (offline)';

/** The fixed model the instruction generator calls through OpenRouter (SPEC §7). */
export const INSTRUCTION_GENERATOR_MODEL = 'openai/chatgpt-4o-latest';

// SPEC §3, in the spec's order; ids use dashes where marketing names use dots (claude-3-5).
const ULTRA_PREMIUM_MARKERS = ['gpt-5', 'o3-pro', 'claude-opus-4', 'grok-4'];
const PREMIUM_MARKERS = [
  'claude-3.5',
  'claude-3-5',
  'gemini-2.5',
  'grok-3',
  'deepseek-r1',
  'o1-pro',
];

/**
 * SPEC §3's class of a catalog entry, read from its id once, when the catalog below is built.
 * Never applied to a requested id: a caller's text decides nothing (`gemini-2.5-pro#free` is
 * no model at all). Free first: an OpenRouter ':free' variant of a premium model costs nothing.
 */
function catalogClassOf(id: string): ModelClass {
  if (id === OFFLINE_MODEL_ID || id.endsWith(':free')) return 'free';
  if (ULTRA_PREMIUM_MARKERS.some((marker) => id.includes(marker))) return 'ultra_premium';
  if (PREMIUM_MARKERS.some((marker) => id.includes(marker))) return 'premium';
  return 'standard';
}

export type CatalogModel = {
  id: string;
  name: string;
  displayName: string;
  provider: BuiltInProviderId;
  /** What a call is billed as (SPEC §3). */
  modelClass: ModelClass;
  /** Context window in tokens (SPEC §9 where given). */
  context: number;
  /** The model's own output ceiling, when smaller than the context. */
  maxOutputTokens?: number;
};

type Entry = [id: string, name: string, context: number, maxOutputTokens?: number];

function group(provider: BuiltInProviderId, entries: Entry[]): CatalogModel[] {
  return entries.map(([id, name, context, maxOutputTokens]) => ({
    id,
    name,
    displayName: name,
    provider,
    modelClass: catalogClassOf(id),
    context,
    ...(maxOutputTokens ? { maxOutputTokens } : {}),
  }));
}

export const MODEL_CATALOG: readonly CatalogModel[] = [
  ...group('openai', [
    ['gpt-5', 'GPT-5', 400000, 128000],
    ['gpt-5-mini', 'GPT-5 mini', 400000, 128000],
    ['gpt-5-nano', 'GPT-5 nano', 400000, 128000],
    ['gpt-4.1', 'GPT-4.1', 1047576, 32768],
    ['gpt-4.1-mini', 'GPT-4.1 mini', 1047576, 32768],
    ['gpt-4.1-nano', 'GPT-4.1 nano', 1047576, 32768],
    ['gpt-4o', 'GPT-4o', 128000, 16384],
    ['gpt-4o-mini', 'GPT-4o mini', 128000, 16384],
    ['chatgpt-4o-latest', 'ChatGPT-4o (latest)', 128000, 16384],
    ['o1', 'o1', 200000, 100000],
    ['o1-mini', 'o1-mini', 128000, 65536],
    ['o1-pro', 'o1-pro', 200000, 100000],
    ['o3', 'o3', 200000, 100000],
    ['o3-mini', 'o3-mini', 200000, 100000],
    ['o3-pro', 'o3-pro', 200000, 100000],
    ['o4-mini', 'o4-mini', 200000, 100000],
    ['gpt-4-turbo', 'GPT-4 Turbo', 128000, 4096],
    ['gpt-4', 'GPT-4', 8192],
    ['gpt-3.5-turbo', 'GPT-3.5 Turbo', 16385, 4096],
  ]),
  ...group('anthropic', [
    ['claude-opus-4-1-20250805', 'Claude Opus 4.1', 200000, 32000],
    ['claude-opus-4-20250514', 'Claude Opus 4', 200000, 32000],
    ['claude-sonnet-4-5-20250929', 'Claude Sonnet 4.5', 200000, 64000],
    ['claude-sonnet-4-20250514', 'Claude Sonnet 4', 200000, 64000],
    ['claude-haiku-4-5-20251001', 'Claude Haiku 4.5', 200000, 64000],
    ['claude-3-7-sonnet-20250219', 'Claude 3.7 Sonnet', 200000, 64000],
    ['claude-3-5-sonnet-20241022', 'Claude 3.5 Sonnet', 8192],
    ['claude-3-5-haiku-20241022', 'Claude 3.5 Haiku', 200000, 8192],
    ['claude-3-opus-20240229', 'Claude 3 Opus', 200000, 4096],
    ['claude-3-haiku-20240307', 'Claude 3 Haiku', 200000, 4096],
  ]),
  ...group('google', [
    ['gemini-2.5-pro', 'Gemini 2.5 Pro', 1048576, 65536],
    ['gemini-2.5-flash', 'Gemini 2.5 Flash', 1048576, 65536],
    ['gemini-2.5-flash-lite', 'Gemini 2.5 Flash-Lite', 1048576, 65536],
    ['gemini-2.0-flash', 'Gemini 2.0 Flash', 1048576, 8192],
    ['gemini-2.0-flash-lite', 'Gemini 2.0 Flash-Lite', 1048576, 8192],
    ['gemini-1.5-pro', 'Gemini 1.5 Pro', 8192],
    ['gemini-1.5-flash', 'Gemini 1.5 Flash', 8192],
    ['gemini-1.5-flash-8b', 'Gemini 1.5 Flash-8B', 8192],
  ]),
  ...group('groq', [
    ['llama-3.3-70b-versatile', 'Llama 3.3 70B Versatile', 131072, 32768],
    ['llama-3.1-8b-instant', 'Llama 3.1 8B Instant', 131072, 8192],
    ['llama3-70b-8192', 'Llama 3 70B', 131072, 8192],
    ['llama3-8b-8192', 'Llama 3 8B', 131072, 8192],
    ['gemma2-9b-it', 'Gemma 2 9B', 8192],
    ['gemma-7b-it', 'Gemma 7B', 8192],
  ]),
  ...group('xai', [
    ['grok-4', 'Grok 4', 131072],
    ['grok-4-fast', 'Grok 4 Fast', 131072],
    ['grok-3', 'Grok 3', 131072],
    ['grok-3-mini', 'Grok 3 mini', 131072],
    ['grok-2-1212', 'Grok 2', 131072],
    ['grok-2-vision-1212', 'Grok 2 Vision', 32768],
    ['grok-beta', 'Grok Beta', 131072],
    ['grok-vision-beta', 'Grok Vision Beta', 32768],
  ]),
  ...group('deepseek', [
    ['deepseek-chat', 'DeepSeek Chat (V3)', 128000, 8192],
    ['deepseek-reasoner', 'DeepSeek Reasoner (R1)', 128000, 8192],
  ]),
  ...group('openrouter', [
    [INSTRUCTION_GENERATOR_MODEL, 'ChatGPT-4o latest (OpenRouter)', 128000, 16384],
    ['openai/gpt-4o', 'GPT-4o (OpenRouter)', 128000, 16384],
    ['openai/gpt-5', 'GPT-5 (OpenRouter)', 400000, 128000],
    ['anthropic/claude-3.5-sonnet', 'Claude 3.5 Sonnet (OpenRouter)', 200000, 8192],
    ['anthropic/claude-opus-4.1', 'Claude Opus 4.1 (OpenRouter)', 200000, 32000],
    ['google/gemini-2.5-pro', 'Gemini 2.5 Pro (OpenRouter)', 1048576, 65536],
    ['google/gemma-2-9b-it:free', 'Gemma 2 9B (free)', 8192],
    ['meta-llama/llama-3.3-70b-instruct:free', 'Llama 3.3 70B Instruct (free)', 131072],
    ['meta-llama/llama-3.1-405b-instruct', 'Llama 3.1 405B Instruct', 131072],
    ['deepseek/deepseek-r1', 'DeepSeek R1 (OpenRouter)', 163840],
    ['deepseek/deepseek-r1:free', 'DeepSeek R1 (free)', 163840],
    ['deepseek/deepseek-chat-v3-0324:free', 'DeepSeek V3 0324 (free)', 163840],
    ['x-ai/grok-4', 'Grok 4 (OpenRouter)', 256000],
    ['mistralai/mistral-large', 'Mistral Large', 128000],
    ['mistralai/mistral-7b-instruct:free', 'Mistral 7B Instruct (free)', 32768],
    ['qwen/qwen-2.5-72b-instruct', 'Qwen 2.5 72B Instruct', 32768],
    ['qwen/qwen3-235b-a22b:free', 'Qwen3 235B A22B (free)', 40960],
    ['nousresearch/hermes-3-llama-3.1-405b', 'Hermes 3 405B', 131072],
  ]),
  {
    id: OFFLINE_MODEL_ID,
    name: OFFLINE_MODEL_NAME,
    displayName: OFFLINE_MODEL_DISPLAY_NAME,
    provider: 'local',
    modelClass: 'free',
    context: 32768,
  },
];

const catalogById = new Map(MODEL_CATALOG.map((model) => [model.id, model]));

/** The catalog entry of exactly this id (no other spelling names it). */
export function findCatalogModel(modelId: string): CatalogModel | undefined {
  return catalogById.get(modelId);
}

/** How a model id reads to people: its catalog name ("Parley Sparring Partner (offline)"), else the id. */
export const catalogModelName = (modelId: string): string =>
  findCatalogModel(modelId)?.displayName ?? modelId;

/** The offline model's ids: its own, and the same under its provider's prefix. */
export const OFFLINE_MODEL_IDS: readonly string[] = [OFFLINE_MODEL_ID, `local/${OFFLINE_MODEL_ID}`];

/**
 * OpenAI's reasoning models, the o-series (o1, o1-mini, o3, o4-mini, …): named `o<digits>` alone
 * or before a dash. They take other request parameters than the chat models.
 */
export function isOpenAIReasoningModel(modelId: string): boolean {
  return /^o\d+(-|$)/.test(modelId);
}

/** The o1 family (o1, o1-mini, o1-pro): SPEC §9 gives them temperature 1. */
export function isO1Model(modelId: string): boolean {
  return /^o1(-|$)/.test(modelId);
}

/**
 * SPEC §7: OpenAI's o1 and o1-mini take no system prompt, so their instructions and history are
 * folded into one user message. The one test of it, for debates and chat completions alike.
 */
export function foldsIntoSingleUserMessage(provider: string, modelId: string): boolean {
  return provider === 'openai' && (modelId === 'o1' || modelId === 'o1-mini');
}

// ---- GET /api/models/providers ----

export const providerModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  provider: z.string(),
  context: z.number().int(),
  modelClass: modelClassSchema,
  isCustom: z.literal(false),
  isOffline: z.boolean(),
});
export type ProviderModel = z.infer<typeof providerModelSchema>;

export const providerInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  available: z.boolean(),
  /** Why the provider cannot be used, when it cannot. */
  unavailableReason: z.string().optional(),
  /** Available to the signed-in caller through their own saved API key (DESIGN D5). */
  usesOwnKey: z.boolean().optional(),
  isOffline: z.boolean(),
  models: z.array(providerModelSchema),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

export const providersResponseSchema = z.object({
  success: z.literal(true),
  providers: z.array(providerInfoSchema),
  /** The model the instruction generator runs on (server setting ASSISTANT_MODEL). */
  assistantModel: z.string(),
});
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

// ---- POST /api/chat/completions ----

/** Generous upper bounds: larger requests are refused with a 400 instead of reaching a provider. */
export const CHAT_MAX_MESSAGES = 200;
export const CHAT_MAX_CONTENT_CHARS = 200_000;
export const CHAT_MAX_TOKENS_LIMIT = 32_000;

export const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(CHAT_MAX_CONTENT_CHARS, 'content is too long'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatCompletionRequestSchema = z.object({
  /** Inferred from the model id when omitted, so OpenAI-style clients work unchanged. */
  provider: z.string().trim().min(1, 'provider must not be blank').max(100).optional(),
  model: z.string().trim().min(1, 'model is required').max(200),
  messages: z
    .array(chatMessageSchema)
    .min(1, 'messages must not be empty')
    .max(CHAT_MAX_MESSAGES, `at most ${CHAT_MAX_MESSAGES} messages`),
  temperature: z.number().min(0).max(2).optional(),
  /**
   * The most output asked for; what is sent is never more than the model's output cap (SPEC §9)
   * nor than the plan's class has left (decision 028).
   */
  max_tokens: z
    .number()
    .int()
    .min(1)
    .max(CHAT_MAX_TOKENS_LIMIT, `max_tokens must be at most ${CHAT_MAX_TOKENS_LIMIT}`)
    .optional(),
  stream: z.boolean().optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

export const chatUsageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
});

export const chatCompletionResponseSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  model: z.string(),
  provider: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal('assistant'), content: z.string() }),
      finish_reason: z.string(),
    }),
  ),
  usage: chatUsageSchema,
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;
