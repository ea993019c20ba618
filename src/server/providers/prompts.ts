import { DUEL, USER_LABEL } from '../../contract/conversations.ts';
import { PROMPT_TEXT } from '../../contract/texts.ts';

export type PromptTurn = {
  sender: 'model-a' | 'model-b' | 'user' | 'system' | (string & {});
  senderName?: string;
  content: string;
  /** The content's estimated tokens, counted when the message was written (decision 033). */
  tokens?: number;
};

export type KnowledgeDocument = { name: string; content: string };

export type PromptMessage = { role: 'user' | 'assistant'; content: string };

export type BuiltPrompt = { system?: string; messages: PromptMessage[] };

export type BuildPromptInput = {
  /** The agent's system instructions. */
  instructions: string;
  /** Knowledge documents of a custom model, as sent. */
  documents?: KnowledgeDocument[];
  /** Set when passages of the documents were left out (see knowledge.ts). */
  truncated?: PassagesKept | undefined;
  /** Oldest first. */
  history: PromptTurn[];
  /** Turns left out after the first one to fit the context window (see fit-prompt.ts). */
  omittedTurns?: number;
  /** The sender id of the agent about to speak; its own turns become assistant messages. */
  selfSender: string;
  mode: 'duel' | 'max';
  /** See `foldsIntoSingleUserMessage` (contract) and `foldIntoSingleUserMessage` below. */
  foldIntoSingleUserMessage: boolean;
};

/**
 * A turn of a transcript, named by who said it ("Primary Agent", "User", "Assistant"); the
 * prompt's own note of omitted turns has no label.
 */
export type LabelledTurn = { label: string; content: string };

/** Some providers refuse a request without any user message (Anthropic, Gemini). */
export const KICK_OFF_MESSAGE = 'Please begin the conversation.';

/** Marks each document so both readers and the offline model can find its name. */
export function documentBlock(document: KnowledgeDocument): string {
  return `--- Document: ${document.name} ---\n${document.content.trim()}\n--- End of ${document.name} ---`;
}

export type PassagesKept = { kept: number; total: number };

/**
 * Instructions plus knowledge documents, with SPEC §7's note to cite document names, and a
 * note when only some passages of them are included (`truncated`).
 */
export function buildSystemPrompt(
  instructions: string,
  documents: KnowledgeDocument[] = [],
  truncated?: PassagesKept,
): string {
  const base = instructions.trim();
  if (documents.length === 0) return base;
  const note =
    'You have the following knowledge documents. Use them to support your points, and when you ' +
    'do, cite the document by its name (for example: "According to ' +
    `${documents[0]!.name}, ...").`;
  const kept = truncated && PROMPT_TEXT.passagesOmitted(truncated.kept, truncated.total);
  return [base, note, kept, ...documents.map(documentBlock)].filter(Boolean).join('\n\n');
}

/**
 * SPEC §7: who said a turn, as the prompt names it: the user as User; in a duel the agents by
 * their slot's name (Primary Agent, Alternative Agent); in MAX by the agents' names.
 */
export function speakerLabel(
  turn: Pick<PromptTurn, 'sender' | 'senderName'>,
  mode: 'duel' | 'max',
) {
  if (turn.sender === 'user') return USER_LABEL;
  const slot = mode === 'duel' ? (DUEL.slots as readonly string[]).indexOf(turn.sender) : -1;
  return DUEL.names[slot] ?? turn.senderName ?? turn.sender;
}

/**
 * SPEC §7: models that take no system prompt (`foldsIntoSingleUserMessage`) get the
 * instructions and the labelled history in one user message, then `closing` (what to do next).
 * The one folding of a prompt, for debates and chat completions alike.
 */
export function foldIntoSingleUserMessage(input: {
  system: string;
  turns: LabelledTurn[];
  closing?: string;
}): PromptMessage {
  const transcript = input.turns
    .map((turn) => (turn.label ? `${turn.label}: ${turn.content}` : turn.content))
    .join('\n\n');
  const parts = [
    input.system && `Instructions:\n${input.system}`,
    transcript && `Conversation so far:\n${transcript}`,
    input.closing,
  ];
  return { role: 'user', content: parts.filter(Boolean).join('\n\n') };
}

/** The turns a prompt is made of: system notices and empty turns are not part of it. */
export function spokenTurns(history: readonly PromptTurn[]): PromptTurn[] {
  return history.filter((turn) => turn.sender !== 'system' && turn.content.trim());
}

/** The note standing for omitted turns speaks for no one: it is sent unlabelled. */
const OMISSION_SENDER = 'omitted';

/** Consecutive turns of one role are joined: several providers require alternating roles. */
function appendMessage(messages: PromptMessage[], message: PromptMessage): void {
  const last = messages.at(-1);
  if (last && last.role === message.role) last.content += `\n\n${message.content}`;
  else messages.push({ ...message });
}

/**
 * The prompt for the agent about to speak. Its own earlier turns are assistant messages; every
 * other turn is a user message labelled with its speaker. System notices are not part of it.
 */
export function buildPrompt(input: BuildPromptInput): BuiltPrompt {
  const system = buildSystemPrompt(input.instructions, input.documents, input.truncated);
  const turns = spokenTurns(input.history);
  if (input.omittedTurns) {
    const note = PROMPT_TEXT.earlierMessagesOmitted(input.omittedTurns);
    turns.splice(1, 0, { sender: OMISSION_SENDER, content: note });
  }

  if (input.foldIntoSingleUserMessage) {
    const self = speakerLabel({ sender: input.selfSender }, input.mode);
    const message = foldIntoSingleUserMessage({
      system,
      turns: turns.map((turn) => ({
        label: turn.sender === OMISSION_SENDER ? '' : speakerLabel(turn, input.mode),
        content: turn.content,
      })),
      closing: turns.length > 0 ? `Reply with your next message as ${self}.` : KICK_OFF_MESSAGE,
    });
    return { messages: [message] };
  }

  const messages: PromptMessage[] = [];
  for (const turn of turns) {
    if (turn.sender === input.selfSender) {
      appendMessage(messages, { role: 'assistant', content: turn.content });
    } else {
      const label = turn.sender === OMISSION_SENDER ? '' : `${speakerLabel(turn, input.mode)}: `;
      appendMessage(messages, { role: 'user', content: `${label}${turn.content}` });
    }
  }
  if (messages[0]?.role !== 'user') messages.unshift({ role: 'user', content: KICK_OFF_MESSAGE });
  return { ...(system ? { system } : {}), messages };
}
