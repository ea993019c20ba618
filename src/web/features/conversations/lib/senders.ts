import { ownValue } from '../../../../contract/own.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';

export type SenderTone = 'blue' | 'red' | 'indigo' | 'neutral';

type Sender = {
  name: string;
  tone: SenderTone;
  /** The avatar letter, as on the setup cards. */ badge: string;
};

/** SPEC §2: model-a Primary Agent (blue), model-b Alternative Agent (red), the user, System. */
const SENDERS: Record<string, Sender> = {
  'model-a': { name: DASHBOARD_TEXT.primaryAgent, tone: 'blue', badge: 'A' },
  'model-b': { name: DASHBOARD_TEXT.alternativeAgent, tone: 'red', badge: 'B' },
  user: { name: 'You (intervention)', tone: 'indigo', badge: 'Y' },
  system: { name: 'System', tone: 'neutral', badge: 'S' },
};

export function senderOf(sender: string): Sender {
  return ownValue(SENDERS, sender) ?? { name: 'Unknown', tone: 'neutral', badge: '?' };
}

/** Classes per tone: accent bar, avatar and name, in both themes. */
export const TONE_CLASSES: Record<SenderTone, { bar: string; avatar: string; name: string }> = {
  blue: {
    bar: 'border-l-blue-500',
    avatar: 'bg-blue-600 text-white',
    name: 'text-blue-700 dark:text-blue-300',
  },
  red: {
    bar: 'border-l-red-500',
    avatar: 'bg-red-600 text-white',
    name: 'text-red-700 dark:text-red-300',
  },
  indigo: {
    bar: 'border-l-indigo-500',
    avatar: 'bg-indigo-600 text-white',
    name: 'text-indigo-700 dark:text-indigo-300',
  },
  neutral: {
    bar: 'border-l-zinc-400',
    avatar: 'bg-zinc-500 text-white',
    name: 'text-muted',
  },
};
