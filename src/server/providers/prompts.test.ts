import { describe, expect, it } from 'vitest';
import {
  KICK_OFF_MESSAGE,
  buildPrompt,
  buildSystemPrompt,
  providerForBaseModel,
} from './prompts.ts';

describe('providerForBaseModel (SPEC §7)', () => {
  it.each([
    ['gpt-4o', 'openai'],
    ['o1-mini', 'openai'],
    ['chatgpt-4o-latest', 'openai'],
    ['claude-3-5-sonnet-20241022', 'anthropic'],
    ['gemini-1.5-pro', 'google'],
    ['llama-3.3-70b-versatile', 'groq'],
    ['gemma2-9b-it', 'groq'],
    ['grok-3', 'xai'],
    ['deepseek-chat', 'deepseek'],
    ['openai/gpt-4o', 'openrouter'],
    ['meta-llama/llama-3.3-70b-instruct:free', 'openrouter'],
  ])('%s goes to %s', (model, provider) => expect(providerForBaseModel(model)).toBe(provider));

  it('is undefined for anything else', () => {
    expect(providerForBaseModel('mistral-large')).toBeUndefined();
    expect(providerForBaseModel('')).toBeUndefined();
  });
});

describe('buildSystemPrompt', () => {
  it('returns the instructions alone without documents', () => {
    expect(buildSystemPrompt('  Be brief.  ')).toBe('Be brief.');
  });

  it('appends documents by name with the note to cite them', () => {
    const system = buildSystemPrompt('Be brief.', [
      { name: 'report.pdf', content: 'Fact one.' },
      { name: 'notes.docx', content: 'Fact two.' },
    ]);
    expect(system).toMatch(/^Be brief\./);
    expect(system).toMatch(/cite the document by its name/);
    expect(system).toContain('--- Document: report.pdf ---\nFact one.');
    expect(system).toContain('--- Document: notes.docx ---\nFact two.');
  });
});

const history = [
  { sender: 'user', content: 'Should we?' },
  { sender: 'model-a', content: 'Yes.' },
  { sender: 'model-b', content: 'No.' },
  { sender: 'system', content: 'Agent error notice' },
  { sender: 'model-a', content: 'Still yes.' },
];

describe('buildPrompt', () => {
  it('labels other speakers, keeps own turns as assistant and drops system notices', () => {
    const prompt = buildPrompt({
      instructions: 'Argue no.',
      history,
      selfSender: 'model-b',
      mode: 'duel',
      foldIntoSingleUserMessage: false,
    });
    expect(prompt.system).toBe('Argue no.');
    expect(prompt.messages).toEqual([
      { role: 'user', content: 'User: Should we?\n\nPrimary Agent: Yes.' },
      { role: 'assistant', content: 'No.' },
      { role: 'user', content: 'Primary Agent: Still yes.' },
    ]);
  });

  it('labels the alternative agent for the primary one', () => {
    const prompt = buildPrompt({
      instructions: 'Argue yes.',
      history: history.slice(0, 3),
      selfSender: 'model-a',
      mode: 'duel',
      foldIntoSingleUserMessage: false,
    });
    expect(prompt.messages.at(-1)).toEqual({ role: 'user', content: 'Alternative Agent: No.' });
  });

  it("uses agents' names in MAX mode", () => {
    const prompt = buildPrompt({
      instructions: 'You are Beta.',
      history: [
        { sender: 'user', content: 'Topic' },
        { sender: 'agent-1', senderName: 'Alpha', content: 'First.' },
      ],
      selfSender: 'agent-2',
      mode: 'max',
      foldIntoSingleUserMessage: false,
    });
    expect(prompt.messages).toEqual([{ role: 'user', content: 'User: Topic\n\nAlpha: First.' }]);
  });

  it('starts with a user message even when the agent spoke first or nobody has', () => {
    const empty = buildPrompt({
      instructions: 'Hi',
      history: [],
      selfSender: 'model-a',
      mode: 'duel',
      foldIntoSingleUserMessage: false,
    });
    expect(empty.messages).toEqual([{ role: 'user', content: KICK_OFF_MESSAGE }]);
  });

  it('folds instructions and history into one user message for o1', () => {
    const prompt = buildPrompt({
      instructions: 'Argue no.',
      documents: [{ name: 'doc.txt', content: 'Evidence.' }],
      history: history.slice(0, 3),
      selfSender: 'model-b',
      mode: 'duel',
      foldIntoSingleUserMessage: true,
    });
    expect(prompt.system).toBeUndefined();
    expect(prompt.messages).toHaveLength(1);
    const [only] = prompt.messages;
    expect(only!.role).toBe('user');
    expect(only!.content).toMatch(/^Instructions:\nArgue no\./);
    expect(only!.content).toContain('--- Document: doc.txt ---');
    expect(only!.content).toContain(
      'User: Should we?\n\nPrimary Agent: Yes.\n\nAlternative Agent: No.',
    );
    expect(only!.content).toMatch(/Reply with your next message as Alternative Agent\.$/);
  });
});
