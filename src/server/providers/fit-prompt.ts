import { CHAT_TEXT } from '../../contract/texts.ts';
import { selectKnowledge, type KnowledgeSelection, type KnowledgeSource } from './knowledge.ts';
import {
  buildPrompt,
  buildSystemPrompt,
  speakerLabel,
  spokenTurns,
  type BuildPromptInput,
  type BuiltPrompt,
  type PromptTurn,
} from './prompts.ts';
import { estimatePromptTokens, estimateTokens } from './tokens.ts';

/** What a model can take: its context window and the reply it may write (the output cap). */
export type PromptRoom = { modelId: string; contextWindow: number; maxOutputTokens: number };

/** A prompt that fits its model's context window, and its estimated tokens (decision 017). */
export type FittedPrompt = BuiltPrompt & { promptTokens: number };

/** Thrown, never sent, when a prompt cannot fit the model's context window with its reply. */
export class PromptTooLongError extends Error {
  constructor(room: PromptRoom, promptTokens: number) {
    super(
      CHAT_TEXT.promptTooLong(room.modelId, room.contextWindow, promptTokens, room.maxOutputTokens),
    );
  }
}

/** Knowledge documents may take at most this share of a context window. */
const KNOWLEDGE_SHARE = 0.5;
/** Turns of the conversation the knowledge passages are chosen for (besides the opening). */
const QUERY_TURNS = 3;
/** Tokens a message's framing and a speaker's label may add, from above. */
const TURN_FRAMING_TOKENS = 12;

const promptRoom = (room: PromptRoom) => room.contextWindow - room.maxOutputTokens;

/** Refuses a prompt over its room; otherwise the prompt with its estimate. */
export function checkFits(prompt: BuiltPrompt, room: PromptRoom): FittedPrompt {
  const promptTokens = estimatePromptTokens(prompt);
  if (promptTokens > promptRoom(room)) throw new PromptTooLongError(room, promptTokens);
  return { ...prompt, promptTokens };
}

/**
 * A custom model's documents within what is left of the window after `usedTokens` (and never
 * more than half of it), chosen for `query`.
 */
export function fitKnowledge(
  sources: readonly KnowledgeSource[],
  query: string,
  room: PromptRoom,
  usedTokens: number,
): KnowledgeSelection {
  const budget = Math.min(
    Math.floor(room.contextWindow * KNOWLEDGE_SHARE),
    promptRoom(room) - usedTokens,
  );
  return selectKnowledge(sources, query, Math.max(0, budget));
}

/** A turn's text's tokens: as counted when its message was written, or now. */
const textTokens = (turn: PromptTurn) => turn.tokens ?? estimateTokens(turn.content);

/**
 * A turn's tokens with its speaker's label and framing; `labels` keeps each label's count for one
 * prompt (a debate's history has a few speakers and many turns).
 */
function turnTokens(
  turn: PromptTurn,
  mode: BuildPromptInput['mode'],
  labels: Map<string, number>,
): number {
  const label = speakerLabel(turn, mode);
  let labelTokens = labels.get(label);
  if (labelTokens === undefined) {
    labelTokens = estimateTokens(label);
    labels.set(label, labelTokens);
  }
  return labelTokens + textTokens(turn) + TURN_FRAMING_TOKENS;
}

/**
 * Stands for a turn's text in a prompt's skeleton: one character that `estimateTokens` counts as
 * one token and that joins nothing around it.
 */
const TEXT_PLACEHOLDER = '\u0001';

/** What the skeleton leaves out of a prompt: its documents' passages, counted when indexed. */
type Skeleton = {
  frame: KnowledgeSelection['documents'];
  systemTokens: number;
  contentTokens: number;
};

/**
 * The tokens of the prompt `build` makes from `turns` and the documents, without reading the
 * turns' texts or the documents' passages again (decision 033): the prompt built with each text
 * as the placeholder and the documents as their frames (labels, notes, separators, markers), plus
 * what was counted of each text when its message was written and of the passages when indexed.
 * From above: where a text meets what is around it, `estimateTokens(a + b) ≤ estimateTokens(a) +
 * estimateTokens(b) + 1` (two whitespace runs become one), and the placeholder, which splits runs,
 * counts exactly one; so each text adds at most its tokens + 1 (and the sum is at most 4 a turn
 * above reading the prompt: runs that join across an edge count 1 less). The documents are in the system
 * text (`systemTokens` counts it, decision 017), or, folded into the one user message, add their
 * passages and at most 4 where the system text meets the words around it.
 */
