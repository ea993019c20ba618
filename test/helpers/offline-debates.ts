import {
  duelGeneratorMessages,
  maxGeneratedConfigurationSchema,
  maxGeneratorMessages,
  parseGeneratedConfiguration,
} from '../../src/contract/assistant.ts';
import { MAX } from '../../src/contract/conversations.ts';
import { buildPrompt, type PromptTurn } from '../../src/server/providers/prompts.ts';
import { composeReply, isClosing } from '../../src/server/providers/offline/compose.ts';
import type { OfflineTurn } from '../../src/server/providers/offline/read-prompt.ts';

/** Test support: debates played through the real prompt builder, as the runner plays them. */

export type Slot = 'model-a' | 'model-b';

/** A turn played: a closing statement is marked, and the debate stops after the last one. */
export type SimulatedTurn = PromptTurn & { closing?: true };

export type SimulationOptions<S extends string> = {
  seed: number;
  replies: number;
  starter: S;
  /** User interventions, by the index of the reply they come before. */
  interventions?: Record<number, string>;
  documents?: Partial<Record<S, { name: string; content: string }[]>>;
};

/**
 * A duel (slots model-a and model-b) or a MAX round table (alpha..epsilon, in that order, from
 * the starter on), each agent with its instructions.
 */
export function simulate<S extends string>(
  instructions: Record<S, string>,
  opening: string,
  options: SimulationOptions<NoInfer<S>>,
): SimulatedTurn[] {
  const slots = Object.keys(instructions) as S[];
  const mode = slots.includes('model-a' as S) ? 'duel' : 'max';
  const senderName = (slot: string) => MAX.names[(MAX.slots as readonly string[]).indexOf(slot)];
  const turn = (sender: S, content: string): PromptTurn => {
    const name = senderName(sender);
    return { sender, content, ...(mode === 'max' && name ? { senderName: name } : {}) };
  };
  const history: SimulatedTurn[] = [turn(options.starter, opening)];
  let index = slots.indexOf(options.starter);
  for (let i = 0; i < options.replies; i++) {
    index = (index + 1) % slots.length;
    const speaker = slots[index]!;
    const intervention = options.interventions?.[i];
    if (intervention) history.push({ sender: 'user', content: intervention });
    const documents = options.documents?.[speaker];
    const prompt = buildPrompt({
      instructions: instructions[speaker],
      ...(documents ? { documents } : {}),
      history,
      selfSender: speaker,
      mode,
      foldIntoSingleUserMessage: false,
    });
    const reply = composeReply(
      { system: prompt.system ?? '', messages: prompt.messages },
      options.seed,
    );
    history.push({
      ...turn(speaker, reply.text),
      ...(isClosing(reply.text) ? { closing: true } : {}),
    });
    // The engine finishes the debate after the last closing statement (decision 030).
    if (reply.ends) break;
  }
  return history;
}

const assistant = (messages: ReturnType<typeof duelGeneratorMessages>) => {
  const [system, user] = messages;
  return composeReply({ system: system!.content, messages: [user as OfflineTurn] }, 1).text;
};

/** The offline assistant's configuration for a description, as the dashboard asks for it. */
export function generate(description: string) {
  return parseGeneratedConfiguration(assistant(duelGeneratorMessages(description)));
}

/** The offline assistant's five MAX agents and opening line for a description. */
export function generateMax(description: string) {
  return parseGeneratedConfiguration(
    assistant(maxGeneratorMessages(description)),
    maxGeneratedConfigurationSchema,
  );
}

/** What simulate() plays: the agents' instructions by slot and the opening line. */
export type DebateSetup = { instructions: Record<string, string>; opening: string };

/** The assistant's two agents for a description, ready to simulate. */
export function duelSetup(description: string): DebateSetup {
  const setup = generate(description);
  return {
    instructions: {
      'model-a': setup.primaryInstructions,
      'model-b': setup.alternativeInstructions,
    },
    opening: setup.openingMessage,
  };
}

/** The assistant's five MAX agents for a description, ready to simulate. */
export function roundTableSetup(description: string): DebateSetup {
  const setup = generateMax(description);
  return {
    instructions: {
      alpha: setup.alphaInstructions,
      beta: setup.betaInstructions,
      gamma: setup.gammaInstructions,
      delta: setup.deltaInstructions,
      epsilon: setup.epsilonInstructions,
    },
    opening: setup.openingMessage,
  };
}
