import type { DemoMessage } from '../data/demo-debate.ts';

/** Ticks of "thinking" before each message starts streaming. */
export const THINKING_TICKS = 14;

export type ReplayEntry = {
  message: DemoMessage;
  /** The words revealed so far. */
  text: string;
  status: 'thinking' | 'streaming' | 'done';
};

const wordsOf = (text: string) => text.split(' ');

/** Ticks needed to play the whole transcript. */
export function totalTicks(messages: readonly DemoMessage[]): number {
  return messages.reduce((sum, message) => sum + THINKING_TICKS + wordsOf(message.text).length, 0);
}

/** What the replay shows after `tick` ticks: earlier messages whole, the current one in part. */
export function replayFrame(messages: readonly DemoMessage[], tick: number): ReplayEntry[] {
  const entries: ReplayEntry[] = [];
  let remaining = Math.max(0, tick);
  for (const message of messages) {
    if (remaining < THINKING_TICKS) {
      if (remaining > 0 || entries.length === 0)
        entries.push({ message, text: '', status: 'thinking' });
      break;
    }
    remaining -= THINKING_TICKS;
    const words = wordsOf(message.text);
    if (remaining < words.length) {
      entries.push({ message, text: words.slice(0, remaining).join(' '), status: 'streaming' });
      break;
    }
    entries.push({ message, text: message.text, status: 'done' });
    remaining -= words.length;
  }
  return entries;
}