function summedPromptTokens(
  turns: readonly PromptTurn[],
  build: (turns: PromptTurn[], documents: KnowledgeSelection['documents']) => BuiltPrompt,
  skeleton: Skeleton,
): number {
  const built = build(
    turns.map((turn) => ({ ...turn, content: TEXT_PLACEHOLDER })),
    skeleton.frame,
  );
  const texts = turns.reduce((sum, turn) => sum + textTokens(turn) + 1, 0);
  if (built.system) return estimatePromptTokens(built, skeleton.systemTokens) + texts;
  const folded = skeleton.frame.length > 0 ? skeleton.contentTokens + 4 : 0;
  return estimatePromptTokens(built) + folded + texts;
}

/**
 * A debate turn's prompt within its model's context window (decision 017): the instructions
 * whole; the documents' most relevant passages in at most half the window; then the opening
 * line and the most recent turns that fit, with a note of how many were left out between them.
 * Throws PromptTooLongError when even the instructions, the opening and the last turn cannot fit.
 */
export function fitDebatePrompt(
  input: Omit<BuildPromptInput, 'documents' | 'truncated' | 'omittedTurns'> & {
    knowledge?: readonly KnowledgeSource[] | undefined;
    room: PromptRoom;
  },
): FittedPrompt {
  const { room, knowledge, ...prompt } = input;
  const turns = spokenTurns(prompt.history);
  const labels = new Map<string, number>();
  const [opening, ...rest] = turns;
  const essential = [opening, rest.at(-1)].filter((turn) => turn !== undefined);

  let documents: KnowledgeSelection = { documents: [], contentTokens: 0 };
  if (knowledge && knowledge.length > 0) {
    const query = [opening, ...rest.slice(-QUERY_TURNS)].map((turn) => turn?.content).join('\n');
    const used =
      estimateTokens(prompt.instructions) +
      essential.reduce((sum, turn) => sum + turnTokens(turn, prompt.mode, labels), 0) +
      TURN_FRAMING_TOKENS * 3;
    documents = fitKnowledge(knowledge, query, room, used);
  }
  // Counted without reading the documents' text again: their passages were counted when indexed.
  const frame = documents.documents.map(({ name }) => ({ name, content: '' }));
  const systemTokens =
    estimateTokens(buildSystemPrompt(prompt.instructions, frame, documents.truncated)) +
    documents.contentTokens;

  // The most recent turns that fit after the system text, the opening and the notes.
  let left =
    promptRoom(room) -
    systemTokens -
    (opening ? turnTokens(opening, prompt.mode, labels) : 0) -
    TURN_FRAMING_TOKENS * 4;
  let kept = 0;
  for (let i = rest.length - 1; i >= 0; i -= 1) {
    const cost = turnTokens(rest[i]!, prompt.mode, labels);
    if (cost > left) break;
    left -= cost;
    kept += 1;
  }
  const sent = (count: number) => (opening ? [opening, ...rest.slice(rest.length - count)] : []);
  const build =
    (count: number) => (history: PromptTurn[], sentDocuments: KnowledgeSelection['documents']) =>
      buildPrompt({
        ...prompt,
        documents: sentDocuments,
        truncated: documents.truncated,
        history,
        omittedTurns: rest.length - count,
      });
  const skeleton = { frame, systemTokens, contentTokens: documents.contentTokens };
  // The whole is checked, from what was counted; the sums above are from above, so this rarely
  // loops.
  for (let count = kept; ; count -= 1) {
    const promptTokens = summedPromptTokens(sent(count), build(count), skeleton);
    if (promptTokens <= promptRoom(room)) {
      return { ...build(count)(sent(count), documents.documents), promptTokens };
    }
    if (count === 0) throw new PromptTooLongError(room, promptTokens);
  }
}
