import { ownValue } from '../../../../contract/own.ts';
import type { LiveSessionInfo } from '../../../../contract/live.ts';

export type LiveSender = {
  name: string;
  badge: string | null;
  tone: 'blue' | 'red' | 'indigo' | 'neutral';
};

/** SPEC §2 live viewer: model-a, model-b and user have names and badges; anything else Unknown. */
const SENDERS: Record<string, LiveSender> = {
  'model-a': { name: 'Primary Agent', badge: 'Primary', tone: 'blue' },
  'model-b': { name: 'Alternative Agent', badge: 'Alternative', tone: 'red' },
  user: { name: 'Human Intervention', badge: 'Moderator', tone: 'indigo' },
};

/** A MAX agent shows its name (Alpha..Epsilon) from the session's agents. */
export function liveSenderOf(sender: string, sessionInfo: LiveSessionInfo | null): LiveSender {
  const known = ownValue(SENDERS, sender);
  if (known) return known;
  const agent =
    sessionInfo?.mode === 'max' ? sessionInfo.agents.find((a) => a.slot === sender) : undefined;
  if (agent) return { name: agent.name, badge: 'Agent', tone: 'neutral' };
  return { name: 'Unknown', badge: null, tone: 'neutral' };
}

export const LIVE_TONES: Record<LiveSender['tone'], { bar: string; badge: string; name: string }> =
  {
    blue: {
      bar: 'border-l-blue-500',
      badge: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-200',
      name: 'text-blue-700 dark:text-blue-300',
    },
    red: {
      bar: 'border-l-red-500',
      badge: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
      name: 'text-red-700 dark:text-red-300',
    },
    indigo: {
      bar: 'border-l-indigo-500',
      badge: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200',
      name: 'text-indigo-700 dark:text-indigo-300',
    },
    neutral: {
      bar: 'border-l-zinc-400',
      badge: 'bg-surface-2 text-muted',
      name: 'text-fg',
    },
  };
