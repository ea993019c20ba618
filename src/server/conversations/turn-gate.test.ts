import { describe, expect, it } from 'vitest';
import type { UsageEventInput } from '../usage/service.ts';
import { usageRecordingGate, type TurnRequest } from './turn-gate.ts';

const turn: TurnRequest = {
  userId: '00000000-0000-4000-8000-0000000000aa',
  conversationId: '00000000-0000-4000-8000-000000000001',
  modelId: 'gpt-4o',
  modelClass: 'premium',
  promptTokens: 900,
  maxOutputTokens: 4000,
};

/** What is recorded of a turn: whose call, on which model (not what was reserved). */
const recordedOf = ({ userId, conversationId, modelId, modelClass }: TurnRequest) => ({
  userId,
  conversationId,
  modelId,
  modelClass,
});

function recordingGate() {
  const recorded: UsageEventInput[] = [];
  const gate = usageRecordingGate({
    record: async (event) => {
      recorded.push(event);
    },
  });
  return { gate, recorded };
}

describe('usageRecordingGate', () => {
  it('allows every turn and records the usage its provider call reported', async () => {
    const { gate, recorded } = recordingGate();
    const admission = await gate(turn);
    if (!admission.allowed) throw new Error('refused');
    expect(recorded).toEqual([]);
    await admission.settle({ promptTokens: 120, completionTokens: 45 });
    expect(recorded).toEqual([{ ...recordedOf(turn), promptTokens: 120, completionTokens: 45 }]);
  });

  it('records nothing for a call that reported no usage (failed or cut)', async () => {
    const { gate, recorded } = recordingGate();
    const admission = await gate(turn);
    if (!admission.allowed) throw new Error('refused');
    await admission.settle(null);
    expect(recorded).toEqual([]);
  });

  it('records each turn under its own conversation and model', async () => {
    const { gate, recorded } = recordingGate();
    const other: TurnRequest = {
      ...turn,
      conversationId: '00000000-0000-4000-8000-000000000002',
      modelId: 'claude-sonnet-4',
    };
    const [first, second] = await Promise.all([gate(turn), gate(other)]);
    if (!first.allowed || !second.allowed) throw new Error('refused');
    await second.settle({ promptTokens: 1, completionTokens: 2 });
    await first.settle({ promptTokens: 3, completionTokens: 4 });
    expect(recorded).toEqual([
      { ...recordedOf(other), promptTokens: 1, completionTokens: 2 },
      { ...recordedOf(turn), promptTokens: 3, completionTokens: 4 },
    ]);
  });

  it('passes on a failure to record, for the runner to report', async () => {
    const gate = usageRecordingGate({
      record: async () => {
        throw new Error('database went away');
      },
    });
    const admission = await gate(turn);
    if (!admission.allowed) throw new Error('refused');
    await expect(admission.settle({ promptTokens: 1, completionTokens: 1 })).rejects.toThrow(
      'database went away',
    );
  });
});
