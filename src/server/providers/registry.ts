import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createGroq } from '@ai-sdk/groq';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { createXai } from '@ai-sdk/xai';
import { createOpenRouter } from '@openrouter/ai-sdk-provider';
import {
  MODEL_CATALOG,
  OFFLINE_MODEL_ID,
  OFFLINE_MODEL_IDS,
  PROVIDER_NAMES,
  findCatalogModel,
  foldsIntoSingleUserMessage,
  isO1Model,
  isOpenAIReasoningModel,
  type BuiltInProviderId,
  type ModelClass,
  type ProviderId,
  type ProviderInfo,
  type ProviderModel,
} from '../../contract/models.ts';
import { hasOwnKey, ownValue } from '../../contract/own.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import { createOpenAIWireModel } from './openai-wire.ts';
import {
  API_KEY_VARIABLES,
  type CompatEndpoint,
  type KeyedProviderId,
  type ProviderConfig,
} from './config.ts';
import { createOfflineModel } from './offline/model.ts';
import { addressSecrets, createRedactor, type Redact, type Secrets } from './redact.ts';

export type { ProviderInfo } from '../../contract/models.ts';

export type GenerationSettings = { temperature: number; maxOutputTokens: number };

/** A model id resolved exactly: the catalog's (or the operator's endpoint's) entry for it. */
export type ModelEntry = {
  /** The id sent upstream's owner knows it by: the catalog's id. */
  modelId: string;
  provider: ProviderId;
  /** What a call is billed as: the entry's class, never read from the requested text. */
  modelClass: ModelClass;
  /** Context window in tokens: prompt and output together must fit it. */
  contextWindow: number;
};

export type ResolvedModel = ModelEntry & {
  providerName: string;
  languageModel: LanguageModelV3;
  settings: GenerationSettings;
  /** o1 and o1-mini: instructions and history go into one user message (SPEC §7). */
  foldIntoSingleUserMessage: boolean;
  /** How long the provider may stay silent before the call fails (PROVIDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** Scrubs the keys and addresses this call could leak from upstream text. */
  redact: Redact;
};

export type ProviderRegistry = {
  listProviders(): ProviderInfo[];
  /**
   * The entry `modelId` names exactly (a catalog id, the offline model under `local/`, or
   * `<endpoint>/<model>` of a configured endpoint); AppError 400 for any other id, or for an
   * explicit provider that is not the entry's. Needs no key: it only names the model.
   */
  entryOf(modelId: string, provider?: string): ModelEntry;
  /** `entryOf`, then the provider's model; 400 also for a provider without a key. */
  resolve(modelId: string, context?: ResolveContext): Promise<ResolvedModel>;
};

export type ResolveContext = {
  userId?: string;
  /** An explicit provider (POST /api/chat/completions); otherwise the entry's own. */
  provider?: string;
};

/** An enterprise user's own key for a provider; stored by a later feature (DESIGN D5). */
export type UserKeyLookup = (
  userId: string,
  provider: KeyedProviderId,
) => Promise<string | undefined>;

export const noUserKeys: UserKeyLookup = async () => undefined;

type Factory = (
  apiKey: string,
  baseURL: string | undefined,
) => (modelId: string) => LanguageModelV3;

/** Where the lean OpenAI-wire adapter sends a provider's streams unless configured otherwise. */
const OPENAI_WIRE_URLS = {
  openai: 'https://api.openai.com/v1',
  groq: 'https://api.groq.com/openai/v1',
  xai: 'https://api.x.ai/v1',
} as const;

/**
 * Streams through the lean adapter (decision 009), everything else through the AI SDK's.
 * OpenAI's reasoning models (o-series) keep the SDK's adapter: they take other parameters.
 */
function leanStreams(
  provider: keyof typeof OPENAI_WIRE_URLS,
  apiKey: string,
  baseURL: string | undefined,
  sdk: (modelId: string) => LanguageModelV3,
): (modelId: string) => LanguageModelV3 {
  return (modelId) => {
    const fallback = sdk(modelId);
    if (provider === 'openai' && isOpenAIReasoningModel(modelId)) return fallback;
    return createOpenAIWireModel({
      baseURL: baseURL ?? OPENAI_WIRE_URLS[provider],
      apiKey,
      modelId,
      fallback,
    });
  };
}

/** Chat-completions endpoints everywhere the provider offers a choice (STACK.md). */
const FACTORIES: Record<KeyedProviderId, Factory> = {
  openai: (apiKey, baseURL) => {
    const provider = createOpenAI({ apiKey, baseURL });
    return leanStreams('openai', apiKey, baseURL, (modelId) => provider.chat(modelId));
  },
  anthropic: (apiKey, baseURL) => createAnthropic({ apiKey, baseURL }),
  google: (apiKey, baseURL) => createGoogleGenerativeAI({ apiKey, baseURL }),
  groq: (apiKey, baseURL) => leanStreams('groq', apiKey, baseURL, createGroq({ apiKey, baseURL })),
  xai: (apiKey, baseURL) => {
    const provider = createXai({ apiKey, baseURL });
    return leanStreams('xai', apiKey, baseURL, (modelId) => provider.chat(modelId));
  },
  deepseek: (apiKey, baseURL) => createDeepSeek({ apiKey, baseURL }),
  openrouter: (apiKey, baseURL) => {
    const provider = createOpenRouter({ apiKey, baseURL, appName: 'Parley' });
    return (modelId) => provider.chat(modelId, { usage: { include: true } });
  },
};

