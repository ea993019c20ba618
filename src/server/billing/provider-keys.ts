import {
  BILLING_TEXT,
  KEYED_PROVIDERS,
  type KeyedProvider,
  type ProviderKeyList,
  type PutProviderKeyBody,
} from '../../contract/billing.ts';
import { effectivePlan } from '../../contract/tiers.ts';
import { AppError } from '../lib/app-error.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import type { UserKeyLookup } from '../providers/registry.ts';
import type { BillingRepository } from './repository.ts';
import { createSecretBox } from './secret-box.ts';

const context = (userId: string, provider: string) => `${userId}:${provider}`;

/**
 * Enterprise users' own provider API keys (DESIGN D5): sealed with AES-256-GCM under SECRET_KEY,
 * never answered back (only whether one is set and its last 4 characters), and used for that
 * user's calls instead of the server's key while the plan is Enterprise.
 */
export function createProviderKeys(
  repository: BillingRepository,
  secretKey: string,
  options: {
    /** How long a user's keys are trusted without a database read (as sessions are); 0: off. */
    cacheMs?: number;
    /** Whether the server itself has a key for the provider (shown beside the user's own). */
    serverHasKey?: (provider: KeyedProvider) => boolean;
  } = {},
) {
  const box = createSecretBox(secretKey, 'provider-keys');
  /** Per user, the sealed keys their plan lets them use, by provider (read on every call). */
  const usable = new ExpiringCache<string, Map<string, string>>(options.cacheMs ?? 0);

  async function isEnterprise(userId: string): Promise<boolean> {
    return effectivePlan(await repository.findTier(userId)) === 'enterprise';
  }

  async function list(userId: string): Promise<ProviderKeyList> {
    const rows = await repository.listProviderKeys(userId);
    const byProvider = new Map(rows.map((row) => [row.provider, row]));
    return {
      enabled: await isEnterprise(userId),
      keys: KEYED_PROVIDERS.map((provider) => {
        const row = byProvider.get(provider);
        return {
          provider,
          set: Boolean(row),
          last4: row?.last4 ?? null,
          updatedAt: row?.updatedAt.toISOString() ?? null,
          serverKey: options.serverHasKey?.(provider) ?? false,
        };
      }),
    };
  }

  async function usableKeys(userId: string): Promise<Map<string, string>> {
    const cached = usable.get(userId);
    if (cached) return cached;
    const rows = await repository.sealedProviderKeys(userId);
    const keys = new Map(
      rows
        .filter((row) => effectivePlan(row.tier) === 'enterprise')
        .map((row) => [row.provider, row.sealed]),
    );
    usable.set(userId, keys);
    return keys;
  }

  /** The user's own key for `provider`, while their plan is Enterprise (asked on every call). */
  const lookup: UserKeyLookup = async (userId, provider) => {
    const sealed = (await usableKeys(userId)).get(provider);
    return sealed === undefined ? undefined : box.open(sealed, context(userId, provider));
  };

  /** The providers the user's own keys open: none unless the plan is Enterprise (as `lookup`). */
  async function providersWithKeys(userId: string): Promise<Set<string>> {
    return new Set((await usableKeys(userId)).keys());
  }

  return {
    list,
    lookup,
    providersWithKeys,
    /** The user's keys or plan changed: the next call reads them afresh. */
    forget(userId: string): void {
      usable.forget(userId);
    },

    async put(userId: string, body: PutProviderKeyBody): Promise<ProviderKeyList> {
      if (!(await isEnterprise(userId))) {
        throw new AppError('forbidden', BILLING_TEXT.byokEnterpriseOnly);
      }
      const values = {
        keyCiphertext: box.seal(body.apiKey, context(userId, body.provider)),
        keyLast4: body.apiKey.slice(-4),
        updatedAt: new Date(),
      };
      await repository.putProviderKey(userId, body.provider, values);
      usable.forget(userId);
      return list(userId);
    },

    async remove(userId: string, provider: KeyedProvider): Promise<ProviderKeyList> {
      await repository.deleteProviderKey(userId, provider);
      usable.forget(userId);
      return list(userId);
    },
  };
}

export type ProviderKeys = ReturnType<typeof createProviderKeys>;
