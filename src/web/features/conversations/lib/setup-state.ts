import { DUEL, type CreateConversationBody } from '../../../../contract/conversations.ts';

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
