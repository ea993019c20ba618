import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../../contract/conversations.ts';
import { MESSAGE_TEXT } from '../../../../contract/texts.ts';
import { senderOf } from '../lib/senders.ts';
import { MessageRow } from './message-row.tsx';

const report: ConversationMessage = {
  id: 'm-2',
  seq: 2,
  sender: 'model-b',
  content: '❌ Error: Backend API error: Failed to generate response',
  timestamp: '2026-11-28T10:00:00.000Z',
  status: 'error',
};

describe('MessageRow', () => {
  it('shows its owner an error report’s detail beside SPEC §8’s text', () => {
    const { container } = render(
      <ul>
        <MessageRow message={{ ...report, detail: 'Upstream exploded' }} senderOf={senderOf} />
      </ul>,
    );
    // SPEC's '❌' is drawn as an icon, not shown as an emoji (issue 33).
    expect(screen.getByText('Error: Backend API error: Failed to generate response')).toBeVisible();
    expect(container.textContent).not.toContain('❌');
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.getByText(MESSAGE_TEXT.errorDetailLabel)).toBeInTheDocument();
    expect(screen.getByText('Upstream exploded', { exact: false })).toBeInTheDocument();
  });

  it('shows no detail line when there is none', () => {
    render(
      <ul>
        <MessageRow message={report} senderOf={senderOf} />
      </ul>,
    );
    expect(screen.queryByText(MESSAGE_TEXT.errorDetailLabel)).toBeNull();
  });
});
