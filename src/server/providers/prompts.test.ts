import { describe, expect, it } from 'vitest';
import { DUEL, MAX } from '../../contract/conversations.ts';
import {
  KICK_OFF_MESSAGE,
  buildPrompt,
  buildSystemPrompt,
  foldIntoSingleUserMessage,
  speakerLabel,
} from './prompts.ts';
import { withoutDocuments } from './offline/documents.ts';
import { PROMPT_TEXT } from '../../contract/texts.ts';

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

  it('says when passages were left out, after the instructions (the offline model reads past it)', () => {
    const system = buildSystemPrompt('Be brief.', [{ name: 'report.pdf', content: 'Fact.' }], {
      kept: 3,
      total: 40,
    });
    expect(system).toContain(PROMPT_TEXT.passagesOmitted(3, 40));
    expect(system.indexOf(PROMPT_TEXT.passagesOmitted(3, 40))).toBeLessThan(
      system.indexOf('--- Document: report.pdf ---'),
    );
    expect(withoutDocuments(system)).toBe('Be brief.');
  });
});

describe('buildPrompt with omitted turns', () => {
  const history = [
    { sender: 'model-a', content: 'Motion: cities should ban cars.' },
    { sender: 'model-b', content: 'Cars bring freedom.' },
  ];

  it('notes them, unlabelled, right after the opening line', () => {
    const prompt = buildPrompt({
      instructions: 'Argue.',
      history,
      omittedTurns: 5,
      selfSender: 'model-a',
      mode: 'duel',
      foldIntoSingleUserMessage: false,
    });
    expect(prompt.messages).toEqual([
      { role: 'user', content: KICK_OFF_MESSAGE },
      { role: 'assistant', content: 'Motion: cities should ban cars.' },
      {
        role: 'user',
        content: `${PROMPT_TEXT.earlierMessagesOmitted(5)}\n\n${DUEL.names[1]}: Cars bring freedom.`,
      },
    ]);
  });

  it('in a folded prompt too', () => {
    const prompt = buildPrompt({
      instructions: 'Argue.',
      history,
      omittedTurns: 1,
      selfSender: 'model-b',
      mode: 'duel',
      foldIntoSingleUserMessage: true,
    });
    expect(prompt.messages[0]!.content).toContain(
      `${DUEL.names[0]}: Motion: cities should ban cars.\n\n${PROMPT_TEXT.earlierMessagesOmitted(1)}\n\n${DUEL.names[1]}: Cars bring freedom.`,
    );
  });
});

describe('speakerLabel (SPEC §7)', () => {
  it('names the duel agents by the contract’s names and the user as User', () => {
    expect(DUEL.slots.map((sender) => speakerLabel({ sender }, 'duel'))).toEqual(DUEL.names);
    expect(speakerLabel({ sender: 'user', senderName: 'Ada' }, 'duel')).toBe('User');
    expect(speakerLabel({ sender: 'user' }, 'max')).toBe('User');
  });

  it('names MAX agents by their names, never by the duel’s', () => {
    expect(speakerLabel({ sender: 'beta', senderName: MAX.names[1] }, 'max')).toBe('Beta');
    expect(speakerLabel({ sender: 'model-a', senderName: 'Alpha' }, 'max')).toBe('Alpha');
    expect(speakerLabel({ sender: 'gamma' }, 'max')).toBe('gamma');
  });

  it('falls back to the sender’s name, then its id, for a duel sender it does not know', () => {
    expect(speakerLabel({ sender: 'model-c', senderName: 'Guest' }, 'duel')).toBe('Guest');
    expect(speakerLabel({ sender: 'model-c' }, 'duel')).toBe('model-c');
    expect(speakerLabel({ sender: 'constructor' }, 'duel')).toBe('constructor');
  });
});

describe('foldIntoSingleUserMessage', () => {
  const turns = [
    { label: 'User', content: 'Should we?' },
    { label: 'Primary Agent', content: 'Yes.' },
  ];

  it('puts the instructions, the labelled history and the closing line in one user message', () => {
    expect(
      foldIntoSingleUserMessage({ system: 'Argue no.', turns, closing: 'Your turn.' }),
    ).toEqual({
      role: 'user',
      content:
        'Instructions:\nArgue no.\n\n' +
        'Conversation so far:\nUser: Should we?\n\nPrimary Agent: Yes.\n\n' +
        'Your turn.',
    });
  });

  it('leaves out what is empty', () => {
    expect(foldIntoSingleUserMessage({ system: '', turns })).toEqual({
      role: 'user',
      content: 'Conversation so far:\nUser: Should we?\n\nPrimary Agent: Yes.',
    });
    expect(
      foldIntoSingleUserMessage({ system: 'Be brief.', turns: [], closing: 'Begin.' }),
    ).toEqual({
      role: 'user',
      content: 'Instructions:\nBe brief.\n\nBegin.',
    });
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

  it('folds the same way the chat does: one function, the debate adding its closing line', () => {
    const prompt = buildPrompt({
      instructions: 'Argue no.',
      history: history.slice(0, 3),
      selfSender: 'model-b',
      mode: 'duel',
      foldIntoSingleUserMessage: true,
    });
    expect(prompt.messages).toEqual([
      foldIntoSingleUserMessage({
        system: 'Argue no.',
        turns: [
          { label: 'User', content: 'Should we?' },
          { label: 'Primary Agent', content: 'Yes.' },
          { label: 'Alternative Agent', content: 'No.' },
        ],
        closing: 'Reply with your next message as Alternative Agent.',
      }),
    ]);
  });

  it('folds a debate nobody has spoken in yet into the instructions and the kick-off', () => {
    const prompt = buildPrompt({
      instructions: 'You are Alpha.',
      history: [{ sender: 'system', content: 'Started.' }],
      selfSender: 'alpha',
      mode: 'max',
      foldIntoSingleUserMessage: true,
    });
    expect(prompt).toEqual({
      messages: [{ role: 'user', content: `Instructions:\nYou are Alpha.\n\n${KICK_OFF_MESSAGE}` }],
    });
  });

  it('labels MAX agents by name when folding', () => {
    const prompt = buildPrompt({
      instructions: '',
      history: [
        { sender: 'alpha', senderName: 'Alpha', content: 'First.' },
        { sender: 'beta', senderName: 'Beta', content: 'Second.' },
      ],
      selfSender: 'gamma',
      mode: 'max',
      foldIntoSingleUserMessage: true,
    });
    expect(prompt.messages[0]!.content).toBe(
      'Conversation so far:\nAlpha: First.\n\nBeta: Second.\n\n' +
        'Reply with your next message as gamma.',
    );
  });
});
