import { describe, expect, it } from 'vitest';
import { VERDICT_TEXT, type Verdict } from '../../contract/verdicts.ts';
import type { Conversation } from '../../contract/conversations.ts';
import type { AgentRow } from './repository.ts';
import { verdictsMarkdown } from '../verdicts/views.ts';
import { duelRows, messageRow } from '../../../test/helpers/runtime-fixtures.ts';
import {
  exportFileName,
  heldView,
  spokenHistory,
  toAgent,
  toConversation,
  toConversationState,
  toMarkdown,
  toMessage,
  toSummary,
} from './views.ts';

const created = new Date('2026-11-24T10:00:00.000Z');
const updated = new Date('2026-11-24T10:05:00.000Z');

function duel() {
  const rows = duelRows();
  return { ...rows, row: { ...rows.row, createdAt: created, updatedAt: updated } };
}

describe('toMessage', () => {
  it('shows a row with its timestamp in ISO form and nothing of its usage', () => {
    const row = messageRow('c', {
      seq: 2,
      sender: 'model-b',
      content: 'Keep them.',
      status: 'interrupted',
      promptTokens: 10,
      completionTokens: 20,
      modelId: 'gpt-4o',
      createdAt: created,
    });
    expect(toMessage(row)).toEqual({
      id: row.id,
      seq: 2,
      content: 'Keep them.',
      sender: 'model-b',
      timestamp: '2026-11-24T10:00:00.000Z',
      status: 'interrupted',
    });
  });
});

describe('toAgent', () => {
  it('names a custom model by its custom- id, and a catalog model by its id', () => {
    const [agent] = duel().agents;
    expect(toAgent(agent!)).toEqual({
      slot: 'model-a',
      name: 'Primary Agent',
      model: 'parley-sparring-partner',
      personaId: null,
      systemInstructions: 'For.',
      seat: 'model',
    });
    const custom: AgentRow = { ...agent!, customModelId: 'abc', personaId: 'skeptic' };
    expect(toAgent(custom)).toMatchObject({ model: 'custom-abc', personaId: 'skeptic' });
  });
});

describe('toSummary', () => {
  it('lists the models by the agents’ positions, whatever order the rows came in', () => {
    const live = duel();
    const [first, second] = live.agents;
    const reversed = [{ ...second!, modelId: 'gpt-4o' }, first!];
    expect(toSummary(live.row, reversed)).toEqual({
      id: live.row.id,
      title: 'Should cities ban cars?',
      mode: 'duel',
      status: live.row.status,
      messageCount: live.row.messageCount,
      modelA: 'parley-sparring-partner',
      modelB: 'gpt-4o',
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:05:00.000Z',
    });
  });

  it('answers empty model names for a conversation without agents', () => {
    expect(toSummary(duel().row, [])).toMatchObject({ modelA: '', modelB: '' });
  });
});

describe('toConversationState', () => {
  it('takes status and counts from the live engine state, not the stored row', () => {
    const live = duel();
    const state = {
      ...live.state,
      status: 'waiting' as const,
      messageCount: 7,
      interventionCount: 2,
      nextSlot: 'model-b',
      breakerOpen: true,
    };
    const row = { ...live.row, status: 'paused' as const, messageCount: 1, liveCode: 'ABCD-1234' };
    expect(toConversationState(row, live.agents, state)).toMatchObject({
      status: 'waiting',
      messageCount: 7,
      interventionCount: 2,
      isActive: true,
      isGenerating: false,
      isWaitingForIntervention: true,
      nextResponder: 'model-b',
      breakerOpen: true,
      liveCode: 'ABCD-1234',
      agents: [{ slot: 'model-a' }, { slot: 'model-b' }],
    });
  });

  it('is generating only while a turn is in flight, and active only while it runs or waits', () => {
    const live = duel();
    const generating = {
      ...live.state,
      pending: {
        id: 1,
        kind: 'turn' as const,
        phase: 'generating' as const,
        slot: 'model-b',
        seq: 2,
      },
    };
    expect(toConversationState(live.row, live.agents, generating)).toMatchObject({
      isActive: true,
      isGenerating: true,
      isWaitingForIntervention: false,
    });
    const stopped = { ...live.state, status: 'stopped' as const, pending: null };
    expect(toConversationState(live.row, live.agents, stopped)).toMatchObject({
      isActive: false,
      isGenerating: false,
    });
  });
});

function transcript(): Conversation {
  const live = duel();
  const messages = [
    messageRow(live.row.id, {
      seq: 1,
      sender: 'model-a',
      content: 'Should cities ban cars?',
      createdAt: created,
    }),
    messageRow(live.row.id, {
      seq: 2,
      sender: 'user',
      content: 'Think of buses.',
      createdAt: created,
    }),
    messageRow(live.row.id, {
      seq: 3,
      sender: 'model-b',
      content: 'Buses need roads.',
      status: 'interrupted',
      createdAt: created,
    }),
    messageRow(live.row.id, {
      seq: 4,
      sender: 'system',
      content: 'Paused.',
      createdAt: created,
    }),
  ].map(toMessage);
  return toConversation(live.row, live.agents, live.state, messages);
}

