import type {
  Conversation,
  ConversationAgent,
  ConversationMessage,
  ConversationSummary,
} from '../../contract/conversations.ts';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { modelLabel } from '../../contract/custom-models.ts';
import { cutAtWord } from '../../contract/plain-text.ts';
import { type EngineState } from './engine-types.ts';
import { isActive, isGenerating } from './engine-rules.ts';
import { formatView } from './engine-format.ts';
import { messageTokens } from './message-tokens.ts';
import type { AgentRow, ConversationRow, MessageRow } from './repository.ts';

/** A message as its conversation's owner sees it: with an error report's detail. */
export function toMessage(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    seq: row.seq,
    content: row.content,
    sender: row.sender,
    timestamp: row.createdAt.toISOString(),
    status: row.status,
    ...(row.phase ? { phase: row.phase } : {}),
    ...(row.detail ? { detail: row.detail } : {}),
  };
}

/**
 * A message as anyone but its owner sees it (live viewers, by stream or poll, and exports): its
 * content only, which for an error report is SPEC §8's text for the provider, never the
 * upstream's words (issue 27). The one rule every viewer's projection goes through.
 */
export function messageForViewer(message: ConversationMessage): ConversationMessage {
  return {
    id: message.id,
    seq: message.seq,
    sender: message.sender,
    content: message.content,
    timestamp: message.timestamp,
    status: message.status,
    ...(message.phase ? { phase: message.phase } : {}),
  };
}

export function toAgent(row: AgentRow): ConversationAgent {
  return {
    slot: row.slot,
    name: row.name,
    model: row.customModelId ? `custom-${row.customModelId}` : row.modelId,
    personaId: row.personaId,
    systemInstructions: row.systemInstructions,
    seat: row.seat,
  };
}

/**
 * The agents' views of each agents array seen (a host's never changes): a state event, two a turn,
 * does not sort and copy them again.
 */
const viewsOf = new WeakMap<readonly AgentRow[], ConversationAgent[]>();

/** The agents in speaking order, as the API shows them (shared, so frozen). */
function agentViews(agents: readonly AgentRow[]): ConversationAgent[] {
  let views = viewsOf.get(agents);
  if (!views) {
    views = Object.freeze(
      [...agents].sort((a, b) => a.position - b.position).map((row) => Object.freeze(toAgent(row))),
    ) as ConversationAgent[];
    viewsOf.set(agents, views);
  }
  return views;
}

/** `live`: the engine's state, which wins over the row's copy of its status and count. */
function summaryOf(
  row: ConversationRow,
  agents: ConversationAgent[],
  live: Pick<EngineState, 'status' | 'messageCount'> = row,
): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    mode: row.mode,
    status: live.status,
    messageCount: live.messageCount,
    modelA: agents[0]?.model ?? '',
    modelB: agents[1]?.model ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: ConversationRow, agents: readonly AgentRow[]): ConversationSummary {
  return summaryOf(row, agentViews(agents));
}

/** The conversation as the API shows it; `state` (the live engine state) wins over the row. */
export function toConversationState(
  row: ConversationRow,
  agents: readonly AgentRow[],
  state: EngineState,
): Omit<Conversation, 'messages'> {
  const views = agentViews(agents);
  // Object.assign rather than a spread followed by more keys: V8 makes that object slowly, about
  // 1 µs a key added (13 µs here, against 1 µs; a turn makes two of them).
  return Object.assign(summaryOf(row, views, state), {
    interventionCount: state.interventionCount,
    isActive: isActive(state),
    isGenerating: isGenerating(state),
    isWaitingForIntervention: state.status === 'waiting',
    nextResponder: state.nextSlot,
    breakerOpen: state.breakerOpen,
    liveCode: row.liveCode,
    agents: views,
    format: state.format && formatView(state.format, state.slots.length),
    awaitingSeat: state.pending?.kind === 'seat' ? state.pending.slot : null,
    seatTimerMs: state.seatTimerMs,
  });
}