const DEFAULT_TEMPERATURE = 0.7;
/** SPEC §9's max tokens per provider (OpenAI: min(4000, model max)). */
const MAX_TOKENS: Record<BuiltInProviderId, number> = {
  openai: 4000,
  anthropic: 4096,
  google: 4096,
  groq: 4096,
  xai: 4096,
  deepseek: 4000,
  openrouter: 2000,
  local: 4096,
};
const COMPAT_MAX_TOKENS = 4096;
const COMPAT_DEFAULT_CONTEXT = 8192;

/**
 * SPEC §9: temperature 0.7 (1 for o1 models); max tokens by provider (OpenAI: min(4000, model
 * max)), never above the model's own ceiling in the catalog. The max tokens are a call's output
 * cap too: a chat request may ask for less, never more (issue 27).
 */
export function generationSettings(provider: ProviderId, modelId: string): GenerationSettings {
  const temperature = isO1Model(modelId) ? 1 : DEFAULT_TEMPERATURE;
  const model = findCatalogModel(modelId);
  const providerMax = ownValue(MAX_TOKENS, provider) ?? COMPAT_MAX_TOKENS;
  const modelMax = model?.maxOutputTokens ?? model?.context ?? providerMax;
  return { temperature, maxOutputTokens: Math.min(providerMax, modelMax) };
}

function isKeyed(provider: string): provider is KeyedProviderId {
  return hasOwnKey(API_KEY_VARIABLES, provider);
}

function catalogEntry(model: (typeof MODEL_CATALOG)[number]): ProviderModel {
  return {
    id: model.id,
    name: model.name,
    displayName: model.displayName,
    provider: model.provider,
    context: model.context,
    modelClass: model.modelClass,
    isCustom: false,
    isOffline: model.provider === 'local',
  };
}

function compatModelId(endpoint: CompatEndpoint, model: string): string {
  return `${endpoint.id}/${model}`;
}

function compatEntries(endpoint: CompatEndpoint): ProviderModel[] {
  return endpoint.models.map((model) => {
    const id = compatModelId(endpoint, model);
    return {
      id,
      name: model,
      displayName: `${model} (${endpoint.name ?? endpoint.id})`,
      provider: endpoint.id,
      context: endpoint.context ?? COMPAT_DEFAULT_CONTEXT,
      modelClass: endpoint.modelClass,
      isCustom: false,
      isOffline: false,
    };
  });
}

/** What upstream text must never show: configured keys and the operator's provider addresses. */
export function configuredSecrets(config: ProviderConfig) {
  return {
    keys: [
      ...Object.values(config.apiKeys),
      ...config.compatEndpoints.map((endpoint) => endpoint.apiKey),
    ],
    addresses: [
      ...Object.values(config.baseUrls).flatMap(addressSecrets),
      ...config.compatEndpoints.flatMap((endpoint) => addressSecrets(endpoint.baseURL)),
    ],
  } satisfies Secrets;
}

/**
 * DESIGN D5: a provider the server has no key for is available to a user whose own saved key
 * opens it (marked `usesOwnKey`, its unavailable reason dropped); the rest are listed as they are.
 */
export function withOwnKeys(
  listed: readonly ProviderInfo[],
  ownKeys: ReadonlySet<string>,
): ProviderInfo[] {
  return listed.map((provider) => {
    if (provider.available || !ownKeys.has(provider.id)) return provider;
    const { unavailableReason: _reason, ...rest } = provider;
    return { ...rest, available: true, usesOwnKey: true };
  });
}

