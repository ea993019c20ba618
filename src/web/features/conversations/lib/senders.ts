import { ownValue } from '../../../../contract/own.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';

export type SenderTone = 'blue' | 'red' | 'indigo' | 'neutral';

/** SPEC §2: model-a Primary Agent (blue), model-b Alternative Agent (red), the user, System. */
const SENDERS: Record<string, { name: string; tone: SenderTone }> = {
  'model-a': { name: DASHBOARD_TEXT.primaryAgent, tone: 'blue' },
  'model-b': { name: DASHBOARD_TEXT.alternativeAgent, tone: 'red' },
  user: { name: 'You (intervention)', tone: 'indigo' },
  system: { name: 'System', tone: 'neutral' },
};

export function senderOf(sender: string): { name: string; tone: SenderTone } {
  return ownValue(SENDERS, sender) ?? { name: 'Unknown', tone: 'neutral' };
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