/** A snapshot event of the conversation: its state, and its messages apart. */
export function snapshotOf({ messages, ...conversation }: Conversation): ConversationEvent {
  return { type: 'snapshot', conversation, messages };
}

export function toConversation(
  row: ConversationRow,
  agents: readonly AgentRow[],
  state: EngineState,
  messages: ConversationMessage[],
): Conversation {
  return Object.assign(toConversationState(row, agents, state), { messages });
}

/**
 * A held conversation as the API shows it: the streaming message (`reply`) with what the events
 * so far showed of it, since held deltas follow a snapshot.
 */
export function heldView(
  row: ConversationRow,
  agents: readonly AgentRow[],
  state: EngineState,
  messages: readonly MessageRow[],
  reply: { row: { id: string }; shown: string } | null,
): Conversation {
  const shown = messages.map((message) => {
    const view = toMessage(message);
    return reply?.row.id === message.id ? { ...view, content: reply.shown } : view;
  });
  return toConversation(row, agents, state, shown);
}

/** What the agents have said: finished messages, oldest first, notices and errors left out. */
export function spokenHistory(messages: readonly MessageRow[], agents: readonly AgentRow[]) {
  return messages
    .filter(
      (row) => row.status !== 'error' && row.status !== 'streaming' && row.sender !== 'system',
    )
    .map((row) => ({
      sender: row.sender,
      senderName:
        agents.find((agent) => agent.slot === row.sender)?.name ??
        (row.sender === 'user' ? 'User' : row.sender),
      content: row.content,
      tokens: messageTokens(row),
    }));
}

/** Who speaks for an agent: its model, the owner or a collaborator in person (DESIGN D20). */
const HELD_BY = { owner: 'the owner, in person', collaborator: 'a collaborator, in person' };

/**
 * The transcript as markdown, ending with `trailer` (its verdicts' lines, DESIGN D18); agents'
 * custom models named by `modelLabels` (SPEC §3's labels, by picker id).
 */
export function toMarkdown(
  conversation: Conversation,
  {
    trailer = [],
    modelLabels = new Map(),
  }: { trailer?: readonly string[]; modelLabels?: ReadonlyMap<string, string> } = {},
): string {
  const heldBy = (agent: Conversation['agents'][number]) =>
    agent.seat === 'model' ? modelLabel(agent.model, modelLabels) : HELD_BY[agent.seat];
  const senderLabel = (sender: string) => {
    if (sender === 'user') return 'User';
    if (sender === 'system') return 'System';
    const agent = conversation.agents.find((candidate) => candidate.slot === sender);
    return agent ? `${agent.name} (${heldBy(agent)})` : sender;
  };
  const lines = [
    `# ${conversation.title}`,
    '',
    `- Mode: ${conversation.mode === 'duel' ? 'Two agents' : 'MAX'}`,
    `- Started: ${conversation.createdAt}`,
    `- Messages: ${conversation.messageCount}`,
    ...(conversation.format ? [`- Format: ${conversation.format.name}`] : []),
    '',
    '## Agents',
    '',
    ...conversation.agents.map((agent) => `- **${agent.name}**: ${heldBy(agent)}`),
    '',
    '## Transcript',
  ];
  for (const message of conversation.messages) {
    const note =
      (message.phase ? ` · ${message.phase}` : '') +
      (message.status === 'complete' ? '' : ` _(${message.status})_`);
    lines.push(
      '',
      `### ${message.seq}. ${senderLabel(message.sender)}${note}`,
      '',
      `_${message.timestamp}_`,
      '',
      message.content,
    );
  }
  // Not lines.push(...more): a spread into a call puts every line on the stack (issue 27).
  return [...lines, ...trailer].join('\n') + '\n';
}

export function exportFileName(conversation: Conversation, format: 'md' | 'json'): string {
  const slug =
    cutAtWord(conversation.title, 40)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'conversation';
  return `parley-${slug}-${conversation.id.slice(0, 8)}.${format}`;
}