export function createProviderRegistry(
  config: ProviderConfig,
  options: { findUserKey?: UserKeyLookup } = {},
): ProviderRegistry {
  const findUserKey = options.findUserKey ?? noUserKeys;
  const offlineModel = createOfflineModel(config.offline);
  const secrets = configuredSecrets(config);
  const redactConfigured = createRedactor(secrets);
  const compat = new Map(config.compatEndpoints.map((endpoint) => [endpoint.id, endpoint]));
  const compatProviders = new Map(
    config.compatEndpoints.map((endpoint) => [
      endpoint.id,
      createOpenAICompatible({
        name: endpoint.id,
        baseURL: endpoint.baseURL,
        ...(endpoint.apiKey ? { apiKey: endpoint.apiKey } : {}),
        includeUsage: true,
      }),
    ]),
  );
  const envProviders = new Map<KeyedProviderId, (modelId: string) => LanguageModelV3>();
  const envProvider = (provider: KeyedProviderId, apiKey: string) => {
    let create = envProviders.get(provider);
    if (!create) {
      create = FACTORIES[provider](apiKey, config.baseUrls[provider]);
      envProviders.set(provider, create);
    }
    return create;
  };

  const providers: ProviderInfo[] = [
    ...(Object.keys(PROVIDER_NAMES) as BuiltInProviderId[]).map((id) => {
      const missingKey = isKeyed(id) && !config.apiKeys[id];
      return {
        id,
        name: PROVIDER_NAMES[id],
        available: !missingKey,
        ...(missingKey ? { unavailableReason: CHAT_TEXT.noApiKey(API_KEY_VARIABLES[id]) } : {}),
        isOffline: id === 'local',
        models: MODEL_CATALOG.filter((model) => model.provider === id).map(catalogEntry),
      };
    }),
    ...config.compatEndpoints.map((endpoint) => ({
      id: endpoint.id,
      name: endpoint.name ?? endpoint.id,
      available: true,
      isOffline: false,
      models: compatEntries(endpoint),
    })),
  ];

  /** Up to 20 ids of models usable without further setup, for the unknown-model answer. */
  const availableIds = providers
    .filter((provider) => provider.available)
    .flatMap((provider) => provider.models.map((model) => model.id))
    .slice(0, 20);

  /** Every id a caller may name, each to its one entry: nothing is inferred from an id's text. */
  const entries = new Map<string, ModelEntry>(
    providers.flatMap((provider) =>
      provider.models.map((model): [string, ModelEntry] => [
        model.id,
        {
          modelId: model.id,
          provider: model.provider,
          modelClass: model.modelClass,
          contextWindow: model.context,
        },
      ]),
    ),
  );
  const offlineEntry = entries.get(OFFLINE_MODEL_ID)!;
  for (const id of OFFLINE_MODEL_IDS) entries.set(id, offlineEntry);

  const entryOf = (modelId: string, explicit?: string): ModelEntry => {
    if (explicit !== undefined && !hasOwnKey(PROVIDER_NAMES, explicit) && !compat.has(explicit)) {
      throw new AppError('bad_request', CHAT_TEXT.unsupportedProvider(explicit));
    }
    const entry = entries.get(modelId);
    if (!entry) {
      throw new AppError('bad_request', CHAT_TEXT.unknownModelWithIds(modelId, availableIds));
    }
    if (explicit !== undefined && explicit !== entry.provider) {
      const own = providers.find((provider) => provider.id === explicit)!;
      throw new AppError(
        'bad_request',
        CHAT_TEXT.modelNotOfProvider(
          modelId,
          explicit,
          own.models.slice(0, 20).map((model) => model.id),
        ),
      );
    }
    return entry;
  };

  /** The model, and the user's own key when the call uses it (it must be redacted too). */
  const languageModelFor = async (
    provider: ProviderId,
    modelId: string,
    userId: string | undefined,
  ): Promise<{ languageModel: LanguageModelV3; userKey?: string }> => {
    if (provider === 'local') return { languageModel: offlineModel };
    const endpoint = compat.get(provider);
    if (endpoint) {
      const upstreamId = modelId.startsWith(`${endpoint.id}/`)
        ? modelId.slice(endpoint.id.length + 1)
        : modelId;
      return {
        languageModel: createOpenAIWireModel({
          baseURL: endpoint.baseURL,
          apiKey: endpoint.apiKey,
          modelId: upstreamId,
          fallback: compatProviders.get(provider)!.chatModel(upstreamId),
        }),
      };
    }
    if (!isKeyed(provider))
      throw new AppError('bad_request', CHAT_TEXT.unsupportedProvider(provider));
    const userKey = userId ? await findUserKey(userId, provider) : undefined;
    if (userKey) {
      return {
        languageModel: FACTORIES[provider](userKey, config.baseUrls[provider])(modelId),
        userKey,
      };
    }
    const envKey = config.apiKeys[provider];
    if (!envKey) {
      throw new AppError(
        'bad_request',
        CHAT_TEXT.providerUnavailable(
          PROVIDER_NAMES[provider],
          CHAT_TEXT.noApiKey(API_KEY_VARIABLES[provider]),
        ),
      );
    }
    return { languageModel: envProvider(provider, envKey)(modelId) };
  };

  return {
    listProviders: () => providers,
    entryOf,
    async resolve(requestedId, context = {}) {
      const entry = entryOf(requestedId, context.provider);
      const { modelId, provider } = entry;
      const { languageModel, userKey } = await languageModelFor(provider, modelId, context.userId);
      // Object.assign rather than a spread followed by new keys, which V8 makes slowly (about
      // 1 µs a key: 5.8 µs here against 0.2, on every call and turn).
      return Object.assign({}, entry, {
        providerName: ownValue(PROVIDER_NAMES, provider) ?? compat.get(provider)?.name ?? provider,
        languageModel,
        settings: generationSettings(provider, modelId),
        foldIntoSingleUserMessage: foldsIntoSingleUserMessage(provider, modelId),
        timeoutMs: config.timeoutMs,
        redact: userKey
          ? createRedactor({ ...secrets, keys: [...secrets.keys, userKey] })
          : redactConfigured,
      });
    },
  };
}
