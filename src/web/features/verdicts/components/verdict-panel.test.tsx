import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERDICT_TEXT, VERDICT_UI_TEXT, type Verdict } from '../../../../contract/verdicts.ts';
import { messageAnchorId } from '../../../lib/message-anchor.ts';
import { VerdictPanel } from './verdict-panel.tsx';

const agents = [
  { slot: 'alpha', name: 'Alpha' },
  { slot: 'beta', name: 'Beta' },
  { slot: 'gamma', name: 'Gamma' },
];

const verdict = (overrides: Partial<Verdict> = {}): Verdict => ({
  id: 'v1',
  conversationId: 'c1',
  judgeModel: 'parley-sparring-partner',
  createdAt: '2026-11-27T10:00:00.000Z',
  messageCount: 20,
  summary: 'Three views met.',
  positions: agents.map(({ slot, name }) => ({ slot, stance: `${name} holds a view.` })),
  arguments: agents.map(({ slot }, index) => ({
    slot,
    kind: 'strongest' as const,
    messageId: `m${index + 2}`,
    quote: `Quote of ${slot}.`,
    reason: 'Concrete.',
  })),
  agreements: ['All want safer streets.'],
  disagreements: [],
  winner: null,
  confidence: 0.5,
  consensus: 42,
  panel: [],
  agreement: 1,
  ...overrides,
});

describe('VerdictPanel', () => {
  it('shows a MAX verdict: three stances, a draw with its confidence, consensus as words and a gauge', () => {
    render(<VerdictPanel verdicts={[verdict()]} agents={agents} />);
    for (const { name } of agents) expect(screen.getByText(`${name} holds a view.`)).toBeVisible();
    expect(
      screen.getByText(new RegExp(VERDICT_TEXT.draw(0.5).replace(/[()]/g, '\\$&'))),
    ).toBeVisible();
    const gauge = screen.getByRole('meter', { name: VERDICT_UI_TEXT.consensusLabel });
    expect(gauge).toHaveAttribute('aria-valuenow', '42');
    expect(gauge).toHaveAttribute('aria-valuetext', VERDICT_UI_TEXT.consensus(42));
    expect(screen.getByText(VERDICT_UI_TEXT.consensus(42))).toBeVisible();
    expect(screen.getByText('All want safer streets.')).toBeVisible();
    // No agreement of the other kind: said so.
    expect(screen.getByText(VERDICT_UI_TEXT.none)).toBeVisible();
  });

  it('links each quote to its message, and the link leads there focused and highlighted', async () => {
    const user = userEvent.setup();
    const row = document.createElement('li');
    row.id = messageAnchorId('m3');
    row.tabIndex = -1;
    row.scrollIntoView = () => undefined;
    document.body.append(row);
    render(<VerdictPanel verdicts={[verdict()]} agents={agents} />);
    const link = screen.getByRole('link', { name: /Go to Beta's message: “Quote of beta\.”/ });
    expect(link).toHaveAttribute('href', `#${messageAnchorId('m3')}`);
    link.focus();
    await user.keyboard('{Enter}');
    expect(row).toHaveFocus();
    expect(row.dataset.highlighted).toBe('true');
    await user.tab();
    expect(row.dataset.highlighted).toBeUndefined();
    row.remove();
  });

  it('names the winner, shows the newest verdict and steps back to an earlier one', async () => {
    const user = userEvent.setup();
    const later = verdict({
      id: 'v2',
      createdAt: '2026-11-27T10:05:00.000Z',
      messageCount: 40,
      winner: 'beta',
      confidence: 0.8,
      consensus: 70,
    });
    render(<VerdictPanel verdicts={[verdict(), later]} agents={agents} />);
    expect(screen.getByText(VERDICT_UI_TEXT.showing(2, 2))).toBeVisible();
    expect(
      screen.getByText(new RegExp(VERDICT_TEXT.winner('Beta', 0.8).replace(/[()]/g, '\\$&'))),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: VERDICT_UI_TEXT.later })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: VERDICT_UI_TEXT.earlier }));
    expect(screen.getByText(VERDICT_UI_TEXT.showing(1, 2))).toBeVisible();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '42');
  });
});

describe('a panel’s verdict (DESIGN D21)', () => {
  it('shows the agreement and each judge: its verdict, a flip and a judge of its own model', () => {
    render(
      <VerdictPanel
        agents={agents}
        verdicts={[
          verdict({
            winner: 'alpha',
            agreement: 2,
            panel: [
              {
                judgeModel: 'j1',
                inOrder: 'alpha',
                swapped: 'alpha',
                winner: 'alpha',
                consistent: true,
                ownModel: false,
              },
              {
                judgeModel: 'j2',
                inOrder: 'alpha',
                swapped: 'beta',
                winner: null,
                consistent: false,
                ownModel: false,
              },
              {
                judgeModel: 'j3',
                inOrder: 'alpha',
                swapped: 'alpha',
                winner: 'alpha',
                consistent: true,
                ownModel: true,
              },
            ],
          }),
        ]}
      />,
    );
    const judges = screen.getByTestId('panel-judges');
    expect(judges).toHaveTextContent(VERDICT_UI_TEXT.panelAgreement(2, 3));
    const rows = within(judges).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`j1Alpha${VERDICT_UI_TEXT.consistent}`);
    expect(rows[1]).toHaveTextContent(`j2${VERDICT_UI_TEXT.draw}${VERDICT_UI_TEXT.inconsistent}`);
    expect(rows[2]).toHaveTextContent(VERDICT_UI_TEXT.ownModel);
  });
});
