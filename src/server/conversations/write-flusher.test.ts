import { describe, expect, it } from 'vitest';
import { noOutages } from '../db/availability.ts';
import { LeaseLostError, type Fence } from './repository.ts';
import { createWriteFlusher } from './write-flusher.ts';
import type { NetWrites } from './write-ops.ts';

describe('createWriteFlusher', () => {
  it('writes the net effect of each conversation, fenced by each one’s own epoch', async () => {
    const seen: { nets: NetWrites[]; fence: Fence | null }[] = [];
    const flusher = createWriteFlusher({
      fenceOwner: 'process-a',
      outages: noOutages,
      writeBatch: async (nets, fence) => {
        seen.push({ nets, fence });
        return new Set(['b']);
      },
    });
    const [a, b] = await Promise.allSettled([
      flusher.write('a', 3, [{ kind: 'deleteMessage', seq: 2 }, { kind: 'deleteConversation' }]),
      flusher.write('b', 7, [{ kind: 'deleteMessage', seq: 2 }]),
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.nets.map((net) => [net.conversationId, net.deleted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(seen[0]!.fence).toEqual({
      owner: 'process-a',
      epochs: new Map([
        ['a', 3],
        ['b', 7],
      ]),
    });
    expect(a.status).toBe('fulfilled');
    expect(b.status === 'rejected' && b.reason).toBeInstanceOf(LeaseLostError);
  });

  it('writes unfenced when this process is the database’s only one', async () => {
    const fences: (Fence | null)[] = [];
    const flusher = createWriteFlusher({
      fenceOwner: null,
      outages: noOutages,
      writeBatch: async (_nets, fence) => {
        fences.push(fence);
        return new Set();
      },
    });
    await flusher.write('a', 1, [{ kind: 'deleteMessage', seq: 2 }]);
    expect(fences).toEqual([null]);
  });
});
