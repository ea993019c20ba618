import {
  DUEL,
  type Conversation,
  type CreateConversationBody,
} from '../../../../contract/conversations.ts';

export type AgentSlot = (typeof DUEL.slots)[number];

export type AgentSetup = {
  model: string | null;
  personaId: string | null;
  systemInstructions: string;
};

/** SPEC §3 panels A and B plus the opening line and who speaks it. */
export type SetupState = {
  agents: Record<AgentSlot, AgentSetup>;
  startingSlot: AgentSlot;
  openingLine: string;
};

const emptyAgent: AgentSetup = { model: null, personaId: null, systemInstructions: '' };

export const EMPTY_SETUP: SetupState = {
  agents: { 'model-a': emptyAgent, 'model-b': emptyAgent },
  startingSlot: 'model-a',
  openingLine: '',
};

/** SPEC §5: both models, both instructions non-empty and a non-blank opening line. */
export function isSetupComplete(setup: SetupState): boolean {
  return (
    DUEL.slots.every((slot) => {
      const agent = setup.agents[slot];
      return agent.model !== null && agent.systemInstructions.trim() !== '';
    }) && setup.openingLine.trim() !== ''
  );
}

export function toCreateBody(setup: SetupState): CreateConversationBody {
  return {
    mode: 'duel',
    openingLine: setup.openingLine.trim(),
    startingSlot: setup.startingSlot,
    agents: DUEL.slots.map((slot) => {
      const agent = setup.agents[slot];
      return {
        model: agent.model ?? '',
        systemInstructions: agent.systemInstructions.trim(),
        ...(agent.personaId ? { personaId: agent.personaId } : {}),
      };
    }),
  };
}

export function updateAgent(
  setup: SetupState,
  slot: AgentSlot,
  change: Partial<AgentSetup>,
): SetupState {
  return { ...setup, agents: { ...setup.agents, [slot]: { ...setup.agents[slot], ...change } } };
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

/** Not a SPEC value: the last setup, kept for this tab so a page change does not lose it. */
const LAST_SETUP_KEY = 'parley.lastSetup';

export function rememberSetup(setup: SetupState): void {
  try {
    sessionStorage.setItem(LAST_SETUP_KEY, JSON.stringify(setup));
  } catch {
    // Storage full or disabled: the setup is simply not kept.
  }
}

export function recalledSetup(): SetupState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(LAST_SETUP_KEY) ?? 'null') as SetupState | null;
    const valid =
      saved !== null &&
      typeof saved.openingLine === 'string' &&
      DUEL.slots.every((slot) => typeof saved.agents?.[slot]?.systemInstructions === 'string');
    return valid ? saved : EMPTY_SETUP;
  } catch {
    return EMPTY_SETUP;
  }
}
