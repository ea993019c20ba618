import { MAX } from '../../../../contract/conversations.ts';
import { ownValue } from '../../../../contract/own.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';

export type SenderTone =
  'blue' | 'red' | 'indigo' | 'neutral' | 'emerald' | 'violet' | 'amber' | 'rose';

/** How a message row names its sender: an avatar `icon` (the owner's screens) or a `badge`. */
export type Sender = { name: string; tone: SenderTone; icon?: string; badge?: string };

/** SPEC §3 MAX agent slots: name, icon (the Greek letter) and colour. */
const MAX_ICONS = ['α', 'β', 'γ', 'δ', 'ε'] as const;
const MAX_TONES: readonly SenderTone[] = ['blue', 'emerald', 'violet', 'amber', 'rose'];

/**
 * SPEC §2: model-a Primary Agent (blue), model-b Alternative Agent (red), the user, System;
 * MAX slots Alpha…Epsilon each with its own icon and colour.
 */
const SENDERS: Record<string, Sender> = {
  'model-a': { name: DASHBOARD_TEXT.primaryAgent, tone: 'blue', icon: 'A' },
  'model-b': { name: DASHBOARD_TEXT.alternativeAgent, tone: 'red', icon: 'B' },
  user: { name: 'You (intervention)', tone: 'indigo', icon: 'Y' },
  system: { name: 'System', tone: 'neutral', icon: 'S' },
  ...Object.fromEntries(
    MAX.slots.map((slot, index) => [
      slot,
      { name: MAX.names[index]!, tone: MAX_TONES[index]!, icon: MAX_ICONS[index]! },
    ]),
  ),
};

export function senderOf(sender: string): Sender {
  return ownValue(SENDERS, sender) ?? { name: 'Unknown', tone: 'neutral', icon: '?' };
}

/**
 * Classes per tone in both themes: accent bar, top border, avatar, name, badge, dot and
 * highlight ring.
 */
export const TONE_CLASSES: Record<
  SenderTone,
  {
    bar: string;
    top: string;
    avatar: string;
    name: string;
    badge: string;
    dot: string;
    ring: string;
  }
> = {
  blue: {
    bar: 'border-l-blue-500',
    top: 'border-t-blue-500',
    avatar: 'bg-blue-600 text-white',
    name: 'text-blue-700 dark:text-blue-300',
    badge: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-200',
    dot: 'bg-blue-500',
    ring: 'ring-blue-500 bg-blue-50 dark:bg-blue-950/40',
  },
  red: {
    bar: 'border-l-red-500',
    top: 'border-t-red-500',
    avatar: 'bg-red-600 text-white',
    name: 'text-red-700 dark:text-red-300',
    badge: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
    dot: 'bg-red-500',
    ring: 'ring-red-500 bg-red-50 dark:bg-red-950/40',
  },
  indigo: {
    bar: 'border-l-indigo-500',
    top: 'border-t-indigo-500',
    avatar: 'bg-indigo-600 text-white',
    name: 'text-indigo-700 dark:text-indigo-300',
    badge: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200',
    dot: 'bg-indigo-500',
    ring: 'ring-indigo-500 bg-indigo-50 dark:bg-indigo-950/40',
  },
  neutral: {
    bar: 'border-l-zinc-400',
    top: 'border-t-zinc-400',
    avatar: 'bg-zinc-500 text-white',
    name: 'text-muted',
    badge: 'bg-surface-2 text-muted',
    dot: 'bg-zinc-400',
    ring: 'ring-zinc-400 bg-surface-2',
  },
  emerald: {
    bar: 'border-l-emerald-500',
    top: 'border-t-emerald-500',
    avatar: 'bg-emerald-600 text-white',
    name: 'text-emerald-700 dark:text-emerald-300',
    badge: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
    dot: 'bg-emerald-500',
    ring: 'ring-emerald-500 bg-emerald-50 dark:bg-emerald-950/40',
  },
  violet: {
    bar: 'border-l-violet-500',
    top: 'border-t-violet-500',
    avatar: 'bg-violet-600 text-white',
    name: 'text-violet-700 dark:text-violet-300',
    badge: 'bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-200',
    dot: 'bg-violet-500',
    ring: 'ring-violet-500 bg-violet-50 dark:bg-violet-950/40',
  },
  amber: {
    bar: 'border-l-amber-500',
    top: 'border-t-amber-500',
    avatar: 'bg-amber-500 text-amber-950',
    name: 'text-amber-700 dark:text-amber-300',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
    dot: 'bg-amber-500',
    ring: 'ring-amber-500 bg-amber-50 dark:bg-amber-950/40',
  },
  rose: {
    bar: 'border-l-rose-500',
    top: 'border-t-rose-500',
    avatar: 'bg-rose-600 text-white',
    name: 'text-rose-700 dark:text-rose-300',
    badge: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200',
    dot: 'bg-rose-500',
    ring: 'ring-rose-500 bg-rose-50 dark:bg-rose-950/40',
  },
};
