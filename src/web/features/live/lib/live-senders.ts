import { ownValue } from '../../../../contract/own.ts';
import type { LiveSessionInfo } from '../../../../contract/live.ts';
// The MAX slots' colours, as on the owner's screen.
import { senderOf, type Sender } from '../../session/lib/senders.ts';

/** SPEC §2 live viewer: model-a, model-b and user have names and badges; anything else Unknown. */
const SENDERS: Record<string, Sender> = {
  'model-a': { name: 'Primary Agent', badge: 'Primary', tone: 'blue' },
  'model-b': { name: 'Alternative Agent', badge: 'Alternative', tone: 'red' },
  user: { name: 'Human Intervention', badge: 'Moderator', tone: 'indigo' },
};

const UNKNOWN: Sender = { name: 'Unknown', tone: 'neutral' };

/** A MAX agent shows its name (Alpha..Epsilon) from the session's agents, in its slot's colour. */
export function liveSenderOf(sender: string, sessionInfo: LiveSessionInfo | null): Sender {
  const known = ownValue(SENDERS, sender);
  if (known) return known;
  const agent =
    sessionInfo?.mode === 'max' ? sessionInfo.agents.find((a) => a.slot === sender) : undefined;
  if (agent) return { name: agent.name, badge: 'Agent', tone: senderOf(agent.slot).tone };
  return UNKNOWN;
}
