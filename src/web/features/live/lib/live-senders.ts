import { ownValue } from '../../../../contract/own.ts';
import type { LiveSessionInfo } from '../../../../contract/live.ts';
// The MAX slots' colours, as on the owner's screen.
import { senderOf, TONE_CLASSES, type SenderTone } from '../../session/lib/senders.ts';

export type LiveSender = { name: string; badge: string | null; tone: SenderTone };

/** SPEC §2 live viewer: model-a, model-b and user have names and badges; anything else Unknown. */
const SENDERS: Record<string, LiveSender> = {
  'model-a': { name: 'Primary Agent', badge: 'Primary', tone: 'blue' },
  'model-b': { name: 'Alternative Agent', badge: 'Alternative', tone: 'red' },
  user: { name: 'Human Intervention', badge: 'Moderator', tone: 'indigo' },
};

/** A MAX agent shows its name (Alpha..Epsilon) from the session's agents, in its slot's colour. */
export function liveSenderOf(sender: string, sessionInfo: LiveSessionInfo | null): LiveSender {
  const known = ownValue(SENDERS, sender);
  if (known) return known;
  const agent =
    sessionInfo?.mode === 'max' ? sessionInfo.agents.find((a) => a.slot === sender) : undefined;
  if (agent) return { name: agent.name, badge: 'Agent', tone: senderOf(agent.slot).tone };
  return { name: 'Unknown', badge: null, tone: 'neutral' };
}

/** Badge colours per tone; bar and name colours are the conversation view's (TONE_CLASSES). */
const BADGES: Record<SenderTone, string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
  indigo: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200',
  neutral: 'bg-surface-2 text-muted',
  emerald: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  violet: 'bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  rose: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200',
};

export const LIVE_TONES = Object.fromEntries(
  Object.entries(TONE_CLASSES).map(([tone, classes]) => [
    tone,
    {
      bar: classes.bar,
      name: tone === 'neutral' ? 'text-fg' : classes.name,
      badge: BADGES[tone as SenderTone],
    },
  ]),
) as Record<SenderTone, { bar: string; badge: string; name: string }>;
