import { describe, expect, it } from 'vitest';
import { DUEL, MAX } from '../../../../contract/conversations.ts';
import {
  DRAFT_VERSION,
  draftKey,
  readDraft,
  writeDraft,
  type DraftStorage,
} from './setup-draft.ts';
import { EMPTY_MAX_SETUP, EMPTY_SETUP, updateAgent, type SetupState } from './setup-state.ts';

/** Local storage's contract over a Map: what the browser's own does, for Node. */
class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const full: SetupState = {
  ...updateAgent(EMPTY_SETUP, 'model-a', {
    model: 'parley-sparring-partner',
    personaId: 'nurse',
    systemInstructions: 'You argue for the motion.',
  }),
  startingSlot: 'model-b',
  openingLine: 'Should cities ban cars?',
  judge: { panel: ['gpt-4o'], everyCheckpoint: true, stopAtConsensus: '80' },
  format: 'oxford',
  ownSeat: 'model-b',
  collaborator: null,
};

describe('setup drafts', () => {
  it('reads back every part of a setup written', () => {
    const storage = new MemoryStorage();
    const key = draftKey('user-1', 'duel');
    writeDraft(storage, key, full);
    expect(readDraft(storage, key, DUEL.slots)).toEqual(full);
    const max = updateAgent({ ...EMPTY_MAX_SETUP, openingLine: 'Go' }, 'gamma', {
      model: 'm',
      systemInstructions: 'x',
    });
    writeDraft(storage, draftKey('user-1', 'max'), max);
    expect(readDraft(storage, draftKey('user-1', 'max'), MAX.slots)).toEqual(max);
  });

  it('keeps each account’s and each mode’s draft apart', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, draftKey('user-1', 'duel'), full);
    expect(readDraft(storage, draftKey('user-2', 'duel'), DUEL.slots)).toBeNull();
    expect(readDraft(storage, draftKey('user-1', 'max'), MAX.slots)).toBeNull();
    expect(draftKey('user-1', 'duel')).not.toBe(draftKey('user-2', 'duel'));
  });

  it('drops a draft of another version, broken JSON or another shape, and removes it', () => {
    const key = draftKey('user-1', 'duel');
    for (const text of [
      '',
      '{',
      '[]',
      JSON.stringify(full),
      JSON.stringify({ version: DRAFT_VERSION + 1, setup: full }),
      JSON.stringify({ version: DRAFT_VERSION, setup: { ...full, startingSlot: 'alpha' } }),
      JSON.stringify({ version: DRAFT_VERSION, setup: { ...full, openingLine: 5 } }),
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(key, text);
      expect(readDraft(storage, key, DUEL.slots)).toBeNull();
      expect(storage.getItem(key)).toBeNull();
    }
  });

  it('keeps the rest when one option no longer reads right', () => {
    const storage = new MemoryStorage();
    const key = draftKey('user-1', 'duel');
    storage.setItem(
      key,
      JSON.stringify({
        version: DRAFT_VERSION,
        setup: { ...full, judge: { panel: 'gpt-4o' }, ownSeat: 'gamma' },
      }),
    );
    const { judge: _judge, ownSeat: _ownSeat, ...rest } = full;
    expect(readDraft(storage, key, DUEL.slots)).toEqual(rest);
  });

  it('removes the draft when there is nothing to keep', () => {
    const storage = new MemoryStorage();
    const key = draftKey('user-1', 'duel');
    writeDraft(storage, key, full);
    writeDraft(storage, key, null);
    expect(storage.items.size).toBe(0);
  });
});
