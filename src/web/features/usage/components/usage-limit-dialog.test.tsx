import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USAGE_TEXT, type UsageStats } from '../../../../contract/usage.ts';
import { UsageLimitDialog } from './usage-limit-dialog.tsx';
import { exploreStats as explore } from '../../../../../test/helpers/usage-stats.ts';

function renderDialog(stats: UsageStats, message?: string) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UsageLimitDialog stats={stats} open onOpenChange={onOpenChange} message={message ?? null} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('UsageLimitDialog', () => {
  it('warns when a class nears its limit, listing only the limited classes', () => {
    renderDialog(explore({ premium: 4_000 }));
    const dialog = screen.getByRole('dialog', { name: USAGE_TEXT.approachingTitle });
    expect(dialog).toHaveTextContent('46k / 50k per day');
    expect(dialog).toHaveTextContent('Near');
    expect(dialog).not.toHaveTextContent('FREE');
  });

  it('says which limit is exceeded, or the reason it was given', () => {
    renderDialog(explore({ ultra_premium: 0 }));
    expect(
      screen.getByRole('dialog', { name: USAGE_TEXT.exceededTitle }),
    ).toHaveAccessibleDescription(USAGE_TEXT.limitExceeded('day', 'ultra_premium'));
  });

  it('says a refused start was blocked, in red, though no class is over its limit', () => {
    renderDialog(explore({ premium: 62 }), 'Only 62 PREMIUM tokens are left.');
    const dialog = screen.getByRole('dialog', { name: USAGE_TEXT.exceededTitle });
    expect(dialog).toHaveAccessibleDescription('Only 62 PREMIUM tokens are left.');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-colour', 'red');
  });

  it('recommends the plans above, Starter first; the arrow keys choose another', async () => {
    const user = userEvent.setup();
    renderDialog(explore({ premium: 0 }), 'Refused by the usage check.');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Refused by the usage check.');
    const starter = screen.getByRole('radio', { name: 'Starter plan' });
    expect(starter).toBeChecked();
    await user.click(starter);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Enterprise plan' })).toBeChecked();
    expect(screen.getByRole('button', { name: USAGE_TEXT.upgradePlan })).toBeEnabled();
  });

  it('closes with Continue with Current Plan, and offers no upgrade beyond Enterprise', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderDialog({ ...explore({ premium: 0 }), userPlan: 'enterprise' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: USAGE_TEXT.upgradePlan })).toBeNull();
    await user.click(screen.getByRole('button', { name: USAGE_TEXT.continueWithCurrentPlan }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
