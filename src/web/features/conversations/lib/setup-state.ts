import { DUEL, MAX, type CreateConversationBody } from '../../../../contract/conversations.ts';

export type AgentSlot = (typeof DUEL.slots)[number];
export type MaxSlot = (typeof MAX.slots)[number];

export type AgentSetup = {
  model: string | null;
  personaId: string | null;
  systemInstructions: string;
};

/** The agents by slot, the opening line and who speaks it: SPEC §3 panels A and B, or MAX slots. */
export type SetupState<Slot extends string = AgentSlot> = {
  agents: Record<Slot, AgentSetup>;
  startingSlot: Slot;
  openingLine: string;
};

export type MaxSetupState = SetupState<MaxSlot>;

const emptyAgent: AgentSetup = { model: null, personaId: null, systemInstructions: '' };

const emptyAgents = <Slot extends string>(slots: readonly Slot[]) =>
  Object.fromEntries(slots.map((slot) => [slot, emptyAgent])) as Record<Slot, AgentSetup>;

export const EMPTY_SETUP: SetupState = {
  agents: emptyAgents(DUEL.slots),
  startingSlot: 'model-a',
  openingLine: '',
};

export const EMPTY_MAX_SETUP: MaxSetupState = {
  agents: emptyAgents(MAX.slots),
  startingSlot: 'alpha',
  openingLine: '',
};

/** MAX: an agent takes part once it has a model (SPEC §2 'x/5 Configured'). */
export function configuredSlots(setup: MaxSetupState): MaxSlot[] {
  return MAX.slots.filter((slot) => setup.agents[slot].model !== null);
}

/** The starting agent: the chosen one if it takes part, else the first configured (SPEC §2). */
export function maxStartingSlot(setup: MaxSetupState): MaxSlot | null {
  const slots = configuredSlots(setup);
  return slots.includes(setup.startingSlot) ? setup.startingSlot : (slots[0] ?? null);
}

const ready = <Slot extends string>(setup: SetupState<Slot>, slots: readonly Slot[]) =>
  slots.every((slot) => {
    const agent = setup.agents[slot];
    return agent.model !== null && agent.systemInstructions.trim() !== '';
  }) && setup.openingLine.trim() !== '';

/** SPEC §5: both models, both instructions non-empty and a non-blank opening line. */
export function isSetupComplete(setup: SetupState): boolean {
  return ready(setup, DUEL.slots);
}

/**
 * SPEC §5 MAX launch: at least 2 agents with a model, every configured agent has non-blank
 * instructions, and the opening prompt is non-blank.
 */
export function isMaxSetupComplete(setup: MaxSetupState): boolean {
  const slots = configuredSlots(setup);
  return slots.length >= MAX.minAgents && ready(setup, slots);
}

function bodyFor<Slot extends string>(
  mode: CreateConversationBody['mode'],
  setup: SetupState<Slot>,
  slots: readonly Slot[],
  startingSlot: Slot,
): CreateConversationBody {
  return {
    mode,
    openingLine: setup.openingLine.trim(),
    startingSlot,
    agents: slots.map((slot) => {
      const agent = setup.agents[slot];
      return {
        ...(mode === 'max' ? { slot } : {}),
        model: agent.model ?? '',
        systemInstructions: agent.systemInstructions.trim(),
        ...(agent.personaId ? { personaId: agent.personaId } : {}),
      };
    }),
  };
}

export function toCreateBody(setup: SetupState): CreateConversationBody {
  return bodyFor('duel', setup, DUEL.slots, setup.startingSlot);
}

/** The configured MAX agents on their own slots, in round-robin order. */
export function toMaxCreateBody(setup: MaxSetupState): CreateConversationBody {
  const slots = configuredSlots(setup);
  return bodyFor('max', setup, slots, maxStartingSlot(setup) ?? 'alpha');
}

export function updateAgent<Slot extends string>(
  setup: SetupState<Slot>,
  slot: Slot,
  change: Partial<AgentSetup>,
): SetupState<Slot> {
  return { ...setup, agents: { ...setup.agents, [slot]: { ...setup.agents[slot], ...change } } };
}
