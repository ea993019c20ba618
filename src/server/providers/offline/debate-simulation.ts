import { duelGeneratorMessages, parseGeneratedConfiguration } from '../../../contract/assistant.ts';
import { buildPrompt, type PromptTurn } from '../prompts.ts';
import { composeReply } from './compose.ts';
import type { OfflineTurn } from './read-prompt.ts';

/** Test support: debates played through the real prompt builder, as the runner plays them. */

export type Slot = 'model-a' | 'model-b';

export type SimulationOptions = {
  seed: number;
  replies: number;
  starter: Slot;
  /** User interventions, by the index of the reply they come before. */
  interventions?: Record<number, string>;
  documents?: Partial<Record<Slot, { name: string; content: string }[]>>;
};

export function simulate(
  instructions: Record<Slot, string>,
  opening: string,
  options: SimulationOptions,
): PromptTurn[] {
  const history: PromptTurn[] = [{ sender: options.starter, content: opening }];
  let speaker: Slot = options.starter === 'model-a' ? 'model-b' : 'model-a';
  for (let i = 0; i < options.replies; i++) {
    const intervention = options.interventions?.[i];
    if (intervention) history.push({ sender: 'user', content: intervention });
    const documents = options.documents?.[speaker];
    const prompt = buildPrompt({
      instructions: instructions[speaker],
      ...(documents ? { documents } : {}),
      history,
      selfSender: speaker,
      mode: 'duel',
      foldIntoSingleUserMessage: false,
    });
    const content = composeReply(
      { system: prompt.system ?? '', messages: prompt.messages },
      options.seed,
    );
    history.push({ sender: speaker, content });
    speaker = speaker === 'model-a' ? 'model-b' : 'model-a';
  }
  return history;
}

/** The offline assistant's configuration for a description, as the dashboard asks for it. */
export function generate(description: string) {
  const [system, user] = duelGeneratorMessages(description);
  return parseGeneratedConfiguration(
    composeReply({ system: system!.content, messages: [user as OfflineTurn] }, 1),
  );
}
