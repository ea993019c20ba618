import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { z } from 'zod';
import { useAuth } from '../../../lib/auth.tsx';
import { judgeSetupSchema } from './judge-setup.ts';
import type { AgentSetup, SetupState } from './setup-state.ts';

/**
 * A setup screen's draft (issue 33): what the user chose and typed, kept in local storage per
 * account and mode, so a reload or a new tab finds it. Not a SPEC value.
 */
export type DraftMode = 'duel' | 'max';

/** Bumped when the stored shape changes: a draft of another version is dropped, not misread. */
export const DRAFT_VERSION = 1;

export const draftKey = (userId: string, mode: DraftMode) => `parley.draft.${userId}.${mode}`;

/** What `readDraft` and `writeDraft` need of `localStorage`. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const agentSetupSchema = z.object({
  model: z.string().nullable(),
  personaId: z.string().nullable(),
  systemInstructions: z.string(),
}) satisfies z.ZodType<AgentSetup>;

const draftSchema = <Slot extends string>(slots: readonly [Slot, ...Slot[]]) => {
  const slot = z.enum(slots);
  return z.object({
    version: z.literal(DRAFT_VERSION),
    setup: z.object({
      agents: z.record(slot, agentSetupSchema),
      startingSlot: slot,
      openingLine: z.string(),
      // Options of their own: one that no longer reads right is dropped, the rest kept.
      judge: judgeSetupSchema.optional().catch(undefined),
      format: z.string().optional().catch(undefined),
      ownSeat: slot.nullable().optional().catch(undefined),
      collaborator: z.object({ slot, email: z.string() }).nullable().optional().catch(undefined),
    }),
  });
};

/** Keys whose value is undefined are left out, as the form never holds them. */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * The account's draft for a mode, or null when there is none. A draft that is not the shape
 * written (another version, broken JSON, slots of another mode) is removed.
 */
export function readDraft<Slot extends string>(
  storage: DraftStorage,
  key: string,
  slots: readonly [Slot, ...Slot[]],
): SetupState<Slot> | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const draft = draftSchema(slots).safeParse(value);
  if (!draft.success) {
    storage.removeItem(key);
    return null;
  }
  return withoutUndefined(draft.data.setup) as SetupState<Slot>;
}

/** Keeps the draft, or removes it when `setup` is null (nothing to keep). */
export function writeDraft<Slot extends string>(
  storage: DraftStorage,
  key: string,
  setup: SetupState<Slot> | null,
): void {
  try {
    if (setup === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ version: DRAFT_VERSION, setup }));
  } catch {
    // Storage full or disabled: the draft is simply not kept.
  }
}

function storedDraft<Slot extends string>(
  key: string | null,
  slots: readonly [Slot, ...Slot[]],
): SetupState<Slot> | null {
  if (key === null) return null;
  try {
    return readDraft(localStorage, key, slots);
  } catch {
    return null;
  }
}

/**
 * The setup of a mode's screen, starting from the signed-in account's draft (else `empty`) and
 * kept as its draft on every change; `empty` itself removes the draft. Another account signing
 * in on the same browser starts from its own.
 */
export function useSetupDraft<Slot extends string>(
  mode: DraftMode,
  slots: readonly [Slot, ...Slot[]],
  empty: SetupState<Slot>,
): [SetupState<Slot>, Dispatch<SetStateAction<SetupState<Slot>>>] {
  const { user } = useAuth();
  const key = user ? draftKey(user.id, mode) : null;
  const [held, setHeld] = useState(() => ({
    key,
    setup: storedDraft(key, slots) ?? empty,
  }));
  // The account changed while the screen stayed: its own draft replaces the other's.
  if (held.key !== key) setHeld({ key, setup: storedDraft(key, slots) ?? empty });
  useEffect(() => {
    if (held.key === null) return;
    writeDraft(localStorage, held.key, held.setup === empty ? null : held.setup);
  }, [held, empty]);
  const [setSetup] = useState(
    () => (change: SetStateAction<SetupState<Slot>>) =>
      setHeld((current) => ({
        key: current.key,
        setup: typeof change === 'function' ? change(current.setup) : change,
      })),
  );
  return [held.setup, setSetup];
}
