import { findPersona } from '../../../../contract/personas.ts';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXT,
  DUEL,
  MAX,
  type Conversation,
  type CreateConversationBody,
} from '../../../../contract/conversations.ts';
import { collaboratorEmailProblem, DEFAULT_FORMAT_ID } from '../../../../contract/formats.ts';
import { DASHBOARD_TEXT, MAX_TEXT } from '../../../../contract/texts.ts';
import { stopAtConsensusError, toJudgeBody, type JudgeSetup } from './judge-setup.ts';

export type AgentSlot = (typeof DUEL.slots)[number];
export type MaxSlot = (typeof MAX.slots)[number];

export type AgentSetup = {
  model: string | null;
  personaId: string | null;
  systemInstructions: string;
};

/**
 * The agents by slot, the opening line and who speaks it: SPEC §3 panels A and B, or MAX slots;
 * and the judge options (DESIGN D18), absent until touched.
 */
export type SetupState<Slot extends string = AgentSlot> = {
  agents: Record<Slot, AgentSetup>;
  startingSlot: Slot;
  openingLine: string;
  judge?: JudgeSetup;
  /** The debate format (DESIGN D20; Free when absent) and the seat the owner holds, if any. */
  format?: string;
  ownSeat?: Slot | null;
  /** A seat held by a collaborator, named by their account's email (decision 039). */
  collaborator?: CollaboratorSeat<Slot> | null;
};

export type CollaboratorSeat<Slot extends string = string> = { slot: Slot; email: string };

/** Why the collaborator's seat cannot start yet: its email is missing or malformed. */
export const collaboratorProblem = (collaborator: CollaboratorSeat | null | undefined) =>
  collaborator ? collaboratorEmailProblem(collaborator.email) : null;

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
  }) &&
  setup.openingLine.trim() !== '' &&
  stopAtConsensusError(setup.judge) === null &&
  collaboratorProblem(setup.collaborator) === null;

/** The server's sentence when an agent's instructions are over their limit (as sent: trimmed). */
export function instructionsError(text: string): string | null {
  return text.trim().length > CONVERSATION_LIMITS.instructionsMaxLength
    ? CONVERSATION_TEXT.instructionsTooLong
    : null;
}

/** The server's sentence when the opening line is over its limit (as sent: trimmed). */
export function openingLineError(text: string): string | null {
  return text.trim().length > CONVERSATION_LIMITS.openingLineMaxLength
    ? CONVERSATION_TEXT.openingLineTooLong
    : null;
}

/** The first text over its limit: the instructions of an agent taking part, or the opening. */
const tooLong = <Slot extends string>(setup: SetupState<Slot>, slots: readonly Slot[]) =>
  slots.map((slot) => instructionsError(setup.agents[slot].systemInstructions)).find(Boolean) ??
  openingLineError(setup.openingLine);

/**
 * Why the setup cannot start, or null when it can. SPEC §5: both models, both instructions
 * non-empty and a non-blank opening line; a text over its limit says what and the limit.
 */
export function setupProblem(setup: SetupState): string | null {
  return (
    tooLong(setup, DUEL.slots) ??
    (ready(setup, DUEL.slots) ? null : DASHBOARD_TEXT.completeAllFields)
  );
}

/**
 * Why the MAX session cannot launch, or null when it can. SPEC §5: at least 2 agents with a
 * model, every configured agent has non-blank instructions, and the opening prompt is non-blank.
 */
export function maxSetupProblem(setup: MaxSetupState): string | null {
  const slots = configuredSlots(setup);
  return (
    tooLong(setup, slots) ??
    (slots.length >= MAX.minAgents && ready(setup, slots) ? null : MAX_TEXT.launchNotice)
  );
}

function bodyFor<Slot extends string>(
  mode: CreateConversationBody['mode'],
  setup: SetupState<Slot>,
  slots: readonly Slot[],
  startingSlot: Slot,
): CreateConversationBody {
  const judge = toJudgeBody(setup.judge);
  return {
    ...(judge ? { judge } : {}),
    ...(setup.format && setup.format !== DEFAULT_FORMAT_ID ? { format: setup.format } : {}),
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
        ...(setup.ownSeat === slot ? { seat: 'owner' as const } : {}),
        ...(setup.collaborator?.slot === slot
          ? { seat: { collaborator: setup.collaborator.email.trim() } }
          : {}),
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

/**
 * True when the instructions hold text the user wrote: not blank and not the chosen persona's
 * own text. Choosing another persona then asks before replacing it.
 */
export function holdsOwnInstructions(agent: AgentSetup): boolean {
  const text = agent.systemInstructions.trim();
  if (text === '') return false;
  const persona = agent.personaId ? findPersona(agent.personaId) : undefined;
  return text !== persona?.systemInstructions.trim();
}

/**
 * The change when an agent's model is chosen. A custom model brings its own instructions: they
 * fill a blank box (or replace those the previous custom model filled in), so the setup is
 * complete without retyping them; instructions the user wrote stay.
 */
export function chooseModel(
  agent: AgentSetup,
  model: string,
  customInstructions: (model: string) => string | undefined,
): Partial<AgentSetup> {
  const own = customInstructions(model);
  const previous = agent.model === null ? undefined : customInstructions(agent.model);
  const text = agent.systemInstructions.trim();
  const replaceable = text === '' || (previous !== undefined && text === previous.trim());
  return own !== undefined && replaceable ? { model, systemInstructions: own } : { model };
}

export function updateAgent<Slot extends string>(
  setup: SetupState<Slot>,
  slot: Slot,
  change: Partial<AgentSetup>,
): SetupState<Slot> {
  return { ...setup, agents: { ...setup.agents, [slot]: { ...setup.agents[slot], ...change } } };
}

/**
 * True while nothing is typed or chosen but models (which may be preselected): no persona,
 * instructions or opening line. A debate opened then may fill the setup without losing a draft.
 */
export function isBlankSetup<Slot extends string>(setup: SetupState<Slot>): boolean {
  return (
    setup.openingLine.trim() === '' &&
    Object.values<AgentSetup>(setup.agents).every(
      (agent) => agent.personaId === null && agent.systemInstructions.trim() === '',
    )
  );
}

/** The setup a conversation was started with, so going back to the dashboard can re-run it. */
export function setupFromConversation(conversation: Conversation): SetupState {
  const agentOf = (slot: AgentSlot): AgentSetup => {
    const agent = conversation.agents.find((candidate) => candidate.slot === slot);
    return agent
      ? {
          model: agent.model,
          personaId: agent.personaId,
          systemInstructions: agent.systemInstructions,
        }
      : emptyAgent;
  };
  const opening = conversation.messages.find((message) => message.seq === 1);
  return {
    agents: { 'model-a': agentOf('model-a'), 'model-b': agentOf('model-b') },
    startingSlot: opening?.sender === 'model-b' ? 'model-b' : 'model-a',
    openingLine: opening?.content ?? '',
  };
}
