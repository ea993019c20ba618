import { describe, expect, it } from 'vitest';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { foldIntoSingleUserMessage } from '../providers/prompts.ts';
import { toChatPrompt } from './service.ts';

const messages = [
  { role: 'system' as const, content: 'Answer briefly.' },
  { role: 'user' as const, content: 'Is rail cheaper than roads?' },
  { role: 'assistant' as const, content: 'Per passenger, often.' },
  { role: 'system' as const, content: 'Cite a figure.' },
  { role: 'user' as const, content: 'Give one.' },
];

describe('toChatPrompt (SPEC §7)', () => {
  it('sends the system messages as one system prompt and the turns as they are', () => {
    expect(toChatPrompt(messages, false)).toEqual({
      system: 'Answer briefly.\n\nCite a figure.',
      messages: [
        { role: 'user', content: 'Is rail cheaper than roads?' },
        { role: 'assistant', content: 'Per passenger, often.' },
        { role: 'user', content: 'Give one.' },
      ],
    });
    expect(toChatPrompt(messages.slice(1, 2), false)).toEqual({
      messages: [{ role: 'user', content: 'Is rail cheaper than roads?' }],
    });
  });

  it('folds for o1 with the debates’ function, turns labelled User and Assistant', () => {
    const folded = toChatPrompt(messages, true);
    expect(folded).toEqual({
      messages: [
        foldIntoSingleUserMessage({
          system: 'Answer briefly.\n\nCite a figure.',
          turns: [
            { label: 'User', content: 'Is rail cheaper than roads?' },
            { label: 'Assistant', content: 'Per passenger, often.' },
            { label: 'User', content: 'Give one.' },
          ],
        }),
      ],
    });
    expect(folded.messages[0]!.content).toBe(
      'Instructions:\nAnswer briefly.\n\nCite a figure.\n\nConversation so far:\n' +
        'User: Is rail cheaper than roads?\n\nAssistant: Per passenger, often.\n\nUser: Give one.',
    );
  });

  it('passes the request’s system text through systemOf (a custom model’s instructions)', () => {
    const folded = toChatPrompt(messages.slice(0, 2), true, (requested) => `Expert. ${requested}`);
    expect(folded.messages[0]!.content).toMatch(/^Instructions:\nExpert\. Answer briefly\.\n\n/);
    const plain = toChatPrompt(messages.slice(1, 2), false, () => 'Expert.');
    expect(plain.system).toBe('Expert.');
  });

  it('refuses a request without a user message that says something', () => {
    const refused = [
      [{ role: 'system' as const, content: 'Hi.' }],
      [{ role: 'assistant' as const, content: 'Hello.' }],
      [{ role: 'user' as const, content: '   ' }],
    ];
    for (const request of refused) {
      expect(() => toChatPrompt(request, false)).toThrow(CHAT_TEXT.needsUserMessage);
    }
  });
});
