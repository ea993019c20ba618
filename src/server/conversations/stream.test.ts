import { describe, expect, it } from 'vitest';
import {
  applyConversationEvent,
  type ConversationEvent,
  type ConversationView,
} from '../../contract/conversation-events.ts';
import type { ConversationMessage, ConversationState } from '../../contract/conversations.ts';
import { withVerdict, type Verdict } from '../../contract/verdicts.ts';
import {
  createStreamTranslator,
  cursorAfter,
  formatCursor,
  ownerProjection,
  parseCursor,
  resumeEvents,
  type StreamCursor,
} from './stream.ts';

const message = (
  seq: number,
  content: string,
  status: ConversationMessage['status'] = 'complete',
  id = `${seq}0000000-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
): ConversationMessage => ({
  id,
  seq,
  content,
  sender: seq % 2 ? 'model-a' : 'model-b',
  timestamp: new Date(1_700_000_000_000 + seq).toISOString(),
  status,
});

const state: ConversationState = {
  id: 'c',
  title: 'Cars',
  mode: 'duel',
  status: 'running',
  messageCount: 3,
  modelA: 'a',
  modelB: 'b',
  createdAt: '',
  updatedAt: '',
  interventionCount: 0,
  isActive: true,
  isGenerating: true,
  isWaitingForIntervention: false,
  nextResponder: null,
  breakerOpen: false,
  liveCode: 'ABCD-2345',
  agents: [],
  format: null,
  awaitingSeat: null,
  seatTimerMs: 180_000,
};

const snapshot = (messages: ConversationMessage[]): ConversationEvent => ({
  type: 'snapshot',
  conversation: state,
  messages,
});

/** The messages a client shows once it applied `events` to `shown`. */
const apply = (shown: ConversationMessage[], events: ConversationEvent[]) =>
  events.reduce<ConversationView<ConversationState> | null>(applyConversationEvent, {
    ...state,
    messages: shown,
  })!.messages;

function run(events: ConversationEvent[], resumeFrom?: StreamCursor) {
  const sent: { event: ConversationEvent; id: string }[] = [];
  const translate = createStreamTranslator({
    projection: ownerProjection,
    resumeFrom,
    send: (event, id) => sent.push({ event, id }),
  });
  for (const event of events) translate(event);
  return sent;
}

describe('cursors', () => {
  it('round-trip and refuse anything else', () => {
    for (const cursor of [
      { seq: 0 },
      { seq: 12 },
      { seq: 3, partial: { offset: 40, id: 'ab12cd34' } },
    ]) {
      expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
    }
    for (const bad of ['', 'x', '1.2', '-1', '1.2.zz', '1'.repeat(20)]) {
      expect(parseCursor(bad)).toBeUndefined();
    }
  });
});

describe('a conversation stream, reconnecting anywhere', () => {
  // A whole session: a finished opening, a reply streamed in three deltas, then the next reply.
  const streaming = message(2, '', 'streaming');
  const events: ConversationEvent[] = [
    snapshot([message(1, 'Opening')]),
    { type: 'message', message: streaming },
    { type: 'delta', seq: 2, text: 'Hel' },
    { type: 'delta', seq: 2, text: 'lo ' },
    { type: 'delta', seq: 2, text: 'there' },
    { type: 'message', message: message(2, 'Hello there') },
    { type: 'message', message: message(3, '', 'streaming') },
    { type: 'delta', seq: 3, text: 'No' },
  ];
  const final = [message(1, 'Opening'), message(2, 'Hello there'), message(3, 'No', 'streaming')];

  it('gives, after every event, a cursor from which a resume shows exactly the final state', () => {
    const sent = run(events);
    const expected = apply(
      [],
      sent.map((s) => s.event),
    );
    expect(expected.map((m) => m.content)).toEqual(['Opening', 'Hello there', 'No']);
    for (let cut = 1; cut <= sent.length; cut += 1) {
      const before = apply(
        [],
        sent.slice(0, cut).map((s) => s.event),
      );
      const cursor = parseCursor(sent[cut - 1]!.id)!;
      const resumed = run([snapshot(final)], cursor);
      // Resumed, not started again: the state, then only what was missed.
      expect(resumed[0]!.event.type).toBe('state');
      const after = apply(
        before,
        resumed.map((s) => s.event),
      );
      expect(after).toEqual(expected);
      // No duplicate text: a resume mid-message sends only the rest of it.
      const deltas = resumed.flatMap((s) => (s.event.type === 'delta' ? [s.event.text] : []));
      expect(deltas.join('').length).toBeLessThanOrEqual('Hello there'.length);
    }
  });

  it('tells a viewer that a message it saw being written was discarded', () => {
    const cursor = cursorAfter({ ...message(3, 'Half', 'streaming') });
    const replaced = message(3, 'Other', 'streaming', 'ffffffff-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    expect(resumeEvents(cursor, [message(1, 'Opening'), message(2, 'Hi'), replaced])).toEqual([
      { type: 'discarded', seq: 3 },
      { type: 'message', message: { ...replaced } },
    ]);
  });

  it('resends whole the replies a dead process published but never saved, before the one it began', () => {
    // The viewer saw reply 2 finish and reply 3 begin; the process died before saving either
    // (reply 2's draft came back interrupted, reply 3 is gone).
    const cursor = cursorAfter(message(3, 'Half', 'streaming'));
    const saved = message(2, 'Hel', 'interrupted');
    const events = resumeEvents(cursor, [message(1, 'Opening'), saved]);
    expect(events).toEqual([
      { type: 'message', message: saved },
      { type: 'discarded', seq: 3 },
    ]);
    const shown = [
      message(1, 'Opening'),
      message(2, 'Hello there'),
      message(3, 'Half', 'streaming'),
    ];
    expect(apply(shown, events!)).toEqual([message(1, 'Opening'), saved]);
  });

  it('resends whole the last message a viewer saw finish (a dead process may not have saved it)', () => {
    const saved = { ...message(2, 'Hel', 'interrupted') };
    expect(resumeEvents({ seq: 2 }, [message(1, 'Opening'), saved])).toEqual([
      { type: 'message', message: saved },
    ]);
  });

  it('answers a cursor ahead of the conversation with a whole snapshot', () => {
    const sent = run([snapshot([message(1, 'Only')])], { seq: 9 });
    expect(sent.map((s) => s.event.type)).toEqual(['snapshot']);
    expect(sent[0]!.id).toBe('1');
  });

  it('moves the cursor back when the message being written is discarded', () => {
    const sent = run([...events, { type: 'discarded', seq: 3 }]);
    expect(sent.at(-1)).toEqual({ event: { type: 'discarded', seq: 3 }, id: '2' });
  });
});

describe('verdicts and the end on the stream', () => {
  const verdict: Verdict = {
    id: 'v1',
    conversationId: 'c',
    judgeModel: 'parley-sparring-partner',
    createdAt: new Date(0).toISOString(),
    messageCount: 3,
    summary: 'Close.',
    positions: [],
    arguments: [],
    agreements: [],
    disagreements: [],
    winner: null,
    confidence: 0.5,
    consensus: 30,
    panel: [],
    agreement: 0,
  };

  it('passes a verdict on with the cursor the viewer has, and changes no message', () => {
    const sent = run([
      snapshot([message(1, 'Opening')]),
      { type: 'message', message: message(2, '', 'streaming') },
      { type: 'delta', seq: 2, text: 'Hi' },
      { type: 'verdict', verdict },
      { type: 'ended' },
    ]);
    expect(sent.at(-2)).toEqual({ event: { type: 'verdict', verdict }, id: sent.at(-3)!.id });
    expect(sent.at(-1)).toEqual({ event: { type: 'ended' }, id: sent.at(-3)!.id });
    const shown = apply(
      [],
      sent.slice(0, -2).map((s) => s.event),
    );
    expect(apply(shown, [{ type: 'verdict', verdict }])).toEqual(shown);
  });

  it('keeps one of each verdict, oldest first, however often it arrives', () => {
    const later = { ...verdict, id: 'v2', createdAt: new Date(1000).toISOString() };
    expect(withVerdict(withVerdict(withVerdict([], later), verdict), later)).toEqual([
      verdict,
      later,
    ]);
  });
});
