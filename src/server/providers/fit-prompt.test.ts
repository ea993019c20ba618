import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROMPT_TEXT } from '../../contract/texts.ts';
import { checkFits, fitDebatePrompt, PromptTooLongError } from './fit-prompt.ts';
import { indexPassages } from './knowledge.ts';
import { estimatePromptTokens, estimateTokens } from './tokens.ts';

const room = { modelId: 'gemma2-9b-it', contextWindow: 8192, maxOutputTokens: 4096 };
const opening = { sender: 'model-a', content: 'Motion: cities should ban private cars.' };
const turn = (i: number) => ({
  sender: i % 2 === 0 ? 'model-b' : 'model-a',
  content: `Turn ${i}: ${'a considered argument about streets and buses '.repeat(40)}`,
});
const base = { instructions: 'Argue.', selfSender: 'model-a', mode: 'duel' as const };

describe('fitDebatePrompt (decision 017)', () => {
  it('sends a short debate whole', () => {
    const history = [opening, turn(1), turn(2)];
    const fitted = fitDebatePrompt({ ...base, history, room, foldIntoSingleUserMessage: false });
    expect(JSON.stringify(fitted.messages)).not.toContain('omitted');
    expect(fitted.messages.map((m) => m.content).join()).toContain('Turn 2:');
    // Added up from the turns' counts: from above, by a few tokens a turn at most.
    expect(fitted.promptTokens).toBeGreaterThanOrEqual(estimatePromptTokens(fitted));
    expect(fitted.promptTokens).toBeLessThanOrEqual(estimatePromptTokens(fitted) + 4 * 3);
  });

  it('adds up the counts kept with the messages instead of reading the history again', () => {
    const counted = (i: number) => ({ ...turn(i), tokens: 1000 });
    const history = [opening, counted(1), counted(2)];
    const fitted = fitDebatePrompt({ ...base, history, room, foldIntoSingleUserMessage: false });
    expect(fitted.promptTokens).toBeGreaterThan(2000);
    // Three such turns no longer fit in 4,096 tokens: the oldest is left out.
    const longer = fitDebatePrompt({
      ...base,
      history: [opening, counted(1), counted(2), counted(3), counted(4)],
      room,
      foldIntoSingleUserMessage: false,
    });
    expect(JSON.stringify(longer.messages)).toContain('omitted');
    expect(longer.promptTokens).toBeLessThanOrEqual(room.contextWindow - room.maxOutputTokens);
  });

  it('counts from above of reading the prompt, by at most four tokens a turn (property)', () => {
    // Texts whose edges meet the labels and breaks around them: spaces, newlines, letters, digits,
    // accents, emoji and combining marks.
    const piece = fc.constantFrom(
      ' ',
      '  ',
      '\n',
      '\n\n',
      'ab',
      'Z',
      '42',
      'é',
      '😀',
      'e\u0301',
      '.',
      ':',
    );
    const text = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ sender: fc.constantFrom('model-a', 'model-b', 'user'), content: text }),
        ),
        fc.boolean(),
        fc.constantFrom('model-a', 'model-b'),
        (turns, fold, selfSender) => {
          const history = [opening, ...turns].map((t) => ({
            ...t,
            tokens: estimateTokens(t.content),
          }));
          const fitted = fitDebatePrompt({
            ...base,
            selfSender,
            history,
            room,
            foldIntoSingleUserMessage: fold,
          });
          const read = estimatePromptTokens(fitted);
          expect(fitted.promptTokens).toBeGreaterThanOrEqual(read);
          expect(fitted.promptTokens).toBeLessThanOrEqual(read + 4 * history.length + 4);
        },
      ),
    );
  });

  it.each([false, true])(
    'keeps the opening line and the latest turns that fit, noting the rest (folded: %s)',
    (fold) => {
      const history = [opening, ...Array.from({ length: 60 }, (_, i) => turn(i + 1))];
      const fitted = fitDebatePrompt({ ...base, history, room, foldIntoSingleUserMessage: fold });
      const text = fitted.messages.map((m) => m.content).join('\n');
      expect(fitted.promptTokens).toBeLessThanOrEqual(room.contextWindow - room.maxOutputTokens);
      expect(text).toContain(opening.content);
      expect(text).toContain('Turn 60:');
      expect(text).not.toContain('Turn 1:');
      const omitted = Number(/\[(\d+) earlier messages omitted/.exec(text)?.[1]);
      expect(text).toContain(PROMPT_TEXT.earlierMessagesOmitted(omitted));
      // The kept turns are the latest, contiguous: 60 minus the omitted ones.
      expect(text).toContain(`Turn ${omitted + 1}:`);
      expect(text).not.toContain(`Turn ${omitted}:`);
    },
  );

  it('fits a custom model’s documents in half the window, with the passages about the debate', () => {
    const filler =
      'The committee met again and reviewed the minutes of the previous meeting, which were ' +
      'approved without amendment.';
    const paragraphs = Array.from({ length: 3000 }, (_, i) =>
      i === 2222 ? 'Car bans in Oslo cut road deaths to zero in 2019.' : `${i}. ${filler}`,
    );
    const content = paragraphs.join('\n\n');
    const knowledge = [{ name: 'safety.pdf', content, index: indexPassages(content) }];
    const history = [opening, { sender: 'model-b', content: 'Did car bans cut road deaths?' }];
    const fitted = fitDebatePrompt({
      ...base,
      history,
      knowledge,
      room,
      foldIntoSingleUserMessage: false,
    });
    expect(fitted.promptTokens).toBeLessThanOrEqual(room.contextWindow - room.maxOutputTokens);
    // Counted from the index, from above: never less than reading the prompt again would give.
    expect(fitted.promptTokens).toBeGreaterThanOrEqual(estimatePromptTokens(fitted));
    expect(fitted.system).toContain('--- Document: safety.pdf ---');
    expect(fitted.system).toContain('Car bans in Oslo cut road deaths to zero in 2019.');
    expect(fitted.system).toMatch(/Only the \d+ of \d+ passages of these documents/);
    expect(fitted.messages.at(-1)!.content).toContain('Did car bans cut road deaths?');
  });

  it('refuses, never sends, what cannot fit even with no history', () => {
    const history = [{ sender: 'model-b', content: 'word '.repeat(20_000) }];
    expect(() =>
      fitDebatePrompt({ ...base, history, room, foldIntoSingleUserMessage: false }),
    ).toThrow(PromptTooLongError);
  });
});

describe('checkFits', () => {
  it('answers the prompt with its estimate, or refuses naming the context window', () => {
    const small = { messages: [{ role: 'user' as const, content: 'Hello?' }] };
    expect(checkFits(small, room).promptTokens).toBe(estimatePromptTokens(small));
    const large = { messages: [{ role: 'user' as const, content: 'x'.repeat(20_000) }] };
    expect(() => checkFits(large, room)).toThrow(/8,192-token context window of gemma2-9b-it/);
  });
});