describe('a held conversation', () => {
  const live = duel();
  const rows = [
    messageRow(live.row.id, { seq: 1, sender: 'model-a', content: 'Ban cars.' }),
    messageRow(live.row.id, { seq: 2, sender: 'user', content: 'Think of buses.' }),
    messageRow(live.row.id, { seq: 3, sender: 'system', content: 'Paused.' }),
    messageRow(live.row.id, { seq: 4, sender: 'model-b', content: 'x', status: 'error' }),
    messageRow(live.row.id, { seq: 5, sender: 'model-b', content: '', status: 'streaming' }),
  ];

  it('gives the agents’ history: finished messages only, each sender named', () => {
    expect(
      spokenHistory(rows, live.agents).map(({ sender, senderName, content }) => ({
        sender,
        senderName,
        content,
      })),
    ).toEqual([
      { sender: 'model-a', senderName: 'Primary Agent', content: 'Ban cars.' },
      { sender: 'user', senderName: 'User', content: 'Think of buses.' },
    ]);
  });

  it('shows the streaming message with what its events showed so far', () => {
    const view = heldView(live.row, live.agents, live.state, rows, {
      row: { id: rows[4]!.id },
      shown: 'Buses need ro',
    });
    expect(view.messages.map((message) => message.content)).toEqual([
      'Ban cars.',
      'Think of buses.',
      'Paused.',
      'x',
      'Buses need ro',
    ]);
    expect(heldView(live.row, live.agents, live.state, rows, null).messages[4]!.content).toBe('');
  });
});

describe('toMarkdown', () => {
  it('writes the title, the agents and each message with its sender and status', () => {
    expect(toMarkdown(transcript())).toBe(
      [
        '# Should cities ban cars?',
        '',
        '- Mode: Two agents',
        '- Started: 2026-11-24T10:00:00.000Z',
        '- Messages: 1',
        '',
        '## Agents',
        '',
        '- **Primary Agent**: Parley Sparring Partner (offline)',
        '- **Alternative Agent**: Parley Sparring Partner (offline)',
        '',
        '## Transcript',
        '',
        '### 1. Primary Agent (Parley Sparring Partner (offline))',
        '',
        '_2026-11-24T10:00:00.000Z_',
        '',
        'Should cities ban cars?',
        '',
        '### 2. User',
        '',
        '_2026-11-24T10:00:00.000Z_',
        '',
        'Think of buses.',
        '',
        '### 3. Alternative Agent (Parley Sparring Partner (offline)) _(interrupted)_',
        '',
        '_2026-11-24T10:00:00.000Z_',
        '',
        'Buses need roads.',
        '',
        '### 4. System',
        '',
        '_2026-11-24T10:00:00.000Z_',
        '',
        'Paused.',
        '',
      ].join('\n'),
    );
  });

  it('names a custom model agent by its label, a deleted one by its short id', () => {
    const conversation = transcript();
    const [first, second] = conversation.agents;
    const agents = [
      { ...first!, model: 'custom-192e1fd2-0000-4000-8000-000000000001' },
      { ...second!, model: 'custom-5fd0c3a1-0000-4000-8000-000000000002' },
    ];
    const markdown = toMarkdown(
      { ...conversation, agents },
      {
        modelLabels: new Map([
          ['custom-192e1fd2-0000-4000-8000-000000000001', 'Cautious Planner (Custom)'],
        ]),
      },
    );
    expect(markdown).toContain('- **Primary Agent**: Cautious Planner (Custom)');
    expect(markdown).toContain('### 1. Primary Agent (Cautious Planner (Custom))');
    expect(markdown).toContain('- **Alternative Agent**: Custom model 5fd0c3a1');
    expect(markdown).not.toContain('custom-');
  });

  it('names MAX mode', () => {
    expect(toMarkdown({ ...transcript(), mode: 'max' })).toContain('- Mode: MAX');
  });

  it('ends with any number of verdicts (the 5,174 of issue 27 overflowed the stack)', () => {
    const verdict: Verdict = {
      id: 'v',
      conversationId: 'c',
      judgeModel: 'parley-sparring-partner',
      createdAt: '2026-11-24T10:00:00.000Z',
      messageCount: 3,
      summary: 'Buses won.',
      positions: [{ slot: 'model-a', stance: 'Ban cars.' }],
      arguments: [],
      agreements: [],
      disagreements: [],
      winner: null,
      confidence: 0.5,
      consensus: 10,
      panel: [],
      agreement: 0,
    };
    const markdown = toMarkdown(transcript(), {
      trailer: verdictsMarkdown(
        transcript().agents,
        Array.from({ length: 5_174 }, () => verdict),
      ),
    });
    expect(markdown).toContain(
      VERDICT_TEXT.markdownVerdict(5_174, 'Parley Sparring Partner (offline)', 3),
    );
    expect(markdown.endsWith(`- ${VERDICT_TEXT.none}\n`)).toBe(true);
  });
});

describe('exportFileName', () => {
  it('slugs the title and adds the id’s first eight characters', () => {
    const conversation = transcript();
    expect(exportFileName(conversation, 'md')).toBe('parley-should-cities-ban-cars-00000000.md');
    expect(exportFileName({ ...conversation, title: '  Ärger über *Autos*!  ' }, 'json')).toBe(
      'parley-rger-ber-autos-00000000.json',
    );
  });

  it('cuts a long title at a word within 40 characters and names an unsluggable title "conversation"', () => {
    const conversation = transcript();
    const title = 'Should every city ban private cars from its historic centre?';
    expect(exportFileName({ ...conversation, title }, 'md')).toBe(
      'parley-should-every-city-ban-private-cars-from-00000000.md',
    );
    const long = exportFileName({ ...conversation, title: 'a'.repeat(60) }, 'md');
    expect(long).toBe(`parley-${'a'.repeat(39)}-00000000.md`);
    expect(exportFileName({ ...conversation, title: '¿¡!' }, 'md')).toBe(
      'parley-conversation-00000000.md',
    );
  });
});
