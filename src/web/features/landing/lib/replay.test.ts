import { describe, expect, it } from 'vitest';
import type { DemoMessage } from '../data/demo-debate.ts';
import { DEMO_DEBATE } from '../data/demo-debate.ts';
import { THINKING_TICKS, replayFrame, totalTicks } from './replay.ts';

const messages: DemoMessage[] = [
  { speaker: 'model-a', text: 'one two three' },
  { speaker: 'model-b', text: 'four five' },
];

describe('replayFrame', () => {
  it('starts with the first speaker thinking', () => {
    expect(replayFrame(messages, 0)).toEqual([
      { message: messages[0], text: '', status: 'thinking' },
    ]);
  });

  it('streams words one tick at a time', () => {
    expect(replayFrame(messages, THINKING_TICKS + 2)).toEqual([
      { message: messages[0], text: 'one two', status: 'streaming' },
    ]);
  });

  it('finishes a message, then thinks before the next one', () => {
    const frame = replayFrame(messages, THINKING_TICKS + 3 + 1);
    expect(frame.map((entry) => entry.status)).toEqual(['done', 'thinking']);
  });

  it('shows the whole transcript once all ticks have passed', () => {
    const frame = replayFrame(messages, totalTicks(messages));
    expect(frame.map((entry) => entry.text)).toEqual(['one two three', 'four five']);
    expect(frame.every((entry) => entry.status === 'done')).toBe(true);
  });

  it('covers the real demo: eight messages between two agents after a moderator line', () => {
    const frame = replayFrame(DEMO_DEBATE.messages, totalTicks(DEMO_DEBATE.messages));
    expect(frame).toHaveLength(8);
    expect(new Set(frame.map((entry) => entry.message.speaker))).toEqual(
      new Set(['moderator', 'model-a', 'model-b']),
    );
  });
});
