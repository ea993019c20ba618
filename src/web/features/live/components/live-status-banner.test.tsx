import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationStatus } from '../../../../contract/conversations.ts';
import { LIVE_TEXT } from '../../../../contract/live.ts';
import { LiveStatusBanner } from './live-status-banner.tsx';

describe('LiveStatusBanner', () => {
  const cases: [ConversationStatus | undefined, string, string][] = [
    [undefined, LIVE_TEXT.watching, 'status'],
    ['running', LIVE_TEXT.watching, 'status'],
    ['waiting', LIVE_TEXT.waitingForHost, 'status'],
    ['paused', LIVE_TEXT.paused, 'alert'],
    ['stopped', LIVE_TEXT.stopped, 'alert'],
    ['failed', LIVE_TEXT.failed, 'alert'],
  ];
  it.each(cases)('status %s reads "%s"', (status, text, role) => {
    render(<LiveStatusBanner status={status} />);
    expect(screen.getByRole(role)).toHaveTextContent(text);
    if (status && status !== 'running') {
      expect(screen.queryByText(LIVE_TEXT.watching)).toBeNull();
    }
  });
});
